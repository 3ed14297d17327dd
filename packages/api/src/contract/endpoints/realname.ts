import { z } from 'zod';
import { get, post } from '../endpoint';
import { demoCreditSchema } from '../schemas/e-account';
import {
  licenseAccountSchema,
  realnameBackfillSchema,
  realnameCreditQuerySchema,
  realnameSchema,
  realnameSmsResponseSchema,
  softKeyRealnameSchema,
} from '../schemas/realname';
import { ukeyBindRequestSchema } from '../schemas/ukey';

/** Ukey认证: the inserted key's registration (the admin's registration original signed) and its certificate. */
export const ukeyRealnameSchema = ukeyBindRequestSchema.omit({ userName: true, roleCode: true });
export type UkeyRealnameInput = z.infer<typeof ukeyRealnameSchema>;

/**
 * 实名认证 of the caller's corporation (domain-lines.md §15.4–§15.8): its state and records, 软证书认证 by the legal
 * representative, Ukey认证 by a key whose subject holds the USCC, and 营业执照对公账户认证 by small deposit (申请打款 · 回填 · 更换账户, and the demo credits).
 */
export const realnameEndpoints = {
  state: get('/v1/realname', { response: realnameSchema }),
  deposit: post('/v1/realname/license-account/deposit', { body: licenseAccountSchema, response: realnameSchema }),
  backfill: post('/v1/realname/license-account/backfill', { body: realnameBackfillSchema, response: realnameSchema }),
  cancel: post('/v1/realname/license-account/cancel', { body: z.strictObject({}), response: realnameSchema }),
  demoCredits: get('/v1/realname/license-account/credits', { query: realnameCreditQuerySchema, response: z.array(demoCreditSchema) }),
  softKeySms: post('/v1/realname/soft-key/sms', { body: z.strictObject({}), response: realnameSmsResponseSchema }),
  softKey: post('/v1/realname/soft-key', { body: softKeyRealnameSchema, response: realnameSchema }),
  ukey: post('/v1/realname/ukey', { body: ukeyRealnameSchema, response: realnameSchema }),
} as const;
