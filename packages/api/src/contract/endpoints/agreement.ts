import { z } from 'zod';
import { post } from '../endpoint';
import { agreementCreateRequestSchema, agreementExistsSchema, agreementTextSchema } from '../schemas/agreement';

/** The registration agreement the user must (re-)sign after login (spec §4). */
export const agreementEndpoints = {
  /** `false` means unsigned: the portal forces the signing modal. */
  exists: post('/v1/agreement/register/exists', { response: agreementExistsSchema }),
  /** The text to sign. [D]: not a spec §7 call (the spec does not say where the text comes from). */
  text: post('/v1/agreement/register/content', { response: agreementTextSchema }),
  create: post('/v1/agreement/register/create', { body: agreementCreateRequestSchema.optional(), response: z.boolean(), idempotent: true }),
} as const;
