import type { Queryable } from '../../platform/db/db';

/** All SQL of 电子账户 and 专户 (domain-lines.md §16.8) beyond the bank's own (modules/bank). */

export interface OwnAccountRow {
  account_id: string;
  corp_id: string;
  account_no: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  account_type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  status: 'PENDING_BIND' | 'ACTIVE' | 'FROZEN' | 'CLOSED';
  purpose: 'CASH_REPAY' | 'EDT_COLLECT' | 'POOL_MARGIN' | 'BAB_MARGIN' | null;
  balance_fen: unknown;
  frozen_fen: unknown;
  bound_account_id: string | null;
  bound_account_no: string | null;
  bound_bank_name: string | null;
  controller_corp_id: string | null;
  controller_name: string | null;
  mandate: boolean;
  pending_app_no: string | null;
  pending_amount_fen: unknown;
}

const OWN = `SELECT a.account_id, a.corp_id, a.account_no, a.account_name, a.bank_name, a.bank_code, a.account_type, a.status, a.purpose,
    a.balance_fen, a.frozen_fen, a.bound_account_id, b.account_no AS bound_account_no, b.bank_name AS bound_bank_name,
    a.controller_corp_id, ctl.corp_name AS controller_name,
    EXISTS (SELECT 1 FROM account_mandate m WHERE m.account_id = a.account_id AND m.status = 'ACTIVE') AS mandate,
    w.app_no AS pending_app_no, w.amount_fen AS pending_amount_fen
  FROM bank_account a
  LEFT JOIN bank_account b ON b.account_id = a.bound_account_id
  LEFT JOIN corp ctl ON ctl.corp_id = a.controller_corp_id
  LEFT JOIN LATERAL (SELECT x.app_no, x.amount_fen FROM app_withdrawal x JOIN application ap ON ap.app_no = x.app_no
      WHERE x.account_id = a.account_id AND ap.status = 'PENDING_REVIEW' ORDER BY ap.created_at DESC LIMIT 1) w ON TRUE`;

/** The corporation's accounts of one type, in account order. */
export const accountsOf = (q: Queryable, corpId: string, type: 'ELECTRONIC' | 'SPECIAL'): Promise<OwnAccountRow[]> =>
  q.query<OwnAccountRow>(`${OWN} WHERE a.corp_id = $1 AND a.account_type = $2 ORDER BY a.account_id`, [corpId, type]);

/** One of the corporation's accounts (another corporation's reads as absent), locked when asked. */
export async function ownAccount(q: Queryable, corpId: string, accountId: string, lock = false): Promise<OwnAccountRow | undefined> {
  return (await q.query<OwnAccountRow>(`${OWN} WHERE a.corp_id = $1 AND a.account_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [corpId, accountId]))[0];
}

export async function accountByNo(q: Queryable, accountNo: string): Promise<{ account_id: string; corp_id: string | null; account_name: string } | undefined> {
  return (
    await q.query<{ account_id: string; corp_id: string | null; account_name: string }>(
      'SELECT account_id, corp_id, account_name FROM bank_account WHERE account_no = $1',
      [accountNo],
    )
  )[0];
}

/** The FIs (banks) on the platform, by name: the 开户银行 and 监管行 pickers. */
export const banks = (q: Queryable): Promise<Array<{ corp_id: string; corp_name: string }>> =>
  q.query("SELECT corp_id, corp_name FROM corp WHERE corp_type = 'FI' ORDER BY corp_name, corp_id");

/**
 * Whether the corporation has an e-account at the bank already (not closed). An e-account opened before its opening
 * record existed (the demo's seeded ones) counts for every bank: its bank is not known.
 */
export async function hasEAccountAt(q: Queryable, corpId: string, bankCorpId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM bank_account a LEFT JOIN e_account_opening o ON o.account_id = a.account_id
      WHERE a.corp_id = $1 AND a.account_type = 'ELECTRONIC' AND a.status <> 'CLOSED' AND (o.bank_corp_id IS NULL OR o.bank_corp_id = $2) LIMIT 1`,
    [corpId, bankCorpId],
  );
  return rows.length > 0;
}

/** A new account number of the simulated bank: prefix + sequence; never one ending 0000 (those do not exist, §14A.3). */
export async function nextAccountNo(q: Queryable, prefix: string, digits: number): Promise<string> {
  for (;;) {
    const [row] = await q.query<{ n: unknown }>("SELECT nextval('e_account_no_seq') AS n");
    const no = `${prefix}${String(row?.n).padStart(digits, '0')}`;
    if (!no.endsWith('0000')) return no;
  }
}

export interface NewAccount {
  accountId: string;
  corpId: string;
  accountNo: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  status: 'PENDING_BIND' | 'ACTIVE';
  purpose?: string | null;
  controllerCorpId?: string | null;
}

export const insertAccount = (q: Queryable, a: NewAccount): Promise<unknown[]> =>
  q.query(
    `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, status, purpose, controller_corp_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [a.accountId, a.corpId, a.accountNo, a.accountName, a.bankName, a.bankCode, a.type, a.status, a.purpose ?? null, a.controllerCorpId ?? null],
  );

export interface Opening {
  accountId: string;
  bankCorpId: string;
  legalRepName: string;
  operatorName: string;
  operatorIdNo: string;
  operatorMobile: string;
  openedBy: string;
  now: number;
}

export const insertOpening = (q: Queryable, o: Opening): Promise<unknown[]> =>
  q.query(
    `INSERT INTO e_account_opening (account_id, bank_corp_id, legal_rep_name, operator_name, operator_id_no, operator_mobile, opened_by, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.accountId, o.bankCorpId, o.legalRepName, o.operatorName, o.operatorIdNo, o.operatorMobile, o.openedBy, o.now],
  );

/** The e-account is bound to its settlement account and opened for business. */
export const bindAccount = (q: Queryable, accountId: string, boundAccountId: string): Promise<unknown[]> =>
  q.query("UPDATE bank_account SET bound_account_id = $2, status = 'ACTIVE' WHERE account_id = $1", [accountId, boundAccountId]);

/** The corporation's SPECIAL account of a purpose under a controller, if it has one (not closed). */
export async function hasSpecial(q: Queryable, corpId: string, purpose: string, controllerCorpId: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM bank_account WHERE corp_id = $1 AND account_type = 'SPECIAL' AND purpose = $2 AND controller_corp_id = $3 AND status <> 'CLOSED'",
    [corpId, purpose, controllerCorpId],
  );
  return rows.length > 0;
}

