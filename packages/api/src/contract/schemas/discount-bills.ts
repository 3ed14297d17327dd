import { z } from 'zod';
import type { BizType } from '../biz-types';
import { APP_STATUSES } from './application';
import { BILL_PACKAGE_STATUSES, BILL_RANGE_STATUSES, billPackageSchema, packageNoSchema } from './discount';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * The packages after acceptance (domain-lines.md §20.1, §20.3): 提示收票 (BAB_DELIVER), 票据签收 / 拒收 (BAB_RECEIVE) and
 * 撤票 (BAB_REVOKE), each on the whole package; 银承查询, 我的票据 and 票据详情.
 */

/** A package as its drawer or payee lists it, with the open 提示收票 / 签收 / 撤票 application that locks it, if any. */
export const billPackageRowSchema = billPackageSchema.extend({ openAppNo: z.string().nullable() });
export type BillPackageRow = z.infer<typeof billPackageRowSchema>;

/** 银承查询: the drawer's packages, by status (any of) and keyword (票据包号 or 收票人). */
export const babQuerySchema = z.object({
  statuses: z.array(z.enum(BILL_PACKAGE_STATUSES)).max(6).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type BabQuery = z.infer<typeof babQuerySchema>;

/** 提示收票: the ACCEPTED packages the core's operator selects; one BAB_DELIVER application per package. */
export const babDeliverInputSchema = z.object({ packageNos: z.array(packageNoSchema).min(1, '请选择票据').max(50) });
export type BabDeliverInput = z.infer<typeof babDeliverInputSchema>;

/** 票据签收 by the payee's operator: 签收 or 拒收 (意见 required for 拒收: RECEIVE_REFUSE_NEEDS_COMMENT, the server's check). */
export const billReceiveInputSchema = z.object({ decision: z.enum(['ACCEPT', 'REFUSE']), comment: z.string().trim().max(200).default('') });
export const RECEIVE_REFUSE_NEEDS_COMMENT = '拒收须填写意见';
export type BillReceiveInput = z.input<typeof billReceiveInputSchema>;

/** 撤票申请: the reason (撤票原因). */
export const babRevokeInputSchema = z.object({ reason: z.string().trim().min(1, '请填写撤票原因').max(200) });
export type BabRevokeInput = z.infer<typeof babRevokeInputSchema>;

export const BILL_APP_TYPES = ['BAB_DELIVER', 'BAB_RECEIVE', 'BAB_REVOKE'] as const satisfies readonly BizType[];
export type BillAppType = (typeof BILL_APP_TYPES)[number];

/** The caller's corporation's 提示收票 / 签收 / 撤票 applications (the director's queue and the operator's record). */
export const billAppQuerySchema = z.object({ bizType: z.enum(BILL_APP_TYPES), openOnly: z.boolean().default(false) });
export type BillAppQuery = z.input<typeof billAppQuerySchema>;

export const billAppRowSchema = z.object({
  appNo: z.string(),
  bizType: z.enum(BILL_APP_TYPES),
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  payee: corpRefSchema,
  amount: amountSchema,
  dueDate: businessDateSchema,
  /** 签收 / 拒收 of a BAB_RECEIVE. */
  decision: z.enum(['ACCEPT', 'REFUSE']).nullable(),
  /** 意见 of a 拒收, 撤票原因 of a 撤票. */
  remark: z.string(),
  appliedDate: businessDateSchema,
  status: z.enum(APP_STATUSES),
});
export type BillAppRow = z.infer<typeof billAppRowSchema>;

/** 我的票据: the packages where the caller holds (or held and discounted) a range, with its own figures. */
export const myBillQuerySchema = z.object({ keyword: z.string().trim().max(60).optional() });
export type MyBillQuery = z.infer<typeof myBillQuerySchema>;

export const myBillRowSchema = z.object({
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  amount: amountSchema,
  /** 可用金额: the caller's HELD ranges. */
  available: amountSchema,
  /** 锁定金额: the caller's DISCOUNTING ranges. */
  locked: amountSchema,
  /** 已贴现/已用: DISCOUNTED or PAID out of the caller's ranges. */
  used: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  splittable: z.boolean(),
  status: z.enum(BILL_PACKAGE_STATUSES),
  /** Past its due date (no 贴现). */
  due: z.boolean(),
});
export type MyBillRow = z.infer<typeof myBillRowSchema>;

/** A range of 票据详情: its holder is 其他持有人 (corpId '') for a reader who may not know it. */
export const billDetailRangeSchema = z.object({
  rangeId: z.string(),
  start: z.string(),
  end: z.string(),
  amount: amountSchema,
  holder: corpRefSchema,
  status: z.enum(BILL_RANGE_STATUSES),
  parentRangeId: z.string().nullable(),
});
export type BillDetailRange = z.infer<typeof billDetailRangeSchema>;

export const billEventSchema = z.object({
  at: z.string(),
  label: z.string(),
  corp: corpRefSchema.nullable(),
  appNo: z.string().nullable(),
  amount: amountSchema.nullable(),
  rangeId: z.string().nullable(),
});
export type BillEvent = z.infer<typeof billEventSchema>;

/** 票据详情: the facts, the ranges (a tree by parentRangeId) and the history. */
export const billDetailSchema = z.object({
  bill: billPackageRowSchema,
  ranges: z.array(billDetailRangeSchema),
  events: z.array(billEventSchema),
});
export type BillDetail = z.infer<typeof billDetailSchema>;

/** How 票据详情 names a holder the reader may not know. */
export const OTHER_HOLDER = '其他持有人';
