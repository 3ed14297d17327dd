import type { CreditStatus, ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

export interface CreditRow {
  credit_no: string;
  product_type: ProductType;
  root_no: string;
  parent_no: string | null;
  issuer_corp_id: string;
  issuer_name: string;
  issuer_parent_id: string | null;
  issuer_account_id: string | null;
  line_id: string;
  sub_limit_id: string | null;
  original_holder_corp_id: string;
  original_holder_name: string;
  holder_corp_id: string;
  holder_name: string;
  holder_account_id: string | null;
  amount_fen: unknown;
  issue_date: string;
  due_date: string;
  acquired_date: string;
  status_date: string;
  status: CreditStatus;
  locked_by_app: string | null;
  lock_biz_type: string | null;
  remark: string;
}

export const CREDIT_SELECT = `SELECT c.credit_no, c.product_type, c.root_no, c.parent_no, c.issuer_corp_id, i.corp_name AS issuer_name,
    i.parent_corp_id AS issuer_parent_id, c.issuer_account_id, c.line_id, c.sub_limit_id, c.original_holder_corp_id,
    o.corp_name AS original_holder_name, c.holder_corp_id, h.corp_name AS holder_name, c.holder_account_id, c.amount_fen,
    c.issue_date, c.due_date, c.acquired_date, c.status_date, c.status, c.locked_by_app, la.biz_type AS lock_biz_type, c.remark
  FROM credit c
  JOIN corp i ON i.corp_id = c.issuer_corp_id
  JOIN corp o ON o.corp_id = c.original_holder_corp_id
  JOIN corp h ON h.corp_id = c.holder_corp_id
  LEFT JOIN application la ON la.app_no = c.locked_by_app`;

/**
 * Which credits a corporation may see (every read is scoped by it): those it issued, holds or first held, those its
 * member units issued (the group's view), and those an application of its own acts on (a counterparty's view).
 */
export const VISIBLE_TO = `(c.issuer_corp_id = $1 OR c.holder_corp_id = $1 OR c.original_holder_corp_id = $1 OR i.parent_corp_id = $1
  OR EXISTS (SELECT 1 FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
              WHERE ac.credit_no = c.credit_no AND (a.applicant_corp_id = $1 OR a.counterparty_corp_id = $1)))`;

/** Which of `nos` an application of the corporation (as applicant or counterparty) acts on. */
export const creditsActedOnBy = async (q: Queryable, corpId: string, nos: readonly string[]): Promise<string[]> =>
  (
    await q.query<{ credit_no: string }>(
      `SELECT DISTINCT ac.credit_no FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
        WHERE ac.credit_no = ANY($2::text[]) AND (a.applicant_corp_id = $1 OR a.counterparty_corp_id = $1)`,
      [corpId, [...nos]],
    )
  ).map((r) => r.credit_no);

export async function visibleCredit(q: Queryable, corpId: string, creditNo: string): Promise<CreditRow | undefined> {
  return (await q.query<CreditRow>(`${CREDIT_SELECT} WHERE c.credit_no = $2 AND ${VISIBLE_TO}`, [corpId, creditNo]))[0];
}

/** Credits by number in ascending order, row-locked for the caller's transaction when asked (the fixed lock order). */
export async function creditsByNos(q: Queryable, nos: readonly string[], lock: boolean): Promise<CreditRow[]> {
  if (nos.length === 0) return [];
  if (lock) await q.query('SELECT credit_no FROM credit WHERE credit_no = ANY($1::text[]) ORDER BY credit_no FOR NO KEY UPDATE', [[...nos]]);
  return q.query<CreditRow>(`${CREDIT_SELECT} WHERE c.credit_no = ANY($1::text[]) ORDER BY c.credit_no`, [[...nos]]);
}

/**
 * The credits a move takes, locked and read by one statement (issue 34): the CTE locks them in ascending order (the
 * fixed lock order) and hands on each row's latest version once its lock is held; the joins only add names, and the
 * lock's application as of the statement's start — for a move's credits, unlocked or locked by the very application
 * that moves them, the same as a read after the lock (`creditsByNos` reads again, for the callers that show a credit
 * another application took meanwhile).
 */
export async function lockedCredits(q: Queryable, nos: readonly string[]): Promise<CreditRow[]> {
  if (nos.length === 0) return [];
  return q.query<CreditRow>(
    `WITH locked AS MATERIALIZED (SELECT * FROM credit WHERE credit_no = ANY($1::text[]) ORDER BY credit_no FOR NO KEY UPDATE)
     ${CREDIT_SELECT.replace('FROM credit c', 'FROM locked c')} ORDER BY c.credit_no`,
    [[...nos]],
  );
}

/** The credits an application acts on, in ascending order, each with the part of it the application moves (`part_fen`): one statement. */
export const appCreditParts = (q: Queryable, appNo: string): Promise<Array<CreditRow & { part_fen: unknown }>> =>
  q.query<CreditRow & { part_fen: unknown }>(
    `SELECT x.*, ac.amount_fen AS part_fen FROM (${CREDIT_SELECT}) x JOIN app_credit ac ON ac.credit_no = x.credit_no WHERE ac.app_no = $1
      ORDER BY x.credit_no`,
    [appNo],
  );

export interface NewCredit {
  creditNo: string;
  productType: ProductType;
  rootNo: string;
  parentNo: string | null;
  issuerCorpId: string;
  issuerAccountId: string | null;
  lineId: string;
  subLimitId: string | null;
  originalHolderCorpId: string;
  holderCorpId: string;
  holderAccountId: string | null;
  amountFen: bigint;
  issueDate: string;
  dueDate: string;
  acquiredDate: string;
  statusDate: string;
  status: CreditStatus;
  lockedByApp: string | null;
  remark: string;
  at: number;
}

const CREDIT_COLUMNS = `credit_no, product_type, root_no, parent_no, issuer_corp_id, issuer_account_id, line_id, sub_limit_id,
  original_holder_corp_id, holder_corp_id, holder_account_id, amount_fen, issue_date, due_date, acquired_date, status_date,
  status, locked_by_app, remark, created_at, updated_at`;
const CREDIT_TYPES = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int8',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int8',
  'int8',
];

