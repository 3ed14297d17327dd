import type { Queryable } from '../../platform/db/db';
import type { LoanRow } from './edt-collect.repo';

/** A loan with what 主动还款 / 提前还款 needs around it: its order, the supplier and the bank. */
export interface RepayLoanRow extends LoanRow {
  order_no: string;
  order_status: string;
  supplier_corp_id: string;
  supplier_name: string;
  fi_corp_id: string;
  fi_name: string;
  revolving: boolean;
}

export async function repayLoanOf(q: Queryable, loanNo: string, lock: boolean): Promise<RepayLoanRow | undefined> {
  const rows = await q.query<RepayLoanRow>(
    `SELECT n.*, o.order_no, o.status AS order_status, o.supplier_corp_id, s.corp_name AS supplier_name, l.fi_corp_id, f.corp_name AS fi_name,
            l.revolving
       FROM edt_loan n
       JOIN edt_order o ON o.order_id = n.order_id
       JOIN edt_line l ON l.line_id = n.line_id
       JOIN corp s ON s.corp_id = o.supplier_corp_id
       JOIN corp f ON f.corp_id = l.fi_corp_id
      WHERE n.loan_no = $1${lock ? ' FOR UPDATE OF n, o' : ''}`,
    [loanNo],
  );
  return rows[0];
}

export async function insertRepayment(
  q: Queryable,
  r: {
    loanNo: string;
    kind: string;
    principalFen: bigint;
    interestFen: bigint;
    penaltyFen: bigint;
    businessDate: string;
    userId: string;
    serial: string | null;
    at: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO edt_repayment (loan_no, kind, principal_fen, interest_fen, penalty_fen, business_date, signed_by, signed_serial, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [r.loanNo, r.kind, r.principalFen.toString(), r.interestFen.toString(), r.penaltyFen.toString(), r.businessDate, r.userId, r.serial, r.at],
  );
}

/** After a repayment: the order's 融资余额 down by the principal, and an 逾期 order with no loan overdue left 已融资 again. */
export async function afterRepay(q: Queryable, orderId: string, principalFen: bigint): Promise<void> {
  await q.query(
    `UPDATE edt_order SET balance_fen = balance_fen - $2::bigint, version = version + 1,
        status = CASE WHEN status = 'OVERDUE' AND NOT EXISTS (SELECT 1 FROM edt_loan WHERE order_id = $1 AND status = 'OVERDUE') THEN 'FINANCED'
                      ELSE status END
      WHERE order_id = $1`,
    [orderId, principalFen.toString()],
  );
}
