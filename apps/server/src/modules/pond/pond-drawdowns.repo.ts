import type { AppStatus, PondDrawdownStatus, PondRepaySource } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

/** The SQL of a pond's drawdowns and their repayments (domain-lines.md §18.7 提款, 还款). */

export interface DrawdownRow {
  drawdown_no: string;
  pond_no: string;
  principal_fen: unknown;
  rate: string;
  value_date: string;
  due_date: string;
  repaid_principal_fen: unknown;
  status: PondDrawdownStatus;
  loan_no: string | null;
  bank_serial: string | null;
}

export const drawdownsOf = (q: Queryable, pondNo: string): Promise<DrawdownRow[]> =>
  q.query<DrawdownRow>('SELECT * FROM pond_drawdown WHERE pond_no = $1 ORDER BY drawdown_no', [pondNo]);

export async function drawdownOf(q: Queryable, drawdownNo: string): Promise<DrawdownRow | undefined> {
  return (await q.query<DrawdownRow>('SELECT * FROM pond_drawdown WHERE drawdown_no = $1', [drawdownNo]))[0];
}

export async function insertDrawdown(
  q: Queryable,
  d: { drawdownNo: string; pondNo: string; principalFen: bigint; rate: string; valueDate: string; dueDate: string; status: PondDrawdownStatus },
): Promise<void> {
  await q.query(`INSERT INTO pond_drawdown (drawdown_no, pond_no, principal_fen, rate, value_date, due_date, status) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    d.drawdownNo,
    d.pondNo,
    String(d.principalFen),
    d.rate,
    d.valueDate,
    d.dueDate,
    d.status,
  ]);
}

export async function setDrawdown(
  q: Queryable,
  no: string,
  s: { status: PondDrawdownStatus; valueDate?: string; loanNo?: string; bankSerial?: string; repaidPrincipalFen?: bigint },
): Promise<void> {
  await q.query(
    `UPDATE pond_drawdown SET status = $2, value_date = COALESCE($3, value_date), loan_no = COALESCE($4, loan_no),
        bank_serial = COALESCE($5, bank_serial), repaid_principal_fen = COALESCE($6::bigint, repaid_principal_fen) WHERE drawdown_no = $1`,
    [no, s.status, s.valueDate ?? null, s.loanNo ?? null, s.bankSerial ?? null, s.repaidPrincipalFen === undefined ? null : String(s.repaidPrincipalFen)],
  );
}

export interface RepayRow {
  app_no: string;
  pond_no: string;
  drawdown_no: string;
  principal_fen: unknown;
  source: PondRepaySource;
  interest_fen: unknown;
  repay_date: string | null;
  bank_serial: string | null;
  status: AppStatus;
  business_date: string;
}

export const repaysOf = (q: Queryable, pondNo: string): Promise<RepayRow[]> =>
  q.query<RepayRow>(
    'SELECT r.*, a.status, a.business_date FROM pond_repay r JOIN application a ON a.app_no = r.app_no WHERE r.pond_no = $1 ORDER BY r.app_no',
    [pondNo],
  );

export async function repayOf(q: Queryable, appNo: string): Promise<RepayRow | undefined> {
  return (
    await q.query<RepayRow>('SELECT r.*, a.status, a.business_date FROM pond_repay r JOIN application a ON a.app_no = r.app_no WHERE r.app_no = $1', [appNo])
  )[0];
}

export async function insertRepay(
  q: Queryable,
  r: { appNo: string; pondNo: string; drawdownNo: string; principalFen: bigint; source: PondRepaySource },
): Promise<void> {
  await q.query('INSERT INTO pond_repay (app_no, pond_no, drawdown_no, principal_fen, source) VALUES ($1, $2, $3, $4, $5)', [
    r.appNo,
    r.pondNo,
    r.drawdownNo,
    String(r.principalFen),
    r.source,
  ]);
}

export async function setRepaid(q: Queryable, appNo: string, r: { interestFen: bigint; repayDate: string; bankSerial: string }): Promise<void> {
  await q.query('UPDATE pond_repay SET interest_fen = $2, repay_date = $3, bank_serial = $4 WHERE app_no = $1', [
    appNo,
    String(r.interestFen),
    r.repayDate,
    r.bankSerial,
  ]);
}
