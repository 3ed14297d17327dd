import { EDT_FINANCE_STEP_LABEL, EDT_LOAN_STATUS_LABEL } from '@scf/api/contract';
import type { EdtFinance } from '@scf/api/contract';
import type { StatusStyle } from '@scf/ui';

/** 状态 of a financing in the 融资 tab: its loan's once funded (已放款（未结清）, 逾期, 已结清), before that the application's step. */
export function financeStatus(f: Pick<EdtFinance, 'loan' | 'status'>): StatusStyle {
  if (f.loan) {
    const s = f.loan.status;
    return {
      label: s === 'OPEN' ? `已放款（${EDT_LOAN_STATUS_LABEL.OPEN}）` : EDT_LOAN_STATUS_LABEL[s],
      tone: s === 'OVERDUE' ? 'danger' : s === 'OPEN' ? 'success' : 'default',
    };
  }
  const ended = f.status === 'REJECTED' || f.status === 'FI_REJECTED' || f.status === 'CANCELLED';
  return { label: EDT_FINANCE_STEP_LABEL[f.status] ?? f.status, tone: ended ? 'danger' : 'processing' };
}
