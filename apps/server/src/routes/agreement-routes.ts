import { agreementCreateRequestSchema, agreementExistsSchema, agreementTextSchema } from '@scf/api/contract';
import { z } from 'zod';
import { REGISTRATION_AGREEMENT } from '../db/seed/agreement-text';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { requireUser } from './require-user';

/**
 * Version of the registration agreement text in force; a new version makes every corporation sign again.
 * The agreement binds the corporation (contract: "records the signing for the caller's corporation").
 */
export const AGREEMENT_VERSION = REGISTRATION_AGREEMENT.version;

/** Where the portal reads the text it asks to sign (not a spec §7 call: the spec does not say where it comes from). */
export const AGREEMENT_TEXT_URL = '/v1/agreement/register/content';

export const AGREEMENT_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/agreement/register/exists',
    access: 'session',
    response: agreementExistsSchema,
    handler: async ({ db, session }) => {
      const user = await requireUser(db, session);
      const rows = await db.query('SELECT 1 FROM agreement_sign WHERE corp_id = $1 AND version = $2', [user.corpId, AGREEMENT_VERSION]);
      return rows.length > 0;
    },
  }),
  defineRoute({
    method: 'POST',
    url: AGREEMENT_TEXT_URL,
    access: 'session',
    response: agreementTextSchema,
    handler: async () => REGISTRATION_AGREEMENT,
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/agreement/register/create',
    access: 'session',
    body: agreementCreateRequestSchema.optional(),
    response: z.boolean(),
    handler: async ({ db, session, clock }) => {
      const user = await requireUser(db, session);
      await db.query(
        `INSERT INTO agreement_sign (corp_id, version, signed_by, signed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (corp_id) DO UPDATE SET version = EXCLUDED.version, signed_by = EXCLUDED.signed_by, signed_at = EXCLUDED.signed_at`,
        [user.corpId, AGREEMENT_VERSION, user.userId, clock.now()],
      );
      return true;
    },
  }),
];
