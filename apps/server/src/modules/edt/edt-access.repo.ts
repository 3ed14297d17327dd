import type { EdtAccessStatus, EdtCheckKey } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

/** The §19.1 preconditions of a supplier (and its user) acting with a core at a bank, each as a flag. */
export async function preconditionsOf(
  q: Queryable,
  p: { supplierCorpId: string; userId: string; coreCorpId: string; fiCorpId: string | null },
): Promise<Record<EdtCheckKey, boolean>> {
  const [row] = await q.query<Record<string, boolean>>(
    `SELECT
       EXISTS (SELECT 1 FROM corp_product WHERE corp_id = $1 AND product_code = 'EDT') AS supplier_product,
       EXISTS (SELECT 1 FROM corp_product p JOIN corp c ON c.corp_id = p.corp_id
                WHERE p.corp_id = $3 AND p.product_code = 'EDT' AND c.corp_type = 'CORE') AS core_product,
       EXISTS (SELECT 1 FROM counterparty_rel
                WHERE (corp_id = $1 AND counterparty_corp_id = $3) OR (corp_id = $3 AND counterparty_corp_id = $1)) AS counterparty,
       COALESCE((SELECT is_edt_whitelist FROM app_user WHERE user_id = $2), FALSE) AS user_whitelist,
       EXISTS (SELECT 1 FROM corp c WHERE c.corp_id = $1 AND c.realname_state = 'VERIFIED'
                 AND NOT EXISTS (SELECT 1 FROM corp_reauth r WHERE r.corp_id = c.corp_id)) AS verified,
       ($4::text IS NULL OR EXISTS (SELECT 1 FROM corp_product p JOIN corp c ON c.corp_id = p.corp_id
                WHERE p.corp_id = $4 AND p.product_code = 'EDT' AND c.corp_type = 'FI')) AS fi_offers`,
    [p.supplierCorpId, p.userId, p.coreCorpId, p.fiCorpId],
  );
  return {
    SUPPLIER_PRODUCT: row?.supplier_product === true,
    CORE_PRODUCT: row?.core_product === true,
    COUNTERPARTY: row?.counterparty === true,
    USER_WHITELIST: row?.user_whitelist === true,
    VERIFIED: row?.verified === true,
    FI_OFFERS: row?.fi_offers === true,
  };
}

export interface AccessRow {
  app_no: string;
  supplier_corp_id: string;
  supplier_name: string;
  core_corp_id: string;
  core_name: string;
  fi_corp_id: string;
  fi_name: string;
  status: EdtAccessStatus;
  trade_fen: unknown;
  years_in_business: number;
  contact_name: string;
  contact_phone: string;
  collect_account_id: string | null;
  collect_account_no: string | null;
  collect_account_name: string | null;
  applied_on: string;
  approved_on: string | null;
  valid_to: string | null;
}

const ACCESS_SELECT = `SELECT x.app_no, x.supplier_corp_id, s.corp_name AS supplier_name, x.core_corp_id, c.corp_name AS core_name,
    x.fi_corp_id, f.corp_name AS fi_name, x.status, x.trade_fen, x.years_in_business, x.contact_name, x.contact_phone,
    x.collect_account_id, b.account_no AS collect_account_no, b.account_name AS collect_account_name, x.applied_on, x.approved_on, x.valid_to
  FROM edt_access x
  JOIN corp s ON s.corp_id = x.supplier_corp_id
  JOIN corp c ON c.corp_id = x.core_corp_id
  JOIN corp f ON f.corp_id = x.fi_corp_id
  LEFT JOIN bank_account b ON b.account_id = x.collect_account_id`;

/** The accesses a corporation is the supplier, the core or the bank of, newest first. */
export const accessesOf = (q: Queryable, corpId: string): Promise<AccessRow[]> =>
  q.query<AccessRow>(`${ACCESS_SELECT} WHERE $1 IN (x.supplier_corp_id, x.core_corp_id, x.fi_corp_id) ORDER BY x.applied_on DESC, x.app_no DESC`, [corpId]);

export async function accessByApp(q: Queryable, appNo: string, lock: boolean): Promise<AccessRow | undefined> {
  if (lock) await q.query('SELECT app_no FROM edt_access WHERE app_no = $1 FOR UPDATE', [appNo]);
  return (await q.query<AccessRow>(`${ACCESS_SELECT} WHERE x.app_no = $1`, [appNo]))[0];
}

/**
 * The live access (in process or approved, not past its validity) of a supplier with a core, at one bank or any:
 * locked when asked, so a second application for the same trio waits for the first.
 */
