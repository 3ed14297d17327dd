import { z } from 'zod';
import { post } from '../endpoint';
import { signaturePayloadSchema } from '../schemas/signature';
import { SIGNING_ORIGINALS } from './signing-originals';

export const repaymentSchema = z.object({
  repaymentId: z.string(),
  loanNo: z.string(),
  payeeName: z.string(),
  amount: z.string(),
  dueDate: z.string(),
  status: z.enum(['PENDING', 'CONFIRMED']),
});
export type Repayment = z.infer<typeof repaymentSchema>;

/**
 * The repayment a director confirms with the key (spec §7 REPAYMENT signing original). The original text comes from
 * `SIGNING_ORIGINALS.REPAYMENT`; the signed confirmation is posted here.
 */
export const repaymentEndpoints = {
  list: post('/v1/repayments/list', { response: z.array(repaymentSchema) }),
  original: SIGNING_ORIGINALS.REPAYMENT.endpoint,
  confirm: post('/v1/repayments/{id}/confirm', { body: signaturePayloadSchema.strict(), response: repaymentSchema, idempotent: true }),
} as const;
