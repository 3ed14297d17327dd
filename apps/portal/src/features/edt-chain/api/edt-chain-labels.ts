import { EDT_FINANCE_STEP_LABEL } from '@scf/api/contract';
import type { AppStatus, EdtFinance, EdtOrderStatus } from '@scf/api/contract';
import type { TagTone } from '@scf/ui';

/** The feature's routes (domain-lines.md §19.5, §19.8). */
export const EDT_CHAIN_PATHS = {
  list: '/edt/chain/order/index',
  info: '/edt/chain/order/info',
  success: '/edt/chain/order/success',
  financeDataCreate: '/edt/chain/finance-data/create',
  financeDataDetail: '/edt/chain/finance-data/detail',
  uploadOrder: '/edt/chain/finance-data/upload/order',
  uploadContract: '/edt/chain/finance-data/upload/contract',
  uploadInvoice: '/edt/chain/finance-data/upload/invoice',
  home: '/edt/chain/index/index',
} as const;

/** 订单 status tones: waiting blue, in a flow orange, financed green, refused or overdue red, closed grey. */
export const ORDER_TONE: Record<EdtOrderStatus, TagTone> = {
  UNCONFIRMED: 'processing',
  CONFIRMING: 'processing',
  CONFIRMED: 'success',
  FINANCING: 'warning',
  FINANCED: 'success',
  OVERDUE: 'danger',
  SETTLED: 'default',
  REJECTED: 'danger',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

const LOAN_LABEL = { OPEN: '已放款（未结清）', OVERDUE: '逾期', REPAID: '已结清' } as const;

/** 状态 of a financing: its loan's once funded, else its application's step; 处理中 while the application is unknown here. */
export function financeStatusLabel(f: Pick<EdtFinance, 'loan'>, status: AppStatus | undefined): string {
  if (f.loan) return LOAN_LABEL[f.loan.status];
  if (!status) return '处理中';
  return EDT_FINANCE_STEP_LABEL[status] ?? status;
}

export function financeStatusTone(f: Pick<EdtFinance, 'loan'>, status: AppStatus | undefined): TagTone {
  if (f.loan) return f.loan.status === 'OVERDUE' ? 'danger' : f.loan.status === 'REPAID' ? 'default' : 'success';
  if (status === 'RETURNED') return 'warning';
  if (status === 'REJECTED' || status === 'FI_REJECTED') return 'danger';
  if (status === 'CANCELLED') return 'default';
  return 'processing';
}

/** 放弃 a plan (§19.5): the reasons the supplier's director picks from. */
export const GIVE_UP_REASONS = ['融资成本太高', '融资时间太长', '无资金需求', '操作太繁琐'] as const;

/** 收款方式 (§19.5). */
export const PAYMENT_MODE_LABEL = { SELF: '自主支付', ENTRUSTED: '受托支付' } as const;

/** Orders on which 申请融资 may be pressed: confirmed, or financed with room left under the cap. */
export const canApply = (status: EdtOrderStatus): boolean => status === 'CONFIRMED' || status === 'FINANCED';
