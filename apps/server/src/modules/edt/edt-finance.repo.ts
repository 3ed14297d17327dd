import type { AppStatus, EdtLoanStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

export interface FinanceRow {
  app_no: string;
  app_status: AppStatus;
  order_id: string;
  order_no: string;
  line_id: string;
  supplier_corp_id: string;
  supplier_name: string;
  core_corp_id: string;
  core_name: string;
  fi_corp_id: string;
  fi_name: string;
  amount_fen: unknown;
  annual_rate: string;
  due_date: string;
  frozen_fen: unknown;
  plan_fen: unknown;
  plan_rate: string | null;
  plan_due_date: string | null;
  loan_no: string | null;
  principal_fen: unknown;
  fee_fen: unknown;
  disbursed_fen: unknown;
  value_date: string | null;
  loan_due_date: string | null;
  loan_status: EdtLoanStatus | null;
  repaid_principal_fen: unknown;
  pay_mode: 'SELF' | 'ENTRUSTED';
  payee_name: string | null;
  payee_account_no: string | null;
  payee_contract_no: string | null;
}

const FINANCE_SELECT = `SELECT f.app_no, a.status AS app_status, f.order_id, o.order_no, f.line_id, o.supplier_corp_id,
    s.corp_name AS supplier_name, o.core_corp_id,
    c.corp_name AS core_name, l.fi_corp_id, fc.corp_name AS fi_name, f.amount_fen, f.annual_rate, f.due_date, f.frozen_fen, f.plan_fen,
    f.plan_rate, f.plan_due_date, n.loan_no, n.principal_fen, n.fee_fen, n.disbursed_fen, n.value_date, n.due_date AS loan_due_date,
    n.status AS loan_status, n.repaid_principal_fen, f.pay_mode, f.payee_name, f.payee_account_no, f.payee_contract_no
  FROM edt_finance f
  JOIN application a ON a.app_no = f.app_no
  JOIN edt_order o ON o.order_id = f.order_id
  JOIN edt_line l ON l.line_id = f.line_id
  JOIN corp s ON s.corp_id = o.supplier_corp_id
  JOIN corp c ON c.corp_id = o.core_corp_id
  JOIN corp fc ON fc.corp_id = l.fi_corp_id
  LEFT JOIN edt_loan n ON n.app_no = f.app_no`;

/** The financings a corporation is the supplier, the core or the bank of, newest first. */
export const financesOf = (q: Queryable, corpId: string): Promise<FinanceRow[]> =>
  q.query<FinanceRow>(`${FINANCE_SELECT} WHERE $1 IN (o.supplier_corp_id, o.core_corp_id, l.fi_corp_id) ORDER BY f.app_no DESC LIMIT 500`, [corpId]);

export const financeByApp = async (q: Queryable, appNo: string): Promise<FinanceRow | undefined> =>
  (await q.query<FinanceRow>(`${FINANCE_SELECT} WHERE f.app_no = $1`, [appNo]))[0];

/** The EFA application of an order still in process (one at a time: 该订单已有处理中的融资申请). */
export async function financeInProcess(q: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await q.query<{ app_no: string }>(
    `SELECT f.app_no FROM edt_finance f JOIN application a ON a.app_no = f.app_no
      WHERE f.order_id = $1 AND a.status NOT IN ('COMPLETED', 'REJECTED', 'CANCELLED', 'FI_REJECTED', 'RETURNED') LIMIT 1`,
    [orderId],
  );
  return row?.app_no;
}

/** What an order's financings take of its cap: every loan's principal, and what an application in process holds. */
export async function orderTakenFen(q: Queryable, orderId: string): Promise<bigint> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT COALESCE((SELECT sum(principal_fen) FROM edt_loan WHERE order_id = $1), 0)
          + COALESCE((SELECT sum(f.frozen_fen) FROM edt_finance f JOIN application a ON a.app_no = f.app_no
                       WHERE f.order_id = $1 AND a.status NOT IN ('COMPLETED', 'REJECTED', 'CANCELLED', 'FI_REJECTED', 'RETURNED')), 0) AS n`,
    [orderId],
  );
  return BigInt(String(row?.n ?? 0));
}

export async function insertFinance(
  q: Queryable,
  f: { appNo: string; orderId: string; lineId: string; amountFen: bigint; annualRate: string; dueDate: string },
): Promise<void> {
  await q.query('INSERT INTO edt_finance (app_no, order_id, line_id, amount_fen, annual_rate, due_date, frozen_fen) VALUES ($1, $2, $3, $4, $5, $6, $4)', [
    f.appNo,
    f.orderId,
    f.lineId,
    f.amountFen.toString(),
    f.annualRate,
    f.dueDate,
  ]);
}

/** 出具融资方案: the plan, and what the line holds for it from now on. */
export async function setPlan(q: Queryable, appNo: string, p: { amountFen: bigint; annualRate: string; dueDate: string }): Promise<void> {
  await q.query('UPDATE edt_finance SET plan_fen = $2, plan_rate = $3, plan_due_date = $4, frozen_fen = $2 WHERE app_no = $1', [
    appNo,
    p.amountFen.toString(),
    p.annualRate,
    p.dueDate,
  ]);
}

export async function clearFrozen(q: Queryable, appNo: string): Promise<void> {
  await q.query('UPDATE edt_finance SET frozen_fen = 0 WHERE app_no = $1', [appNo]);
}

/** A line's frozen and used amounts moved (the table's checks keep used + frozen ≤ total, neither negative). */
export async function moveLine(q: Queryable, lineId: string, d: { frozenFen?: bigint; usedFen?: bigint }): Promise<void> {
  await q.query('UPDATE edt_line SET frozen_fen = frozen_fen + $2::bigint, used_fen = used_fen + $3::bigint, version = version + 1 WHERE line_id = $1', [
    lineId,
    (d.frozenFen ?? 0n).toString(),
    (d.usedFen ?? 0n).toString(),
  ]);
}

/** The order's status while financed, and its financed figures. */
export async function setOrderFinancing(q: Queryable, orderId: string, status: string, addFinancedFen = 0n): Promise<void> {
  await q.query(
    `UPDATE edt_order SET status = $2, financed_fen = financed_fen + $3::bigint, balance_fen = balance_fen + $3::bigint, version = version + 1
      WHERE order_id = $1`,
    [orderId, status, addFinancedFen.toString()],
  );
}

export interface NewLoan {
  loanNo: string;
  appNo: string;
  orderId: string;
  lineId: string;
  principalFen: bigint;
  feeFen: bigint;
  disbursedFen: bigint;
  annualRate: string;
  penaltyRate: string;
  graceDays: number;
  dayBasis: number;
  valueDate: string;
  dueDate: string;
  fundedAt: number;
}

export async function insertLoan(q: Queryable, l: NewLoan): Promise<void> {
  await q.query(
    `INSERT INTO edt_loan (loan_no, app_no, order_id, line_id, principal_fen, fee_fen, disbursed_fen, annual_rate, penalty_rate, grace_days, day_basis,
       value_date, due_date, status, funded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'OPEN', $14)`,
    [
      l.loanNo,
      l.appNo,
      l.orderId,
      l.lineId,
      l.principalFen.toString(),
      l.feeFen.toString(),
      l.disbursedFen.toString(),
      l.annualRate,
      l.penaltyRate,
      l.graceDays,
      l.dayBasis,
      l.valueDate,
      l.dueDate,
      l.fundedAt,
    ],
  );
}

export async function nextLoanNo(q: Queryable, valueDate: string): Promise<string> {
  const [row] = await q.query<{ n: unknown }>("SELECT nextval('loan_no_seq') AS n");
  return serialOf('LN', valueDate, String(row?.n));
}
