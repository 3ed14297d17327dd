import type { Queryable } from '../../platform/db/db';

/** The orders of a supplier with a core bound to one 回款专户, by what a change of that account would do to them. */
export interface BoundOrders {
  /** With a financing not settled (融资中, 已融资, 逾期, or a loan not repaid): a change is refused. */
  openLoan: number;
  /** 确认中 or 已确认 with no open loan: the core re-confirms them after a change. */
  open: number;
}

const FINANCING_OPEN = `(o.status IN ('FINANCING', 'FINANCED', 'OVERDUE')
  OR EXISTS (SELECT 1 FROM edt_loan l WHERE l.order_id = o.order_id AND l.status <> 'REPAID'))`;

export async function boundOrders(q: Queryable, p: { supplierCorpId: string; coreCorpId: string; accountId: string }): Promise<BoundOrders> {
  const [row] = await q.query<{ open_loan: number; open: number }>(
    `SELECT COUNT(*) FILTER (WHERE ${FINANCING_OPEN})::int AS open_loan,
            COUNT(*) FILTER (WHERE o.status IN ('CONFIRMING', 'CONFIRMED') AND NOT ${FINANCING_OPEN})::int AS open
       FROM edt_order o WHERE o.supplier_corp_id = $1 AND o.core_corp_id = $2 AND o.collect_account_id = $3`,
    [p.supplierCorpId, p.coreCorpId, p.accountId],
  );
  return { openLoan: Number(row?.open_loan ?? 0), open: Number(row?.open ?? 0) };
}

/** The supplier's ACTIVE 回款专户 supervised by one bank, oldest first. */
export const collectCandidates = (q: Queryable, supplierCorpId: string, fiCorpId: string): Promise<{ account_id: string; account_no: string }[]> =>
  q.query(
    `SELECT account_id, account_no FROM bank_account
      WHERE corp_id = $1 AND account_type = 'SPECIAL' AND purpose = 'EDT_COLLECT' AND controller_corp_id = $2 AND status = 'ACTIVE'
      ORDER BY account_no`,
    [supplierCorpId, fiCorpId],
  );

/**
 * After a change of the access's account, the supplier's open orders with the core bound to the old one: 已确认 goes back
 * to 待确认 without its figures (the core confirms again, naming the new account); 确认中 is re-pointed, so the core's
 * director signs the confirmation over the new account. Returns how many orders were touched.
 */
export async function reconfirmOrders(q: Queryable, p: { supplierCorpId: string; coreCorpId: string; fromId: string; toId: string }): Promise<number> {
  const back = await q.query(
    `UPDATE edt_order SET status = 'UNCONFIRMED', confirmed_fen = NULL, collect_account_id = NULL, confirm_app_no = NULL, version = version + 1
      WHERE supplier_corp_id = $1 AND core_corp_id = $2 AND collect_account_id = $3 AND status = 'CONFIRMED'
        AND NOT EXISTS (SELECT 1 FROM edt_loan l WHERE l.order_id = edt_order.order_id) RETURNING order_id`,
    [p.supplierCorpId, p.coreCorpId, p.fromId],
  );
  const moved = await q.query<{ order_id: string; confirm_app_no: string | null }>(
    `UPDATE edt_order SET collect_account_id = $4, version = version + 1
      WHERE supplier_corp_id = $1 AND core_corp_id = $2 AND collect_account_id = $3 AND status = 'CONFIRMING' RETURNING order_id, confirm_app_no`,
    [p.supplierCorpId, p.coreCorpId, p.fromId, p.toId],
  );
  const apps = moved.map((m) => m.confirm_app_no).filter((a): a is string => a !== null);
  if (apps.length > 0) await q.query('UPDATE edt_order_confirm SET collect_account_id = $2 WHERE app_no = ANY($1)', [apps, p.toId]);
  return back.length + moved.length;
}

export interface BindingRow {
  access_app_no: string;
  from_account_id: string | null;
  from_account_no: string | null;
  to_account_id: string;
  to_account_no: string;
  consent: string;
  reconfirm_orders: number;
  changed_by: string;
  business_date: string;
}

export const bindingsOf = (q: Queryable, appNos: readonly string[]): Promise<BindingRow[]> =>
  q.query<BindingRow>(
    `SELECT g.access_app_no, g.from_account_id, f.account_no AS from_account_no, g.to_account_id, t.account_no AS to_account_no, g.consent,
            g.reconfirm_orders, u.person_name AS changed_by, g.business_date
       FROM edt_collect_binding g
       JOIN bank_account t ON t.account_id = g.to_account_id
       LEFT JOIN bank_account f ON f.account_id = g.from_account_id
       JOIN app_user u ON u.user_id = g.changed_by
      WHERE g.access_app_no = ANY($1) ORDER BY g.binding_id DESC`,
    [appNos],
  );

export async function recordBinding(
  q: Queryable,
  b: { appNo: string; fromId: string | null; toId: string; consent: string; reconfirm: number; userId: string; businessDate: string; at: number },
): Promise<void> {
  await q.query('UPDATE edt_access SET collect_account_id = $2 WHERE app_no = $1', [b.appNo, b.toId]);
  await q.query(
    `INSERT INTO edt_collect_binding (access_app_no, from_account_id, to_account_id, consent, reconfirm_orders, changed_by, business_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [b.appNo, b.fromId, b.toId, b.consent, b.reconfirm, b.userId, b.businessDate, b.at],
  );
}
