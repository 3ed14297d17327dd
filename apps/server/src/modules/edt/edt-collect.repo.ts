import type { Queryable } from '../../platform/db/db';

export interface LoanRow {
  loan_no: string;
  order_id: string;
  line_id: string;
  principal_fen: unknown;
  annual_rate: string;
  penalty_rate: string;
  grace_days: number;
  day_basis: number;
  value_date: string;
  due_date: string;
  repaid_principal_fen: unknown;
  repaid_interest_fen: unknown;
  repaid_penalty_fen: unknown;
  status: 'OPEN' | 'OVERDUE' | 'REPAID';
}

/** The order's loans not yet repaid, oldest first, locked (the waterfall's order). */
export const openLoansOf = (q: Queryable, orderId: string): Promise<LoanRow[]> =>
  q.query<LoanRow>("SELECT * FROM edt_loan WHERE order_id = $1 AND status IN ('OPEN', 'OVERDUE') ORDER BY value_date, loan_no FOR UPDATE", [orderId]);

export async function addRepaid(q: Queryable, loanNo: string, d: { penaltyFen: bigint; interestFen: bigint; principalFen: bigint }): Promise<void> {
  await q.query(
    `UPDATE edt_loan SET repaid_penalty_fen = repaid_penalty_fen + $2::bigint, repaid_interest_fen = repaid_interest_fen + $3::bigint,
        repaid_principal_fen = repaid_principal_fen + $4::bigint,
        status = CASE WHEN repaid_principal_fen + $4::bigint = principal_fen THEN 'REPAID' ELSE status END
      WHERE loan_no = $1`,
    [loanNo, d.penaltyFen.toString(), d.interestFen.toString(), d.principalFen.toString()],
  );
}

export interface CollectionRow {
  order_id: string;
  order_no: string;
  business_date: string;
  credited_fen: unknown;
  penalty_fen: unknown;
  interest_fen: unknown;
  principal_fen: unknown;
  released_fen: unknown;
}

export async function insertCollection(
  q: Queryable,
  c: {
    orderId: string;
    creditedFen: bigint;
    penaltyFen: bigint;
    interestFen: bigint;
    principalFen: bigint;
    releasedFen: bigint;
    businessDate: string;
    at: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO edt_collection (order_id, credited_fen, penalty_fen, interest_fen, principal_fen, released_fen, business_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      c.orderId,
      c.creditedFen.toString(),
      c.penaltyFen.toString(),
      c.interestFen.toString(),
      c.principalFen.toString(),
      c.releasedFen.toString(),
      c.businessDate,
      c.at,
    ],
  );
}

/** 回款 of the orders a corporation is the core or the supplier of, or the bank of a loan on. */
export const collectionsOf = (q: Queryable, corpId: string): Promise<CollectionRow[]> =>
  q.query<CollectionRow>(
    `SELECT c.order_id, o.order_no, c.business_date, c.credited_fen, c.penalty_fen, c.interest_fen, c.principal_fen, c.released_fen
       FROM edt_collection c JOIN edt_order o ON o.order_id = c.order_id
      WHERE $1 IN (o.core_corp_id, o.supplier_corp_id) OR EXISTS (SELECT 1 FROM edt_loan n JOIN edt_line l ON l.line_id = n.line_id
                                                                   WHERE n.order_id = c.order_id AND l.fi_corp_id = $1)
      ORDER BY c.collection_id DESC LIMIT 500`,
    [corpId],
  );
