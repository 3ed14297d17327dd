import { z } from 'zod';
import { labelKeys } from './labels';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * 票据贴现 and 银承 (domain-lines.md §20): bank-acceptance bills as packages of sub-ranges (§20.1), issued by a core and
 * accepted by its bank (§20.3), delivered to and signed for by the payee, discounted in part to the fen (§20.4–§20.5)
 * and paid at maturity (§20.6). The shared vocabulary of the area; each part's calls live in its own endpoints file.
 */

/** 票据包 status (§20.1, §20.3). */
export const BILL_PACKAGE_STATUS_LABEL = {
  ACCEPTED: '已承兑待交付',
  PENDING_RECEIVE: '待签收',
  ISSUED: '已出票',
  REFUSED: '已拒收',
  CANCELLED: '已撤票',
  PAID: '已结清',
} as const;
export type BillPackageStatus = keyof typeof BILL_PACKAGE_STATUS_LABEL;
export const BILL_PACKAGE_STATUSES = labelKeys(BILL_PACKAGE_STATUS_LABEL);

/** 子票区间 status (§20.1): SPLIT and CANCELLED are terminal (■). */
export const BILL_RANGE_STATUS_LABEL = {
  PENDING_RECEIVE: '待签收',
  HELD: '持有中',
  DISCOUNTING: '贴现中',
  DISCOUNTED: '已贴现',
  PAID: '已结清',
  SPLIT: '已拆分',
  REFUSED: '已拒收',
  CANCELLED: '已撤票',
} as const;
export type BillRangeStatus = keyof typeof BILL_RANGE_STATUS_LABEL;
export const BILL_RANGE_STATUSES = labelKeys(BILL_RANGE_STATUS_LABEL);

/** 付息方式 (§20.4–§20.5): p = 0 卖方付息, 100 买方付息, 1–99 协议付息 (买方付息比例). */
export const DISCOUNT_PAYER_LABEL = { SELLER: '卖方付息', BUYER: '买方付息', AGREED: '协议付息' } as const;
export type DiscountPayer = keyof typeof DISCOUNT_PAYER_LABEL;
export const DISCOUNT_PAYERS = labelKeys(DISCOUNT_PAYER_LABEL);

/** 垫款 of the acceptor to the drawer when margin and settlement account fall short at maturity (§20.6). */
export const BILL_ADVANCE_STATUS_LABEL = { NONE: '无垫款', OUTSTANDING: '垫款未还', REPAID: '垫款已还' } as const;
export type BillAdvanceStatus = keyof typeof BILL_ADVANCE_STATUS_LABEL;
export const BILL_ADVANCE_STATUSES = labelKeys(BILL_ADVANCE_STATUS_LABEL);

/** The refusals of §20.7, verbatim (one home for the server and the forms). */
export const DISCOUNT_REFUSALS = {
  trialFirst: '请先完成贴现试算',
  overAvailable: '贴现金额不能超过票据可用金额',
  wholeOnly: '该票据不可分包，只能全额贴现',
  due: '票据已到期，不能贴现',
  occupied: '票据已被其他申请占用',
  batchMax: '一次贴现最多50张票据',
  batchSame: '同一批次须为同一贴现银行和同一利率',
  fiSigned: '银行已签收，不能撤回',
  lineShort: '承兑额度不足',
  marginShort: '结算账户余额不足以缴存保证金',
  buyerShort: '出票人账户余额不足以支付买方利息',
  tooLong: '票据到期日不能晚于出票日后6个月',
  tradeBackground: '供应链票据须登记贸易背景',
  payee: '收票人须为交易对手且已开通票据贴现',
  wholePackage: '仅可对整张票据包提示收票、签收或撤票',
} as const;

/** 票据包号: 30 digits (domain-lines.md §14A.4). */
export const packageNoSchema = z.string().regex(/^\d{30}$/, '票据包号格式不正确');
/** 出票明细 number (pkBabIssue): BIL + yyyyMMdd + six digits. */
export const babLineNoSchema = z.string().regex(/^BIL\d{14,}$/, '出票明细编号格式不正确');

/** A sub-range [start, end] of a package in 0.01 units; a non-splittable package is the single 0–0. */
export const billRangeSchema = z.object({
  rangeId: z.string(),
  packageNo: packageNoSchema,
  start: z.string().regex(/^\d+$/),
  end: z.string().regex(/^\d+$/),
  amount: amountSchema,
  holder: corpRefSchema,
  status: z.enum(BILL_RANGE_STATUSES),
  parentRangeId: z.string().nullable(),
  /** The open application that locks it (DISCOUNTING), if any. */
  lockedBy: z.string().nullable(),
});
export type BillRange = z.infer<typeof billRangeSchema>;

/** A bill package as every party of it reads it (§20.1): the facts, and used / locked / available for the reader. */
export const billPackageSchema = z.object({
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  payee: corpRefSchema,
  amount: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  splittable: z.boolean(),
  notTransferable: z.boolean(),
  babAppNo: z.string().nullable(),
  lineNo: z.string().nullable(),
  margin: amountSchema,
  fee: amountSchema,
  contractNo: z.string().nullable(),
  status: z.enum(BILL_PACKAGE_STATUSES),
});
export type BillPackage = z.infer<typeof billPackageSchema>;
