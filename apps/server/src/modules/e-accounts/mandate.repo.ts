import type { Queryable } from '../../platform/db/db';

/** The SQL of 专户绑定 (domain-lines.md §16.8): the 还款专户 and their 代扣授权 (`account_mandate`). */

export interface RepayAccountRow {
  account_id: string;
  account_no: string;
  account_name: string;
  bank_name: string;
  status: 'PENDING_BIND' | 'ACTIVE' | 'FROZEN' | 'CLOSED';
  balance_fen: unknown;
  frozen_fen: unknown;
  controller_corp_id: string | null;
  controller_name: string | null;
  mandate_no: string | null;
  mandate_status: 'ACTIVE' | 'REVOKED' | null;
  signer_name: string | null;
  signed_on: string | null;
  effective_from: string | null;
  revoked_on: string | null;
}

/** The corporation's 还款专户 (not closed), each with its newest 代扣授权 (the ACTIVE one when there is one). */
const REPAY = `SELECT a.account_id, a.account_no, a.account_name, a.bank_name, a.status, a.balance_fen, a.frozen_fen,
    a.controller_corp_id, ctl.corp_name AS controller_name,
    m.mandate_no, m.status AS mandate_status, COALESCE(u.person_name, m.signed_by) AS signer_name, m.signed_on, m.effective_from, m.revoked_on
  FROM bank_account a
  LEFT JOIN corp ctl ON ctl.corp_id = a.controller_corp_id
  LEFT JOIN LATERAL (SELECT * FROM account_mandate x WHERE x.account_id = a.account_id
      ORDER BY (x.status = 'ACTIVE') DESC, x.created_at DESC, x.mandate_no DESC LIMIT 1) m ON TRUE
  LEFT JOIN app_user u ON u.user_id = m.signed_by OR u.user_name = m.signed_by
  WHERE a.corp_id = $1 AND a.account_type = 'SPECIAL' AND a.purpose = 'CASH_REPAY' AND a.status <> 'CLOSED'`;

export const repayAccountsOf = (q: Queryable, corpId: string): Promise<RepayAccountRow[]> =>
  q.query<RepayAccountRow>(`${REPAY} ORDER BY a.account_id`, [corpId]);

/** One of the corporation's 还款专户 (another corporation's reads as absent), its row locked when asked. */
export async function repayAccountRow(q: Queryable, corpId: string, accountId: string, lock = false): Promise<RepayAccountRow | undefined> {
  return (await q.query<RepayAccountRow>(`${REPAY} AND a.account_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [corpId, accountId]))[0];
}

/** Whether another of the corporation's accounts has an ACTIVE 代扣授权 (one mandate account per corporation). */
export async function mandatedElsewhere(q: Queryable, corpId: string, accountId: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM account_mandate WHERE corp_id = $1 AND account_id <> $2 AND status = 'ACTIVE' LIMIT 1", [corpId, accountId]);
  return rows.length > 0;
}

/** 未到期支付通: the corporation's vouchers (issued by it) not yet settled, i.e. in no terminal status. */
export async function outstandingVouchers(q: Queryable, corpId: string): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM credit WHERE issuer_corp_id = $1 AND product_type = 'VOUCHER'
        AND status NOT IN ('SPLIT', 'CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED')`,
    [corpId],
  );
  return Number(row?.n ?? 0);
}

export interface NewMandate {
  mandateNo: string;
  accountId: string;
  corpId: string;
  signedBy: string;
  signedOn: string;
  effectiveFrom: string;
  certSerial: string;
  now: number;
}

export const insertMandate = (q: Queryable, m: NewMandate): Promise<unknown[]> =>
  q.query(
    `INSERT INTO account_mandate (mandate_no, account_id, corp_id, status, signed_by, signed_on, effective_from, cert_serial, created_at)
     VALUES ($1, $2, $3, 'ACTIVE', $4, $5, $6, $7, $8)`,
    [m.mandateNo, m.accountId, m.corpId, m.signedBy, m.signedOn, m.effectiveFrom, m.certSerial, m.now],
  );

/** The next number of a mandate on an account: MDT-<accountId>-<n>. */
export async function nextMandateNo(q: Queryable, accountId: string): Promise<string> {
  const [row] = await q.query<{ n: unknown }>('SELECT count(*) AS n FROM account_mandate WHERE account_id = $1', [accountId]);
  return `MDT-${accountId}-${Number(row?.n ?? 0) + 1}`;
}

/** Revoke the account's ACTIVE 代扣授权; false when it has none. */
export async function revokeMandate(q: Queryable, accountId: string, by: string, on: string): Promise<boolean> {
  const rows = await q.query(
    "UPDATE account_mandate SET status = 'REVOKED', revoked_by = $2, revoked_on = $3 WHERE account_id = $1 AND status = 'ACTIVE' RETURNING mandate_no",
    [accountId, by, on],
  );
  return rows.length > 0;
}
