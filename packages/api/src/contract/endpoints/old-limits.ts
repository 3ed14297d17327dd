import { z } from 'zod';
import { post } from '../endpoint';
import { labelKeys } from '../schemas/labels';
import { CREDIT_STATUSES, creditLineSchema, limitLedgerEntrySchema } from '../schemas/credit';
import { PRODUCT_TYPES, amountSchema, businessDateSchema, corpRefSchema } from '../schemas/refs';

/** The states of a line no longer in force (domain-lines.md §16.10). */
export const OLD_LINE_STATUS_LABEL = { EXPIRED: '已到期', REPLACED: '已替换', TERMINATED: '已终止' } as const;
export type OldLineStatus = keyof typeof OLD_LINE_STATUS_LABEL;
export const OLD_LINE_STATUSES = labelKeys(OLD_LINE_STATUS_LABEL);

/** One row of 历史额度查询: the line's terms, the line that replaced it, and what it still carries. */
export const oldLineSchema = z.object({
  lineId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  fi: corpRefSchema,
  corp: corpRefSchema,
  total: amountSchema,
  startDate: businessDateSchema,
  endDate: businessDateSchema,
  status: z.enum(OLD_LINE_STATUSES),
  /** 替换额度编号: the renewal line that names this one, if any. */
  replacedBy: z.string().nullable(),
  /** 到期时占用金额: used and frozen by credit business at the end of the end date (from the ledger). */
  usedAtEnd: amountSchema,
  /** 当前未结清金额: the credits issued under it not yet cashed or cancelled. */
  outstanding: amountSchema,
});
export type OldLine = z.infer<typeof oldLineSchema>;

/** A credit issued under an old line (its root): 凭证编号, 接收方, 金额, 开立日, 到期日, 当前状态. */
export const oldLineCreditSchema = z.object({
  creditNo: z.string(),
  receiver: corpRefSchema,
  amount: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  status: z.enum(CREDIT_STATUSES),
});
export type OldLineCredit = z.infer<typeof oldLineCreditSchema>;

/** 历史额度详情: the row, the line's figures and sub-limits, its credits with their Σ and its ledger entries. */
export const oldLineDetailSchema = z.object({
  summary: oldLineSchema,
  line: creditLineSchema,
  credits: z.array(oldLineCreditSchema),
  creditsTotal: amountSchema,
  ledger: z.array(limitLedgerEntrySchema),
});
export type OldLineDetail = z.infer<typeof oldLineDetailSchema>;

/** 历史额度 (`/my/old-limit/*`): the group's expired, replaced and terminated lines, or those the caller's bank granted. */
export const oldLimitEndpoints = {
  list: post('/v1/limits/old-lines', { response: z.array(oldLineSchema) }),
  detail: post('/v1/limits/old-lines/{lineId}', { response: oldLineDetailSchema }),
} as const;
