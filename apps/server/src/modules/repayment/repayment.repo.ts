import type { Queryable } from '../../platform/db/db';

export interface RepaymentRow {
  repayment_id: string;
  corp_id: string;
  corp_name: string;
  loan_no: string;
  payee_corp_id: string;
  payee_name: string;
  amount_fen: unknown;
  due_date: string;
  status: 'PENDING' | 'CONFIRMED';
}

const SELECT = `SELECT r.repayment_id, r.corp_id, c.corp_name, r.loan_no, r.payee_corp_id, p.corp_name AS payee_name, r.amount_fen, r.due_date, r.status
  FROM repayment r JOIN corp c ON c.corp_id = r.corp_id JOIN corp p ON p.corp_id = r.payee_corp_id`;

/** The corporation's repayments by due date. */
export const repaymentsOf = (q: Queryable, corpId: string): Promise<RepaymentRow[]> =>
  q.query<RepaymentRow>(`${SELECT} WHERE r.corp_id = $1 ORDER BY r.due_date, r.repayment_id`, [corpId]);

/** One of the corporation's repayments (locked for the caller's transaction when asked); another corporation's reads as absent. */
export async function repaymentOf(q: Queryable, corpId: string, id: string, lock: boolean): Promise<RepaymentRow | undefined> {
  return (await q.query<RepaymentRow>(`${SELECT} WHERE r.repayment_id = $1 AND r.corp_id = $2${lock ? ' FOR UPDATE OF r' : ''}`, [id, corpId]))[0];
}

/** PENDING → CONFIRMED by whom, when and with which certificate; false when it was not pending. */
export async function confirmPending(q: Queryable, id: string, by: { userId: string; now: number; serial: string | null }): Promise<boolean> {
  const rows = await q.query(
    `UPDATE repayment SET status = 'CONFIRMED', confirmed_by = $1, confirmed_at = $2, signature_serial = $3 WHERE repayment_id = $4 AND status = 'PENDING'
       RETURNING repayment_id`,
    [by.userId, by.now, by.serial, id],
  );
  return rows.length === 1;
}
