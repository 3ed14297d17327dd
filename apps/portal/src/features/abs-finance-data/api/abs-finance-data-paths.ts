import type { StatusStyle } from '@scf/ui';
import type { AbsReceivableStatus } from '@scf/api/contract';
import { ABS_RECEIVABLE_STATUS_LABEL } from '@scf/api/contract';

/** ABS融资资料 (domain-lines.md §18.3 `/abs/finance-data/*`) and the ABS pages it leads on to. */
export const ABS_FD_PATHS = {
  index: '/abs/finance-data/index/finance',
  create: '/abs/finance-data/create',
  contract: '/abs/finance-data/upload/contract',
  invoice: '/abs/finance-data/upload/invoice',
  other: '/abs/finance-data/upload/other',
  auth: '/abs/finance-data/upload/auth',
  detail: '/abs/finance-data/detail',
  success: '/abs/finance-data/success',
  /** 应付账款登记: where the core's verified invoices are chosen (本次占用金额). */
  payable: '/abs/core/issue/payable',
  /** ABS转让申请: where the supplier sells its confirmed receivables. */
  transfer: '/abs/transfer/apply',
} as const;

/** The uploads of ABS融资资料, in the order the pages show them. */
export const ABS_UPLOADS = [
  { label: '上传发票', path: ABS_FD_PATHS.invoice },
  { label: '上传合同', path: ABS_FD_PATHS.contract },
  { label: '上传其他资料', path: ABS_FD_PATHS.other },
  { label: '上传授权资料', path: ABS_FD_PATHS.auth },
] as const;

/** Which side of a receivable the caller's corporation is: the core (debtor, 应付账款) or the supplier (creditor, 应收账款). */
export type AbsSide = 'DEBTOR' | 'CREDITOR';
export const sideOf = (corpType: string | undefined): AbsSide => (corpType === 'CORE' ? 'DEBTOR' : 'CREDITOR');
export const SIDE_NOUN: Record<AbsSide, string> = { DEBTOR: '应付账款', CREDITOR: '应收账款' };

const TONE: Record<AbsReceivableStatus, StatusStyle['tone']> = {
  DRAFT: 'default',
  PENDING_CONFIRM: 'warning',
  CONFIRMED: 'primary',
  DISPUTED: 'danger',
  CANCELLING: 'warning',
  TRANSFERRING: 'warning',
  TRANSFERRED: 'success',
  POOLED: 'success',
  OVERDUE: 'danger',
  SETTLED: 'success',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

/** The receivable statuses of §18.2 with their labels and tones, for `StatusTag`. */
export const RECEIVABLE_STATUSES = Object.fromEntries(
  (Object.keys(ABS_RECEIVABLE_STATUS_LABEL) as AbsReceivableStatus[]).map((s) => [s, { label: ABS_RECEIVABLE_STATUS_LABEL[s], tone: TONE[s] }]),
) as Record<AbsReceivableStatus, StatusStyle>;
