import { z } from 'zod';
import { post } from '../endpoint';
import { pageOf, pagedQuery } from '../paging';
import { signedMoneySchema } from '../schemas/refs';
import { applicationDetailSchema, creditLineSchema, creditSchema, limitLedgerEntrySchema } from '../schemas/credit';
import { reasonSchema } from '../schemas/opinion';

/** A distribution change (domain.md §6.3): a member's sub-limit up (+) or down (−), with a reason. */
export const distributionInputSchema = z.strictObject({
  lineId: z.string().min(1).max(64),
  targetCorpId: z.string().min(1, '请选择成员单位').max(64),
  changeAmount: signedMoneySchema.refine((v) => Number(v) !== 0, '调整金额不能为0'),
  reason: reasonSchema,
});
export type DistributionInput = z.input<typeof distributionInputSchema>;

/** Issuing lines (授信额度) and their distribution to member issuers (domain.md §6). */
export const limitEndpoints = {
  /** The lines of the caller's group (core) or those the caller's bank granted (FI), with every sub-limit. */
  lines: post('/v1/limits/lines', { response: z.array(creditLineSchema) }),
  /** Outstanding credits that consume a line (额度详情). */
  lineCredits: post('/v1/limits/lines/{lineId}/credits', { body: pagedQuery({}, ['dueDate', 'amount', 'issueDate']), response: pageOf(creditSchema) }),
  /** The line's FREEZE / UNFREEZE / USE / RELEASE entries, newest first. */
  lineLedger: post('/v1/limits/lines/{lineId}/ledger', { body: pagedQuery({}, ['at']), response: pageOf(limitLedgerEntrySchema) }),
  /** 额度分配: submit a change for the group director's approval (an increase is frozen on the line at once). */
  distribute: post('/v1/limits/distributions/apply', { body: distributionInputSchema, response: applicationDetailSchema, idempotent: true }),
} as const;
