/**
 * The application of domain.md §7.2, whatever its business type: its generic states and business types with their
 * Chinese labels, its number, its flow records, how lists show it, and the todos it makes (domain.md §4.6).
 */
import { z } from 'zod';
import { labelKeys } from './labels';
import { BIZ_TYPES, BIZ_TYPE_LABEL } from '../biz-types';
import type { BizType } from '../biz-types';
import { PRODUCT_CODES } from '../products';
import { amountSchema, businessDateSchema, corpRefSchema, userRefSchema } from './refs';

/** domain.md §7.2 (generic application states). */
export const APP_STATUS_LABEL = {
  DRAFT: '待提交',
  PENDING_REVIEW: '待复核',
  PENDING_FINAL: '待终审',
  RETURNED: '已退回',
  PENDING_CP_SIGN: '待对方签收',
  PENDING_CP_APPROVAL: '待对方复核',
  PENDING_FI: '待金融机构审批',
  PENDING_FUNDING: '待放款',
  COMPLETED: '已完成',
  REJECTED: '已拒绝',
  CANCELLED: '已撤销',
  CP_REFUSED: '对方已拒签',
  FI_REJECTED: '金融机构已拒绝',
  /** e订通融资 (domain-lines.md §14A.4, §19.5): the bank offered a plan, the supplier's director accepts or gives it up. */
  PLAN_OFFERED: '待确认融资方案',
  /** 贴现 with 买方/协议付息 (domain-lines.md §20.4): the drawer confirms the interest it pays before the bank signs. */
  PENDING_PAYER: '待买方确认付息',
  /** 贴现 撤回 by the seller's director before the bank signs (domain-lines.md §20.4). */
  REVOKED: '已撤回',
} as const;
export type AppStatus = keyof typeof APP_STATUS_LABEL;
export const APP_STATUSES = labelKeys(APP_STATUS_LABEL);
export const TERMINAL_APP_STATUSES: readonly AppStatus[] = ['COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED', 'REVOKED'];

/** domain.md §5.4 application types: the business-type table (biz-types.ts) is their home. */
export { BIZ_TYPES, BIZ_TYPE_LABEL };
export type { BizType };

/** Application numbers (domain.md §4.3): type prefix + date + sequence. */
export const appNoSchema = z.string().regex(/^[A-Z]{3}\d{14,}$/, '申请编号格式不正确');

/** One state change (domain.md §4.5): the timeline of a credit or an application. */
export const flowRecordSchema = z.object({
  /** The instant of the step (ISO). */
  at: z.string(),
  /** The platform's date of the step (domain.md §4.2): what the records show with the time of day of `at`. */
  businessDate: businessDateSchema,
  bizType: z.enum(BIZ_TYPES).nullable(),
  appNo: z.string().nullable(),
  creditNo: z.string().nullable(),
  action: z.string(),
  /** Chinese name of the action (提交, 同意, 退回, 签收…). */
  actionLabel: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  corp: corpRefSchema,
  user: userRefSchema,
  roleLabel: z.string(),
  comment: z.string(),
  amount: amountSchema.nullable(),
  /** The signature's certificate serial when the step was signed. */
  signedBy: z.string().nullable(),
});
export type FlowRecord = z.infer<typeof flowRecordSchema>;

/** An application as the lists show it. */
export const applicationRowSchema = z.object({
  appNo: z.string(),
  bizType: z.enum(BIZ_TYPES),
  /** Any product line: the ledger's (CREDIT, VOUCHER) and those run on the engine without it (EDT, ABS). */
  productType: z.enum(PRODUCT_CODES),
  status: z.enum(APP_STATUSES),
  applicant: corpRefSchema,
  counterparty: corpRefSchema.nullable(),
  amount: amountSchema,
  creditCount: z.number().int().nonnegative(),
  creator: userRefSchema,
  createdAt: z.string(),
  /** The platform's date it was made on (domain.md §4.2): 提交时间 shows it with the time of day of `createdAt`. */
  businessDate: businessDateSchema,
  updatedAt: z.string(),
  /** What the caller may do with it now (the buttons a screen shows; the server checks again). */
  actions: z.array(z.enum(['EDIT', 'CANCEL', 'APPROVE', 'RETURN', 'REJECT', 'ACCEPT', 'REFUSE'])),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** A todo item (domain.md §4.6): what the caller's corporation and role must act on, and where. */
export const todoSchema = z.object({
  todoId: z.string(),
  bizType: z.enum(BIZ_TYPES),
  title: z.string(),
  appNo: z.string().nullable(),
  creditNo: z.string().nullable(),
  amount: amountSchema.nullable(),
  createdAt: z.string(),
  /** The platform's date it opened on: shown with the time of day of `createdAt`. */
  businessDate: businessDateSchema,
  /** The portal path where it is done. */
  path: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;
