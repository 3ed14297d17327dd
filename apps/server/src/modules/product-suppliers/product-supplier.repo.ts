import { TERMINAL_APP_STATUSES, TERMINAL_CREDIT_STATUSES } from '@scf/api/contract';
import type { LedgerProduct, ProductSupplierAction } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { Conditions, containing } from '../../platform/db/list-query';

/** A supplier of a core (its SUPPLIER counterparty) with what it has of one product. */
export interface SupplierRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
  authenticated: boolean;
  /** The supplier opened the product itself (`corp_product`). */
  product_open: boolean;
  /** The core's row for it (`product_supplier`), if any. */
  status: 'ACTIVE' | 'SUSPENDED' | null;
  effective_from: string | null;
  effective_to: string | null;
  set_by: 'CORE' | 'PLATFORM' | 'FI' | null;
  /** A PSP application of the core for this supplier and product that has not ended. */
  pending_app_no: string | null;
  /** 持有金额: Σ live leaves of the core's issue the supplier holds (fen). */
  held_fen: unknown;
  /** 融资余额: Σ leaves of the core's issue financed by the supplier and not yet paid (fen). */
  financed_fen: unknown;
}

/** Leaves of the core's issue in the product: $1 core, $2 product. */
const OF_CORE = 'c2.issuer_corp_id = r.corp_id AND c2.product_type = $2';

/** $1 core, $2 product, $3 the ended statuses, $4 the ended credit statuses. */
const SUPPLIERS = `SELECT c.corp_id, c.corp_name, c.uscc, c.authenticated,
    EXISTS (SELECT 1 FROM corp_product p WHERE p.corp_id = c.corp_id AND p.product_code = $2) AS product_open,
    ps.status, ps.effective_from, ps.effective_to, ps.set_by,
    (SELECT x.app_no FROM app_product_supplier x JOIN application a ON a.app_no = x.app_no
      WHERE a.applicant_corp_id = r.corp_id AND a.product_type = $2 AND x.supplier_corp_id = c.corp_id AND a.status <> ALL ($3::text[])
      ORDER BY a.created_at DESC LIMIT 1) AS pending_app_no,
    (SELECT COALESCE(sum(c2.amount_fen), 0) FROM credit c2
      WHERE ${OF_CORE} AND c2.holder_corp_id = c.corp_id AND c2.status <> 'PENDING_SIGN' AND c2.status <> ALL ($4::text[])) AS held_fen,
    (SELECT COALESCE(sum(c2.amount_fen), 0) FROM credit c2 JOIN credit pc ON pc.credit_no = c2.parent_no
      WHERE ${OF_CORE} AND c2.status = 'FINANCED' AND pc.holder_corp_id = c.corp_id) AS financed_fen
  FROM counterparty_rel r
  JOIN corp c ON c.corp_id = r.counterparty_corp_id
  LEFT JOIN product_supplier ps ON ps.core_corp_id = r.corp_id AND ps.supplier_corp_id = c.corp_id AND ps.product_type = $2`;

const conditionsOf = (coreCorpId: string, product: LedgerProduct) =>
  new Conditions([coreCorpId, product, TERMINAL_APP_STATUSES, TERMINAL_CREDIT_STATUSES]).raw("r.corp_id = $1 AND r.relation = 'SUPPLIER'");

/** The core's suppliers with their status for the product, by name; `keyword` matches the name or the USCC. */
export async function suppliersOf(q: Queryable, coreCorpId: string, product: LedgerProduct, keyword?: string): Promise<SupplierRow[]> {
  const c = conditionsOf(coreCorpId, product).add(containing(keyword), (p) => `(c.corp_name LIKE ${p} OR c.uscc LIKE ${p})`);
  return q.query<SupplierRow>(`${SUPPLIERS} WHERE ${c.sql} ORDER BY c.corp_name, c.corp_id`, c.params);
}

/**
 * One supplier of the core, its relation row locked when asked: two applications for the same supplier take turns,
 * so the second sees the first as in process. Undefined when the corporation is not the core's supplier.
 */
export async function supplierOf(
  q: Queryable,
  coreCorpId: string,
  supplierCorpId: string,
  product: LedgerProduct,
  lock: boolean,
): Promise<SupplierRow | undefined> {
  const c = conditionsOf(coreCorpId, product).add(supplierCorpId, (p) => `c.corp_id = ${p}`);
  return (await q.query<SupplierRow>(`${SUPPLIERS} WHERE ${c.sql}${lock ? ' FOR UPDATE OF r' : ''}`, c.params))[0];
}

/** What a PSP application asks: the supplier and the action. */
export async function insertProductSupplierApp(q: Queryable, appNo: string, supplierCorpId: string, action: ProductSupplierAction): Promise<void> {
  await q.query('INSERT INTO app_product_supplier (app_no, supplier_corp_id, action) VALUES ($1, $2, $3)', [appNo, supplierCorpId, action]);
}

export async function productSupplierAppOf(q: Queryable, appNo: string): Promise<{ supplier_corp_id: string; action: ProductSupplierAction } | undefined> {
  return (
    await q.query<{ supplier_corp_id: string; action: ProductSupplierAction }>('SELECT supplier_corp_id, action FROM app_product_supplier WHERE app_no = $1', [
      appNo,
    ])
  )[0];
}

export interface ProductSupplierChange {
  coreCorpId: string;
  supplierCorpId: string;
  product: LedgerProduct;
  status: 'ACTIVE' | 'SUSPENDED';
  effectiveFrom: string;
  reason: string;
  appNo: string;
  at: number;
}

/** The core's row for the supplier and product, set by the core (设置方 CORE) from the business date on. */
export async function setProductSupplier(q: Queryable, s: ProductSupplierChange): Promise<void> {
  await q.query(
    `INSERT INTO product_supplier (core_corp_id, supplier_corp_id, product_type, status, effective_from, effective_to, set_by, reason, app_no, updated_at)
     VALUES ($1, $2, $3, $4, $5, NULL, 'CORE', $6, $7, $8)
     ON CONFLICT (core_corp_id, supplier_corp_id, product_type) DO UPDATE
       SET status = EXCLUDED.status, effective_from = EXCLUDED.effective_from, effective_to = NULL, set_by = 'CORE', reason = EXCLUDED.reason,
           app_no = EXCLUDED.app_no, updated_at = EXCLUDED.updated_at`,
    [s.coreCorpId, s.supplierCorpId, s.product, s.status, s.effectiveFrom, s.reason, s.appNo, s.at],
  );
}
