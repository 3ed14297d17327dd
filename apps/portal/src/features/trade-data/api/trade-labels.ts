import { VERIFY_REASON_LABEL, VERIFY_STATUS_LABEL } from '@scf/api/contract';
import type { VerifyStatus } from '@scf/api/contract';
import { formatDateTime } from '@scf/finance-widgets';

/** The feature's routes below the product area (`/credit` or `/voucher`). */
export const TRADE_PATHS = {
  list: '/finance-data/upload/default',
  createFinance: '/finance-data/create/finance',
  createIssue: '/finance-data/create/issue',
  contract: '/finance-data/upload/contract',
  invoice: '/finance-data/upload/invoice',
  other: '/finance-data/upload/other',
  auth: '/finance-data/upload/auth',
  detail: '/finance-data/detail',
  success: '/finance-data/success',
  /** 融资申请 (the finance feature's page), where 提交成功 of a finance package leads on. */
  financeApply: '/chain/finance/apply',
} as const;

/** 查验通过, or 查验不通过 with its reason and the state's code (e.g. 查验不通过：查无此票（NOT_FOUND）). */
export function verifyText(status: VerifyStatus): string {
  if (status === 'VERIFIED' || status === 'UNVERIFIED') return VERIFY_STATUS_LABEL[status];
  return `${VERIFY_STATUS_LABEL[status]}：${VERIFY_REASON_LABEL[status]}（${status}）`;
}

export const verifyTone = (status: VerifyStatus): 'success' | 'danger' | 'default' =>
  status === 'VERIFIED' ? 'success' : status === 'UNVERIFIED' ? 'default' : 'danger';

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai of an instant in ms. */
export const timeText = (ms: number | null): string => (ms === null ? '' : formatDateTime(ms));