export async function liveAccess(
  q: Queryable,
  p: { supplierCorpId: string; coreCorpId: string; fiCorpId: string | null },
  lock: boolean,
): Promise<AccessRow | undefined> {
  const rows = await q.query<AccessRow>(
    `${ACCESS_SELECT} WHERE x.supplier_corp_id = $1 AND x.core_corp_id = $2 AND ($3::text IS NULL OR x.fi_corp_id = $3)
        AND x.status IN ('PENDING_REVIEW', 'PENDING_FI', 'APPROVED', 'RETURNED')
      ORDER BY (x.status = 'APPROVED') DESC, x.applied_on DESC LIMIT 1${lock ? ' FOR UPDATE OF x' : ''}`,
    [p.supplierCorpId, p.coreCorpId, p.fiCorpId],
  );
  return rows[0];
}

export interface NewAccess {
  appNo: string;
  supplierCorpId: string;
  coreCorpId: string;
  fiCorpId: string;
  tradeFen: bigint;
  yearsInBusiness: number;
  contactName: string;
  contactPhone: string;
  statementFileIds: readonly string[];
  collectAccountId: string | null;
  appliedOn: string;
}

export async function insertAccess(q: Queryable, a: NewAccess): Promise<void> {
  await q.query(
    `INSERT INTO edt_access (app_no, supplier_corp_id, core_corp_id, fi_corp_id, status, trade_fen, years_in_business, contact_name, contact_phone,
       statement_file_ids, collect_account_id, applied_on)
     VALUES ($1, $2, $3, $4, 'PENDING_REVIEW', $5, $6, $7, $8, $9, $10, $11)`,
    [
      a.appNo,
      a.supplierCorpId,
      a.coreCorpId,
      a.fiCorpId,
      a.tradeFen.toString(),
      a.yearsInBusiness,
      a.contactName,
      a.contactPhone,
      JSON.stringify(a.statementFileIds),
      a.collectAccountId,
      a.appliedOn,
    ],
  );
}

/** The access's own state follows its application's steps; 准入成功 sets the day and the validity. */
export async function setAccessStatus(q: Queryable, appNo: string, status: EdtAccessStatus, approved?: { on: string; validTo: string }): Promise<void> {
  await q.query('UPDATE edt_access SET status = $2, approved_on = COALESCE($3, approved_on), valid_to = COALESCE($4, valid_to) WHERE app_no = $1', [
    appNo,
    status,
    approved?.on ?? null,
    approved?.validTo ?? null,
  ]);
}

/** An approved access of the trio past its validity is 已过期 now, before the 00:05 job gets to it (a new one may be signed). */
export async function expireStale(q: Queryable, p: { supplierCorpId: string; coreCorpId: string; fiCorpId: string }, today: string): Promise<void> {
  await q.query(
    "UPDATE edt_access SET status = 'EXPIRED' WHERE supplier_corp_id = $1 AND core_corp_id = $2 AND fi_corp_id = $3 AND status = 'APPROVED' AND valid_to < $4",
    [p.supplierCorpId, p.coreCorpId, p.fiCorpId, today],
  );
}

/** 00:05: an approved access past its validity expires (domain-lines.md §14A.6). */
export async function expireAccesses(q: Queryable, businessDate: string): Promise<number> {
  return (await q.query("UPDATE edt_access SET status = 'EXPIRED' WHERE status = 'APPROVED' AND valid_to < $1 RETURNING app_no", [businessDate])).length;
}

/** A supplier's EDT_COLLECT account at a bank (回款专户), if it is its own and ACTIVE. */
export async function collectAccountOf(
  q: Queryable,
  p: { accountId: string; supplierCorpId: string; fiCorpId: string },
): Promise<{ account_id: string; account_no: string; account_name: string } | undefined> {
  return (
    await q.query<{ account_id: string; account_no: string; account_name: string }>(
      `SELECT account_id, account_no, account_name FROM bank_account
        WHERE account_id = $1 AND corp_id = $2 AND account_type = 'SPECIAL' AND purpose = 'EDT_COLLECT' AND controller_corp_id = $3 AND status = 'ACTIVE'`,
      [p.accountId, p.supplierCorpId, p.fiCorpId],
    )
  )[0];
}

/** Whether a supplier holds an access in force (准入成功, within its year) at a bank, with any core: it may open a 回款专户 there. */
export async function hasApprovedAccess(q: Queryable, supplierCorpId: string, fiCorpId: string, today: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM edt_access WHERE supplier_corp_id = $1 AND fi_corp_id = $2 AND status = 'APPROVED' AND valid_to >= $3 LIMIT 1", [
    supplierCorpId,
    fiCorpId,
    today,
  ]);
  return rows.length > 0;
}
