import { z } from 'zod';
import { get, post } from '../endpoint';
import { signingSwitchSchema } from '../schemas/checks';
import { signatureRulesSchema } from '../schemas/signature';

/** A server-issued original text to sign (single use, security.md §2.6). */
export const originalTextSchema = z.string().min(1);

/** The signing switch, the algorithm rules and the registration original (spec §4, §7). */
export const signingEndpoints = {
  /** `false`: signing is off and the dummy values are attached (spec §4). */
  switch: post('/v1/auth/cfca/controls/enable', { response: signingSwitchSchema }),
  /** Signature rules; the signing SDK falls back to its built-in table when they are missing or fail. */
  rules: post('/v1/auth/ccbca/rules', { response: signatureRulesSchema }),
  /** The text a key signs when it is registered (bound) or a soft key proves possession. */
  registrationOriginal: get('/v1/auth/cas/add/info/original', { response: originalTextSchema }),
  /** The soft-CA project code (spec §7 "returns data"). */
  softCaProjectCode: post('/v1/credits/signature/softCa/projectCode', { response: z.string() }),
} as const;
