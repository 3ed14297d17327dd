import { z } from 'zod';

/**
 * `POST /v1/auths/soft/corp/mandatory/auth` → `data.checkResult`. Documented minimal shape: `true` means the
 * corporation must redo real-name authentication before it can continue (spec §4, §8).
 */
export const mandatoryAuthSchema = z.object({ checkResult: z.boolean() });
export type MandatoryAuth = z.infer<typeof mandatoryAuthSchema>;

/**
 * `POST /v1/auth/cfca/controls/enable` → `data` is the signing switch. Servers send it as a boolean or as
 * `'1'`/`'0'`; both are accepted and read as a boolean.
 */
export const signingSwitchSchema = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');

/** `/v1/(voucher/)xugong/credit/datum/sync/verdict?fkCredit` (domain.md §9): review verdict of a credit's trade data. */
export const datumVerdictSchema = z.object({
  verdict: z.enum(['PASS', 'REJECT', 'PENDING']),
  comment: z.string().optional(),
});
export type DatumVerdict = z.infer<typeof datumVerdictSchema>;
