import { EDT_LOAN_STATUS_LABEL } from '@scf/api/contract';
import type { AppStatus, EdtFinance } from '@scf/api/contract';
import type { StatusStyle } from '@scf/ui';

/** An e订通 financing's states as domain-lines.md §19.5 names them (the generic labels say 审批 where e订通 says 审核). */
export const EFA_STATUS_LABEL: Partial<Record<AppStatus, string>> = {
  DRAFT: '待提交',
  PENDING_REVIEW: '待复核',
  PENDING_FI: '待金融机构审核',
  PLAN_OFFERED: '待确认融资方案',
  PENDING_FINAL: '待终审',
  PENDING_FUNDING: '待放款',
  COMPLETED: '已放款',
  RETURNED: '已退回',
  CANCELLED: '已撤销',
  REJECTED: '已拒绝',
  FI_REJECTED: '金融机构已拒绝',
};

/**
 * 状态 of a financing in the 融资 tab: its loan's once funded (已放款（未结清）, 逾期, 已结清); before that the application's
 * step where the caller is a party to it (the supplier, the bank), else 未放款 (the core reads the financings on its
 * orders but is no party to the application: the financing read carries no status).
 */
export function financeStatus(f: EdtFinance, appStatus: AppStatus | undefined): StatusStyle {
  if (f.loan) {
    const s = f.loan.status;
    return {
      label: s === 'OPEN' ? `已放款（${EDT_LOAN_STATUS_LABEL.OPEN}）` : EDT_LOAN_STATUS_LABEL[s],
      tone: s === 'OVERDUE' ? 'danger' : s === 'OPEN' ? 'success' : 'default',
    };
  }
  if (!appStatus) return { label: '未放款', tone: 'default' };
  const ended = appStatus === 'REJECTED' || appStatus === 'FI_REJECTED' || appStatus === 'CANCELLED';
  return { label: EFA_STATUS_LABEL[appStatus] ?? appStatus, tone: ended ? 'danger' : 'processing' };
}
