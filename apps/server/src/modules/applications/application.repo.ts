import { LEDGER_PRODUCTS } from '@scf/api/contract';
import type { AppStatus, BizType, LedgerProduct, ProductCode } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { CONFIG_STORE_KEY } from '../config';

export interface AppRow {
  app_no: string;
  biz_type: BizType;
  /** A ledger product, or ABS for the 供应链ABS types (ledgerProductOf narrows it where a credit moves). */
  product_type: ProductCode;
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
  /** The stored ledger parameters (CREDIT_LEDGER's JSON), read with the row by `appOf` and `appByNo` (issue 34). */
  ledger_json?: unknown;
}

const APP_FIELDS = `a.app_no, a.biz_type, a.product_type, a.status, a.applicant_corp_id, ap.corp_name AS applicant_name,
    a.counterparty_corp_id, cp.corp_name AS counterparty_name, a.issuer_corp_id, ic.corp_name AS issuer_name, a.line_id, a.sub_limit_id,
    a.amount_fen, a.decision, a.reason, a.comment, a.creator_user_id, u.person_name AS creator_name, a.approver_user_id, a.final_user_id,
    a.decider_user_id, a.contract_id, tc.contract_no, tc.name AS contract_name, a.version, a.business_date, a.created_at, a.updated_at`;
const APP_COLUMNS = `${APP_FIELDS},
    (SELECT count(*) FROM app_credit x WHERE x.app_no = a.app_no) + (SELECT count(*) FROM issue_line y WHERE y.app_no = a.app_no) AS credit_count`;
/** The ledger parameters as a column of the application's read (`ledger_json`). */
const LEDGER_JSON = `(SELECT value_json FROM sys_config WHERE config_key = '${CONFIG_STORE_KEY.ledger}') AS ledger_json`;

/** The joins of an application row `a` (its table, or a CTE of application rows). */
const APP_JOINS = `JOIN corp ap ON ap.corp_id = a.applicant_corp_id
  LEFT JOIN corp cp ON cp.corp_id = a.counterparty_corp_id
  LEFT JOIN corp ic ON ic.corp_id = a.issuer_corp_id
  LEFT JOIN trade_contract tc ON tc.contract_id = a.contract_id
  JOIN app_user u ON u.user_id = a.creator_user_id`;

export const APP_SELECT = `SELECT ${APP_COLUMNS}
  FROM application a
  ${APP_JOINS}`;

/** One application with the ledger parameters its steps are checked against: no statement of their own (issue 34). */
const APP_SELECT_ONE = `SELECT ${APP_COLUMNS}, ${LEDGER_JSON}
  FROM application a
  ${APP_JOINS}`;

/**
 * The application row locked by the statement that reads it (issue 34: one statement, not a lock and then a read).
 * Only `a` is locked; after waiting for a concurrent writer PostgreSQL re-reads the row's latest version (read committed),
 * and what is joined to it (the parties' names, the contract, the creator) never changes once the row exists.
 */
const LOCK_APP = 'FOR NO KEY UPDATE OF a';

/** An application the corporation is a party to (applicant or counterparty); another's reads as absent. Locked when asked. */
export async function appOf(q: Queryable, corpId: string, appNo: string, lock: boolean): Promise<AppRow | undefined> {
  const where = `${APP_SELECT_ONE} WHERE a.app_no = $2 AND (a.applicant_corp_id = $1 OR a.counterparty_corp_id = $1)`;
  return (await q.query<AppRow>(lock ? `${where} ${LOCK_APP}` : where, [corpId, appNo]))[0];
}

/** The ledger product of an application whose effects move credits (every type but the ABS ones runs on the ledger). */
export function ledgerProductOf(a: { app_no: string; product_type: ProductCode }): LedgerProduct {
  const p = LEDGER_PRODUCTS.find((x) => x === a.product_type);
  if (!p) throw new Error(`${a.app_no} is not on the credit ledger (${a.product_type})`);
  return p;
}

/** The same without the party check, for the platform's own jobs. */
export async function appByNo(q: Queryable, appNo: string, lock: boolean): Promise<AppRow | undefined> {
  return (await q.query<AppRow>(`${APP_SELECT_ONE} WHERE a.app_no = $1${lock ? ` ${LOCK_APP}` : ''}`, [appNo]))[0];
}

export interface NewApp {
  appNo: string;
  bizType: BizType;
  /** A ledger product, or a line run on the engine without the ledger (EDT, ABS). */
  productType: ProductCode;
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

const INSERT_APP = `INSERT INTO application (app_no, biz_type, product_type, status, applicant_corp_id, counterparty_corp_id, issuer_corp_id, line_id,
       sub_limit_id, amount_fen, decision, reason, comment, creator_user_id, decider_user_id, business_date, created_at, updated_at, contract_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18)`;

/** A new application row, in the status its first transition gives it (the executor sets it right after). */
export async function insertApp(q: Queryable, a: NewApp, status: AppStatus): Promise<void> {
  await q.query(INSERT_APP, newAppValues(a, status));
}

/**
 * The same, returning the row as `appByNo` reads it (issue 34: no read back) — but for its count of credits and issue
 * lines (`credit_count`), which are written after it: the caller sets it.
 */
export async function insertAppReturning(q: Queryable, a: NewApp, status: AppStatus): Promise<Omit<AppRow, 'credit_count'>> {
  const rows = await q.query<AppRow>(`WITH a AS (${INSERT_APP} RETURNING *) SELECT ${APP_FIELDS}, ${LEDGER_JSON} FROM a ${APP_JOINS}`, newAppValues(a, status));
  const row = rows[0];
  if (!row) throw new Error(`application ${a.appNo} not written`);
  return row;
}

function newAppValues(a: NewApp, status: AppStatus): unknown[] {
  return [
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
  ];
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
