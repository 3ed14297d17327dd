import type { AppStatus, BizType, ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

export interface AppRow {
  app_no: string;
  biz_type: BizType;
  product_type: ProductType;
  status: AppStatus;
  applicant_corp_id: string;
  applicant_name: string;
  counterparty_corp_id: string | null;
  counterparty_name: string | null;
  issuer_corp_id: string | null;
  issuer_name: string | null;
  line_id: string | null;
  sub_limit_id: string | null;
  amount_fen: unknown;
  decision: 'ACCEPT' | 'REFUSE' | null;
  reason: string;
  comment: string;
  creator_user_id: string;
  creator_name: string;
  approver_user_id: string | null;
  final_user_id: string | null;
  decider_user_id: string | null;
  contract_id: string | null;
  contract_no: string | null;
  contract_name: string | null;
  version: number;
  business_date: string;
  created_at: unknown;
  updated_at: unknown;
  credit_count: unknown;
}

const APP_COLUMNS = `a.app_no, a.biz_type, a.product_type, a.status, a.applicant_corp_id, ap.corp_name AS applicant_name,
    a.counterparty_corp_id, cp.corp_name AS counterparty_name, a.issuer_corp_id, ic.corp_name AS issuer_name, a.line_id, a.sub_limit_id,
    a.amount_fen, a.decision, a.reason, a.comment, a.creator_user_id, u.person_name AS creator_name, a.approver_user_id, a.final_user_id,
    a.decider_user_id, a.contract_id, tc.contract_no, tc.name AS contract_name, a.version, a.business_date, a.created_at, a.updated_at,
    (SELECT count(*) FROM app_credit x WHERE x.app_no = a.app_no) + (SELECT count(*) FROM issue_line y WHERE y.app_no = a.app_no) AS credit_count`;

/** The joins of an application row `a` (its table, or a CTE of application rows). */
const APP_JOINS = `JOIN corp ap ON ap.corp_id = a.applicant_corp_id
  LEFT JOIN corp cp ON cp.corp_id = a.counterparty_corp_id
  LEFT JOIN corp ic ON ic.corp_id = a.issuer_corp_id
  LEFT JOIN trade_contract tc ON tc.contract_id = a.contract_id
  JOIN app_user u ON u.user_id = a.creator_user_id`;

export const APP_SELECT = `SELECT ${APP_COLUMNS}
  FROM application a
  ${APP_JOINS}`;

/** An application the corporation is a party to (applicant or counterparty); another's reads as absent. Locked when asked. */
export async function appOf(q: Queryable, corpId: string, appNo: string, lock: boolean): Promise<AppRow | undefined> {
  if (lock) await q.query('SELECT app_no FROM application WHERE app_no = $1 FOR NO KEY UPDATE', [appNo]);
  return (await q.query<AppRow>(`${APP_SELECT} WHERE a.app_no = $2 AND (a.applicant_corp_id = $1 OR a.counterparty_corp_id = $1)`, [corpId, appNo]))[0];
}

/** The same without the party check, for the platform's own jobs. */
export async function appByNo(q: Queryable, appNo: string, lock: boolean): Promise<AppRow | undefined> {
  if (lock) await q.query('SELECT app_no FROM application WHERE app_no = $1 FOR NO KEY UPDATE', [appNo]);
  return (await q.query<AppRow>(`${APP_SELECT} WHERE a.app_no = $1`, [appNo]))[0];
}

export interface NewApp {
  appNo: string;
  bizType: BizType;
  productType: ProductType;
  applicantCorpId: string;
  counterpartyCorpId: string | null;
  issuerCorpId: string | null;
  lineId: string | null;
  subLimitId: string | null;
  amountFen: bigint;
  decision: 'ACCEPT' | 'REFUSE' | null;
  reason: string;
  comment: string;
  creatorUserId: string;
  deciderUserId: string | null;
  /** TRANSFER: the trade contract with the receiver. */
  contractId?: string | null;
  businessDate: string;
  at: number;
}

/** A new application row, in the status its first transition gives it (the executor sets it right after). */
export async function insertApp(q: Queryable, a: NewApp, status: AppStatus): Promise<void> {
  await q.query(
    `INSERT INTO application (app_no, biz_type, product_type, status, applicant_corp_id, counterparty_corp_id, issuer_corp_id, line_id,
       sub_limit_id, amount_fen, decision, reason, comment, creator_user_id, decider_user_id, business_date, created_at, updated_at, contract_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18)`,
    [
      a.appNo,
      a.bizType,
      a.productType,
      status,
      a.applicantCorpId,
      a.counterpartyCorpId,
      a.issuerCorpId,
      a.lineId,
      a.subLimitId,
      String(a.amountFen),
      a.decision,
      a.reason,
      a.comment,
      a.creatorUserId,
      a.deciderUserId,
      a.businessDate,
      a.at,
      a.contractId ?? null,
    ],
  );
}

export interface AppChange {
  to: AppStatus;
  at: number;
  approverUserId?: string;
  finalUserId?: string;
  deciderUserId?: string;
  decision?: 'ACCEPT' | 'REFUSE';
  comment?: string;
}

/**
 * The one status write of an application: only from the status the transition was looked up for (a concurrent change
 * wins, this one fails: undefined). Returns the row as written, read in the same statement.
 */
export async function updateAppStatus(q: Queryable, appNo: string, from: AppStatus, c: AppChange): Promise<AppRow | undefined> {
  const rows = await q.query<AppRow>(
    `WITH a AS (
       UPDATE application SET status = $3, updated_at = $4, version = version + 1,
              approver_user_id = COALESCE($5, approver_user_id), final_user_id = COALESCE($6, final_user_id),
              decider_user_id = COALESCE($7, decider_user_id), decision = COALESCE($8, decision), comment = COALESCE($9, comment)
        WHERE app_no = $1 AND status = $2 RETURNING *)
     SELECT ${APP_COLUMNS} FROM a ${APP_JOINS}`,
    [appNo, from, c.to, c.at, c.approverUserId ?? null, c.finalUserId ?? null, c.deciderUserId ?? null, c.decision ?? null, c.comment ?? null],
  );
  return rows[0];
}

/** An edited draft or returned issue: new figures on the shared row (its lines are replaced by the caller). */
export async function updateIssueHeader(
  q: Queryable,
  appNo: string,
  h: { issuerCorpId: string; lineId: string | null; subLimitId: string | null; amountFen: bigint; counterpartyCorpId: string | null; at: number },
): Promise<void> {
  await q.query(
    'UPDATE application SET issuer_corp_id = $2, line_id = $3, sub_limit_id = $4, amount_fen = $5, counterparty_corp_id = $6, updated_at = $7, version = version + 1 WHERE app_no = $1',
    [appNo, h.issuerCorpId, h.lineId, h.subLimitId, String(h.amountFen), h.counterpartyCorpId, h.at],
  );
}

export interface IssueLineRow {
  line_no: number;
  receiver_corp_id: string;
  receiver_name: string;
  receiver_account_id: string | null;
  amount_fen: unknown;
  due_date: string;
  contract_id: string;
  contract_no: string;
  contract_name: string;
  remark: string;
  credit_no: string | null;
}

export async function replaceIssueLines(
  q: Queryable,
  appNo: string,
  lines: ReadonlyArray<{ receiverCorpId: string; receiverAccountId: string | null; amountFen: bigint; dueDate: string; contractId: string; remark: string }>,
): Promise<void> {
  await q.query('DELETE FROM issue_line WHERE app_no = $1', [appNo]);
  for (const [i, l] of lines.entries()) {
    await q.query(
      'INSERT INTO issue_line (app_no, line_no, receiver_corp_id, receiver_account_id, amount_fen, due_date, contract_id, remark) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [appNo, i + 1, l.receiverCorpId, l.receiverAccountId, String(l.amountFen), l.dueDate, l.contractId, l.remark],
    );
  }
}

export const issueLinesOf = (q: Queryable, appNo: string): Promise<IssueLineRow[]> =>
  q.query<IssueLineRow>(
    `SELECT l.line_no, l.receiver_corp_id, c.corp_name AS receiver_name, l.receiver_account_id, l.amount_fen, l.due_date, l.contract_id,
            t.contract_no, t.name AS contract_name, l.remark, l.credit_no
       FROM issue_line l JOIN corp c ON c.corp_id = l.receiver_corp_id JOIN trade_contract t ON t.contract_id = l.contract_id
      WHERE l.app_no = $1 ORDER BY l.line_no`,
    [appNo],
  );

export async function setIssueLineCredit(q: Queryable, appNo: string, lineNo: number, creditNo: string): Promise<void> {
  await q.query('UPDATE issue_line SET credit_no = $3 WHERE app_no = $1 AND line_no = $2', [appNo, lineNo, creditNo]);
}

export async function insertAppCredits(q: Queryable, appNo: string, credits: ReadonlyArray<{ creditNo: string; amountFen: bigint }>): Promise<void> {
  for (const c of credits)
    await q.query('INSERT INTO app_credit (app_no, credit_no, amount_fen) VALUES ($1, $2, $3)', [appNo, c.creditNo, String(c.amountFen)]);
}

export const appCreditsOf = (q: Queryable, appNo: string): Promise<Array<{ credit_no: string; amount_fen: unknown }>> =>
  q.query('SELECT credit_no, amount_fen FROM app_credit WHERE app_no = $1 ORDER BY credit_no', [appNo]);

export async function insertLimitDist(q: Queryable, appNo: string, targetCorpId: string, changeFen: bigint): Promise<void> {
  await q.query('INSERT INTO app_limit_dist (app_no, target_corp_id, change_fen) VALUES ($1, $2, $3)', [appNo, targetCorpId, String(changeFen)]);
}

export const limitDistOf = async (q: Queryable, appNo: string): Promise<{ target_corp_id: string; target_name: string; change_fen: unknown } | undefined> =>
  (
    await q.query<{ target_corp_id: string; target_name: string; change_fen: unknown }>(
      'SELECT d.target_corp_id, c.corp_name AS target_name, d.change_fen FROM app_limit_dist d JOIN corp c ON c.corp_id = d.target_corp_id WHERE d.app_no = $1',
      [appNo],
    )
  )[0];