export const insertWithdrawal = (q: Queryable, appNo: string, accountId: string, toAccountId: string, amountFen: bigint): Promise<unknown[]> =>
  q.query('INSERT INTO app_withdrawal (app_no, account_id, to_account_id, amount_fen) VALUES ($1, $2, $3, $4)', [
    appNo,
    accountId,
    toAccountId,
    amountFen.toString(),
  ]);

export interface WithdrawalRow {
  account_id: string;
  to_account_id: string;
  amount_fen: unknown;
  account_no: string;
  to_account_no: string;
  to_account_name: string;
  to_bank_name: string;
}

export async function withdrawalOf(q: Queryable, appNo: string): Promise<WithdrawalRow | undefined> {
  return (
    await q.query<WithdrawalRow>(
      `SELECT w.account_id, w.to_account_id, w.amount_fen, a.account_no, t.account_no AS to_account_no, t.account_name AS to_account_name,
          t.bank_name AS to_bank_name
        FROM app_withdrawal w JOIN bank_account a ON a.account_id = w.account_id JOIN bank_account t ON t.account_id = w.to_account_id
       WHERE w.app_no = $1`,
      [appNo],
    )
  )[0];
}

export interface FlowRow {
  flow_id: string;
  created_at: unknown;
  business_date: string;
  bank_serial: string | null;
  summary: string;
  counterparty_name: string;
  counterparty_no: string;
  direction: 'IN' | 'OUT';
  amount_fen: unknown;
  balance_after_fen: unknown;
  biz_ref: string;
  receipt_no: string | null;
  remark: string | null;
}

export interface FlowFilter {
  from?: string | undefined;
  to?: string | undefined;
  direction?: 'IN' | 'OUT' | undefined;
}

function flowWhere(accountId: string, f: FlowFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const where = ['f.account_id = $1'];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    where.push(sql(`$${params.length}`));
  };
  if (f.from) add((p) => `f.business_date >= ${p}`, f.from);
  if (f.to) add((p) => `f.business_date <= ${p}`, f.to);
  if (f.direction) add((p) => `f.direction = ${p}`, f.direction);
  return { where: where.join(' AND '), params };
}

/** 流水 of one account, newest first, by business date range and direction (the screen's first 500, or a page of an export). */
export function flowsOf(q: Queryable, accountId: string, f: FlowFilter, window: { limit: number; offset: number } = { limit: 500, offset: 0 }) {
  const { where, params } = flowWhere(accountId, f);
  return q.query<FlowRow>(
    `SELECT f.flow_id, f.created_at, f.business_date, t.bank_serial, f.summary, f.counterparty_name, f.counterparty_no, f.direction, f.amount_fen,
        f.balance_after_fen, f.biz_ref, r.receipt_no, t.remark
       FROM bank_flow f
       LEFT JOIN sim_bank_txn t ON t.txn_id = f.txn_id
       LEFT JOIN receipt r ON r.txn_id = f.txn_id AND r.account_id = f.account_id
      WHERE ${where}
      ORDER BY f.flow_id DESC LIMIT ${Math.trunc(window.limit)} OFFSET ${Math.trunc(window.offset)}`,
    params,
  );
}

/** How many flows the filters give (导出 counts first). */
export async function countFlows(q: Queryable, accountId: string, f: FlowFilter): Promise<number> {
  const { where, params } = flowWhere(accountId, f);
  return Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM bank_flow f WHERE ${where}`, params))[0]?.n ?? 0);
}

/** The newest code sent to a mobile for a scene (the demo shows it under the code field, §14A.3). */
export async function latestCode(q: Queryable, mobile: string, scene: string): Promise<string | undefined> {
  const [row] = await q.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = $2 ORDER BY sent_at DESC LIMIT 1', [mobile, scene]);
  return row?.code;
}
