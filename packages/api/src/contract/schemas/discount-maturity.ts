import { z } from 'zod';
import { filterText, pagedQuery } from '../paging';
import { BILL_ADVANCE_STATUS_LABEL, BILL_PACKAGE_STATUSES } from './discount';
import { labelKeys } from './labels';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * 到期付款 (domain-lines.md §20.6) as the drawer reads it on 到期付款查询, and the bank's 票据业务查询: every package it
 * accepted or holds ranges of. Both lists are exportable through the download centre.
 */

/** 垫款状态 of a 到期付款查询 row: a package not paid yet is 待到期; a paid one carries its 垫款 status. */
export const MATURITY_STATUS_LABEL = { UPCOMING: '待到期', ...BILL_ADVANCE_STATUS_LABEL } as const;
export type MaturityStatus = keyof typeof MATURITY_STATUS_LABEL;
export const MATURITY_STATUSES = labelKeys(MATURITY_STATUS_LABEL);

/** 垫款 penalty per day of the shortfall (§20.6: round2(shortfall × 0.05 % × daysOutstanding)). */
export const ADVANCE_PENALTY_RATE = '0.05%';

/** 到期付款查询: by 到期日 range and 垫款状态, earliest due first. */
export const maturityQuerySchema = pagedQuery(
  { dueFrom: businessDateSchema, dueTo: businessDateSchema, status: z.enum(MATURITY_STATUSES), keyword: filterText },
  ['dueDate'],
);
export type MaturityQuery = z.input<typeof maturityQuerySchema>;
export type MaturityFilters = NonNullable<MaturityQuery['filters']>;

export const maturityRowSchema = z.object({
  packageNo: z.string(),
  acceptor: corpRefSchema,
  payee: corpRefSchema,
  dueDate: businessDateSchema,
  /** The day it is (or will be) paid: the due date, or the next working day when it is not one. */
  payDate: businessDateSchema,
  /** 票面金额. */
  amount: amountSchema,
  /** 保证金 of the package. */
  margin: amountSchema,
  /** 应扣金额: what the acceptor debits the drawer (the face). */
  due: amountSchema,
  /** 已扣金额: margin taken + the settlement account's debit. */
  debited: amountSchema,
  /** Of 已扣金额, what the settlement account paid. */
  debitedFromSettlement: amountSchema,
  /** 垫款金额: the shortfall the bank advanced. */
  advance: amountSchema,
  status: z.enum(MATURITY_STATUSES),
  /** Penalty to the business date while the 垫款 is outstanding, and its days. */
  penalty: amountSchema,
  penaltyDays: z.int().nonnegative(),
  /** 垫款已还: the day the drawer repaid it (its penalty then in `penalty`, `penaltyDays`); null otherwise. */
  repaidOn: z.nullable(businessDateSchema),
  /** The reader (the drawer's operator) may submit 还款 now: an outstanding 垫款 with no 还款申请 waiting. */
  canRepay: z.boolean(),
  /** An operator's 还款申请 waits for the director's key (垫款还款待签). */
  repayPending: z.boolean(),
  /** The reader (the drawer's director, not the operator who asked) may sign the waiting 还款 with the key. */
  canSign: z.boolean(),
});
export type MaturityRow = z.infer<typeof maturityRowSchema>;

/** 垫款还款申请 (§20.6): by the drawer's operator; no body beyond an optional 备注. Its director signs it with the key. */
export const advanceRepaySchema = z.object({ comment: z.string().max(200).optional() });
export type AdvanceRepayInput = z.infer<typeof advanceRepaySchema>;

/** 票据业务查询's two views: the bank's acceptances (承兑) and the ranges it holds by discount (贴现). */
export const FI_BILL_VIEW_LABEL = { ACCEPTED: '承兑', HELD: '贴现' } as const;
export type FiBillView = keyof typeof FI_BILL_VIEW_LABEL;
export const FI_BILL_VIEWS = labelKeys(FI_BILL_VIEW_LABEL);

/** 票据业务查询: by view, package status and keyword (票据包号, 出票人 or 收票人), earliest due first. */
export const fiBillQuerySchema = pagedQuery({ view: z.enum(FI_BILL_VIEWS), status: z.enum(BILL_PACKAGE_STATUSES), keyword: filterText }, [
  'dueDate',
  'issueDate',
  'amount',
]);
export type FiBillQuery = z.input<typeof fiBillQuerySchema>;
export type FiBillFilters = NonNullable<FiBillQuery['filters']>;

export const fiBillRowSchema = z.object({
  packageNo: z.string(),
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  payee: corpRefSchema,
  amount: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  status: z.enum(BILL_PACKAGE_STATUSES),
  /** Whether the reader accepted it (else it only holds ranges of it). */
  accepted: z.boolean(),
  /** 持有金额: Σ of the reader's DISCOUNTED ranges. */
  held: amountSchema,
});
export type FiBillRow = z.infer<typeof fiBillRowSchema>;