const creditValues = (c: NewCredit): unknown[] => [
  c.creditNo,
  c.productType,
  c.rootNo,
  c.parentNo,
  c.issuerCorpId,
  c.issuerAccountId,
  c.lineId,
  c.subLimitId,
  c.originalHolderCorpId,
  c.holderCorpId,
  c.holderAccountId,
  String(c.amountFen),
  c.issueDate,
  c.dueDate,
  c.acquiredDate,
  c.statusDate,
  c.status,
  c.lockedByApp,
  c.remark,
  c.at,
  c.at,
];

/** Insert credits in one statement (column arrays through unnest): the seed writes thousands this way. */
export async function insertCredits(q: Queryable, credits: readonly NewCredit[]): Promise<void> {
  if (credits.length === 0) return;
  const columns = CREDIT_TYPES.map((_, i) => credits.map((c) => creditValues(c)[i]));
  const unnest = CREDIT_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  await q.query(`INSERT INTO credit (${CREDIT_COLUMNS}) SELECT * FROM unnest(${unnest})`, columns);
}

/**
 * The conditional status change every credit transition runs (credit-moves.ts): it happens only for credits in one
 * of the `from` states with the expected lock, so a concurrent change makes the row count fall short.
 */
export async function updateCreditStatus(
  q: Queryable,
  nos: readonly string[],
  change: { from: readonly CreditStatus[]; to: CreditStatus; lockBefore: string | null; lockAfter: string | null; statusDate: string; at: number },
): Promise<string[]> {
  const rows = await q.query<{ credit_no: string }>(
    `UPDATE credit SET status = $3, locked_by_app = $5, status_date = $6, updated_at = $7
      WHERE credit_no = ANY($1::text[]) AND status = ANY($2::text[]) AND locked_by_app IS NOT DISTINCT FROM $4
      RETURNING credit_no`,
    [[...nos], [...change.from], change.to, change.lockBefore, change.lockAfter, change.statusDate, change.at],
  );
  return rows.map((r) => r.credit_no);
}

/** Every credit of a root's tree (the root and all splits below it). */
export const treeOf = (q: Queryable, rootNo: string): Promise<CreditRow[]> =>
  q.query<CreditRow>(`${CREDIT_SELECT} WHERE c.root_no = $1 ORDER BY c.credit_no`, [rootNo]);

/** PENDING_SIGN credits issued on or before the cutoff (the 30-day sign deadline, domain.md §7.3). */
export async function pendingSignIssuedBy(q: Queryable, cutoff: string, limit: number): Promise<Array<{ credit_no: string; locked_by_app: string | null }>> {
  return q.query("SELECT credit_no, locked_by_app FROM credit WHERE status = 'PENDING_SIGN' AND issue_date <= $1 ORDER BY credit_no LIMIT $2", [cutoff, limit]);
}
