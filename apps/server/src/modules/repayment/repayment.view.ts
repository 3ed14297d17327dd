import { formatFen } from '@scf/api/money';
import type { Repayment } from '@scf/api/contract';
import type { RepaymentRow } from './repayment.repo';

export const amountFen = (r: RepaymentRow): bigint => BigInt(String(r.amount_fen));

export const repaymentView = (r: RepaymentRow): Repayment => ({
  repaymentId: r.repayment_id,
  loanNo: r.loan_no,
  payeeName: r.payee_name,
  amount: formatFen(amountFen(r)),
  dueDate: r.due_date,
  status: r.status,
});

/** What the user sees and signs; the challenge's state digest covers exactly these fields. */
export const businessState = (r: RepaymentRow): Record<string, string> => ({
  id: r.repayment_id,
  loanNo: r.loan_no,
  payer: r.corp_name,
  payee: r.payee_name,
  amountFen: String(r.amount_fen),
  dueDate: r.due_date,
  status: r.status,
});
