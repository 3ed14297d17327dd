import type { CreditStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { Conditions, containing, orderBy, pageRows, splitSelect } from '../../platform/db/list-query';

/** 兑付 plans (a CASH application's own row) and their lines, one per credit paid. */

export interface PlanRow {
  app_no: string;
  variant: 'CASH' | 'ICBC';
  issuer_corp_id: string;
  issuer_name: string;
  due_date: string;
  payer_account_type: 'SPECIAL' | 'OTHER_BANK';
  payer_account_no: string;
  payer_account_name: string;
  payer_bank_name: string;
  funds_ready: boolean;
  funding_ref: string;
  total_fen: unknown;
  app_status: string;
  comment: string;
  creator_user_id: string;
  creator_user_name: string;
  creator_name: string;
  created_at: unknown;
}

const PLAN_SELECT = `SELECT p.app_no, p.variant, p.issuer_corp_id, i.corp_name AS issuer_name, p.due_date, p.payer_account_type, p.payer_account_no,
    p.payer_account_name, p.payer_bank_name, p.funds_ready, p.funding_ref, p.total_fen, a.status AS app_status, a.comment, a.creator_user_id,
    u.user_name AS creator_user_name, u.person_name AS creator_name, a.created_at
  FROM cash_plan p JOIN application a ON a.app_no = p.app_no JOIN corp i ON i.corp_id = p.issuer_corp_id JOIN app_user u ON u.user_id = a.creator_user_id`;

export interface NewPlan {
  appNo: string;
  variant: 'CASH' | 'ICBC';
  issuerCorpId: string;
  dueDate: string;
  payerAccountType: 'SPECIAL' | 'OTHER_BANK';
  payerAccountNo: string;
  payerAccountName: string;
  payerBankName: string;
  fundsReady: boolean;
  fundingRef: string;
  totalFen: bigint;
}

export async function insertPlan(q: Queryable, p: NewPlan): Promise<void> {
  await q.query(
    `INSERT INTO cash_plan (app_no, variant, issuer_corp_id, due_date, payer_account_type, payer_account_no, payer_account_name, payer_bank_name, funds_ready,
      funding_ref, total_fen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      p.appNo,
      p.variant,
      p.issuerCorpId,
      p.dueDate,
      p.payerAccountType,
      p.payerAccountNo,
      p.payerAccountName,
      p.payerBankName,
      p.fundsReady,
      p.fundingRef,
      p.totalFen.toString(),
    ],
  );
}

export interface NewLine {
  appNo: string | null;
  lineNo: number;
  creditNo: string;
  payeeCorpId: string;
  payeeKind: 'HOLDER' | 'FI';
  payeeAccountId: string | null;
  amountFen: bigint;
}

export async function insertLine(q: Queryable, l: NewLine, paid?: { at: number; date: string; serial: string }): Promise<number> {
  const rows = await q.query<{ line_id: unknown }>(
    `INSERT INTO cash_line (app_no, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status, paid_at, paid_date, bank_serial,
      offline)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING line_id`,
    [
      l.appNo,
      l.lineNo,
      l.creditNo,
      l.payeeCorpId,
      l.payeeKind,
      l.payeeAccountId,
      l.amountFen.toString(),
      paid ? 'PAID' : 'PENDING',
      paid?.at ?? null,
      paid?.date ?? null,
      paid?.serial ?? null,
      paid !== undefined,
    ],
  );
  return Number(String(rows[0]?.line_id));
}

/** A plan of the issuer's corporation; another's reads as absent. */
export const planOf = async (q: Queryable, corpId: string, appNo: string): Promise<PlanRow | undefined> =>
  (await q.query<PlanRow>(`${PLAN_SELECT} WHERE p.app_no = $1 AND p.issuer_corp_id = $2`, [appNo, corpId]))[0];

/** Who pays a plan: its payer account's kind and number (any issuer's: the bank's own step). */
export const payerOf = async (q: Queryable, appNo: string): Promise<Pick<PlanRow, 'payer_account_type' | 'payer_account_no'> | undefined> =>
  (
    await q.query<Pick<PlanRow, 'payer_account_type' | 'payer_account_no'>>('SELECT payer_account_type, payer_account_no FROM cash_plan WHERE app_no = $1', [
      appNo,
    ])
  )[0];

export interface PlanFilters {
  variant?: 'CASH' | 'ICBC' | undefined;
  appStatuses?: readonly string[] | undefined;
  planNo?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
}

function planWhere(corpId: string, f: PlanFilters): Conditions {
  return new Conditions([corpId])
    .raw('p.issuer_corp_id = $1')
    .add(f.variant, (x) => `p.variant = ${x}`)
    .add(f.appStatuses ? [...f.appStatuses] : undefined, (x) => `a.status = ANY(${x}::text[])`)
    .add(containing(f.planNo), (x) => `p.app_no ILIKE ${x}`)
    .add(f.dueFrom, (x) => `p.due_date >= ${x}`)
    .add(f.dueTo, (x) => `p.due_date <= ${x}`);
}

const PLAN_SORT = { dueDate: 'p.due_date', createdAt: 'a.created_at' } as const;

export async function planPage(
  q: Queryable,
  corpId: string,
  f: PlanFilters,
  sort: { field: 'dueDate' | 'createdAt'; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<{ rows: PlanRow[]; total: number }> {
  const order = orderBy(sort, PLAN_SORT, { column: 'a.created_at', order: 'desc' }, 'p.app_no DESC');
  const [select, from] = splitSelect(PLAN_SELECT);
  return pageRows<PlanRow & { total: unknown }>(q, select, from, planWhere(corpId, f), order, limit, offset);
}

export interface LineRow {
  line_id: unknown;
  app_no: string | null;
  line_no: number;
  credit_no: string;
  payee_corp_id: string;
  payee_name: string;
  payee_kind: 'HOLDER' | 'FI';
  payee_account_id: string | null;
  amount_fen: unknown;
  status: 'PENDING' | 'PAYING' | 'PAID' | 'FAILED';
  paid_at: unknown;
  paid_date: string | null;
  bank_serial: string | null;
  offline: boolean;
  fail_reason: string;
  credit_status: CreditStatus;
}

const LINE_SELECT = `SELECT l.line_id, l.app_no, l.line_no, l.credit_no, l.payee_corp_id, pc.corp_name AS payee_name, l.payee_kind, l.payee_account_id,
    l.amount_fen, l.status, l.paid_at, l.paid_date, l.bank_serial, l.offline, l.fail_reason, c.status AS credit_status
  FROM cash_line l JOIN corp pc ON pc.corp_id = l.payee_corp_id JOIN credit c ON c.credit_no = l.credit_no`;

export const linesOfPlans = (q: Queryable, appNos: readonly string[]): Promise<LineRow[]> =>
  q.query<LineRow>(`${LINE_SELECT} WHERE l.app_no = ANY($1::text[]) ORDER BY l.app_no, l.line_no`, [[...appNos]]);

export const lineById = async (q: Queryable, lineId: number): Promise<LineRow | undefined> =>
  (await q.query<LineRow>(`${LINE_SELECT} WHERE l.line_id = $1`, [lineId]))[0];

/** The newest line of each credit whose plan is not cancelled (or that is an offline confirmation). */
export const liveLinesOf = (q: Queryable, creditNos: readonly string[]): Promise<LineRow[]> =>
  q.query<LineRow>(
    `SELECT DISTINCT ON (l.credit_no) x.* FROM cash_line l LEFT JOIN application a ON a.app_no = l.app_no
       JOIN (${LINE_SELECT}) x ON x.line_id = l.line_id
      WHERE l.credit_no = ANY($1::text[]) AND (a.app_no IS NULL OR a.status <> 'CANCELLED')
      ORDER BY l.credit_no, l.line_id DESC`,
    [[...creditNos]],
  );

/** Credits of these numbers already in a plan waiting for approval. */
export const inPendingPlans = (q: Queryable, creditNos: readonly string[]) =>
  q.query<{ credit_no: string; app_no: string }>(
    `SELECT l.credit_no, l.app_no FROM cash_line l JOIN application a ON a.app_no = l.app_no WHERE l.credit_no = ANY($1::text[])
       AND a.status = 'PENDING_REVIEW'`,
    [[...creditNos]],
  );

/** Plans of the issuer for a date and variant in these application statuses. */
export const plansOn = (q: Queryable, corpId: string, dueDate: string, variant: string, appStatuses: readonly string[]) =>
  q.query<{ app_no: string }>(
    `SELECT p.app_no FROM cash_plan p JOIN application a ON a.app_no = p.app_no WHERE p.issuer_corp_id = $1 AND p.due_date = $2 AND p.variant = $3
       AND a.status = ANY($4::text[]) ORDER BY p.app_no`,
    [corpId, dueDate, variant, [...appStatuses]],
  );

/** Per due date, the plans of a month waiting for approval. */
export const pendingPlansBetween = (q: Queryable, corpId: string, from: string, to: string) =>
  q.query<{ due_date: string; n: unknown }>(
    `SELECT p.due_date, count(*) AS n FROM cash_plan p JOIN application a ON a.app_no = p.app_no WHERE p.issuer_corp_id = $1 AND p.due_date BETWEEN $2 AND $3
       AND a.status = 'PENDING_REVIEW' GROUP BY p.due_date`,
    [corpId, from, to],
  );

/** Move a line from one status to another (the count says whether it was still in `from`). */
export async function setLineStatus(
  q: Queryable,
  lineId: unknown,
  from: readonly string[],
  to: 'PAYING' | 'PAID' | 'FAILED',
  extra: { paidAt?: number; paidDate?: string; serial?: string; offline?: boolean; failReason?: string } = {},
): Promise<boolean> {
  const rows = await q.query<{ line_id: unknown }>(
    `UPDATE cash_line SET status = $3, paid_at = COALESCE($4, paid_at), paid_date = COALESCE($5, paid_date), bank_serial = COALESCE($6, bank_serial),
            offline = COALESCE($7, offline), fail_reason = COALESCE($8, fail_reason)
      WHERE line_id = $1 AND status = ANY($2::text[]) RETURNING line_id`,
    [String(lineId), [...from], to, extra.paidAt ?? null, extra.paidDate ?? null, extra.serial ?? null, extra.offline ?? null, extra.failReason ?? null],
  );
  return rows.length === 1;
}

/** Approved plans with lines still waiting for payment (the payment job). */
export const plansToPay = (q: Queryable, upToDue: string | null, limit: number) =>
  q.query<{ app_no: string; issuer_corp_id: string }>(
    `SELECT DISTINCT p.app_no, p.issuer_corp_id FROM cash_plan p JOIN application a ON a.app_no = p.app_no JOIN cash_line l ON l.app_no = p.app_no
      WHERE a.status = 'COMPLETED' AND l.status = 'PENDING' AND ($1::text IS NULL OR p.due_date <= $1) ORDER BY p.app_no LIMIT ${limit}`,
    [upToDue],
  );

/** Plans past their date still waiting for approval or returned (they lapse). */
export const stalePlans = (q: Queryable, before: string, limit: number) =>
  q.query<{ app_no: string; issuer_corp_id: string }>(
    `SELECT p.app_no, p.issuer_corp_id FROM cash_plan p JOIN application a ON a.app_no = p.app_no
      WHERE a.status IN ('PENDING_REVIEW', 'RETURNED') AND p.due_date < $1 ORDER BY p.app_no LIMIT ${limit}`,
    [before],
  );
