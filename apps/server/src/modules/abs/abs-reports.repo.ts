import type { AbsPriceMode, AbsProductStatus, AbsReceivableStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { ReportReceivable } from './abs-reports.calc';

/** The SQL of the report centre (domain-lines.md §18.6): the caller's receivables and plans, filtered. */

/** Whose figures a report shows: a core corporation's group (or the member itself), or what a factor factors. */
export type ReportScope = { kind: 'DEBTOR'; corpId: string } | { kind: 'FACTOR'; corpId: string };

export interface ReportFilter {
  debtorCorpId?: string | undefined;
  productCode?: string | undefined;
  fiCorpId?: string | undefined;
}

interface Row {
  receivable_no: string;
  debtor_corp_id: string;
  debtor_name: string;
  group_corp_id: string;
  group_name: string;
  creditor_corp_id: string;
  creditor_name: string;
  current_creditor_corp_id: string;
  current_creditor_name: string;
  amount_fen: unknown;
  due_date: string;
  status: AbsReceivableStatus;
  created_at: unknown;
  confirmed_date: string | null;
  transfer_date: string | null;
  price_fen: unknown;
  price_mode: AbsPriceMode | null;
  rate: string | null;
  product_code: string | null;
  product_name: string | null;
  pool_batch_no: string | null;
  pool_date: string | null;
  settled_date: string | null;
  zd_reg_no: string | null;
  pay_confirmed: boolean;
}

export interface AssetReceivable extends ReportReceivable {
  creditor: { corpId: string; corpName: string };
  currentCreditor: { corpId: string; corpName: string };
  priceMode: AbsPriceMode | null;
  rate: string | null;
  productName: string | null;
  zdRegNo: string | null;
  payConfirmed: boolean;
}

/** The factor of a receivable: the one that paid for it, or the one its open transfer is addressed to. */
const FACTOR = '(r.fi_corp_id = $X OR EXISTS (SELECT 1 FROM app_abs_transfer t WHERE t.app_no = r.transfer_app_no AND t.fi_corp_id = $X))';

/** The registration day in Asia/Shanghai of an instant. */
const dayOf = (at: unknown): string => new Date(Number(at) + 8 * 3600_000).toISOString().slice(0, 10);

export async function reportReceivables(q: Queryable, scope: ReportScope, f: ReportFilter): Promise<AssetReceivable[]> {
  const params: unknown[] = [scope.corpId];
  const where = [scope.kind === 'DEBTOR' ? '(d.corp_id = $1 OR d.parent_corp_id = $1)' : FACTOR.replaceAll('$X', '$1')];
  const add = (v: string | undefined, sql: (p: string) => string) => {
    if (!v) return;
    params.push(v);
    where.push(sql(`$${params.length}`));
  };
  add(f.debtorCorpId, (p) => `r.debtor_corp_id = ${p}`);
  add(f.productCode, (p) => `r.product_code = ${p}`);
  add(f.fiCorpId, (p) => FACTOR.replaceAll('$X', p));
  const rows = await q.query<Row>(
    `SELECT r.receivable_no, r.debtor_corp_id, d.corp_name AS debtor_name, COALESCE(d.parent_corp_id, d.corp_id) AS group_corp_id,
       COALESCE(g.corp_name, d.corp_name) AS group_name, r.creditor_corp_id, c.corp_name AS creditor_name, r.current_creditor_corp_id,
       cc.corp_name AS current_creditor_name, r.amount_fen, r.due_date, r.status, r.created_at, r.confirmed_date, r.transfer_date, r.price_fen,
       r.price_mode, r.rate, r.product_code, p.name AS product_name, r.pool_batch_no, r.pool_date, r.settled_date, r.zd_reg_no, r.pay_confirmed
     FROM abs_receivable r
     JOIN corp d ON d.corp_id = r.debtor_corp_id
     LEFT JOIN corp g ON g.corp_id = d.parent_corp_id
     JOIN corp c ON c.corp_id = r.creditor_corp_id
     JOIN corp cc ON cc.corp_id = r.current_creditor_corp_id
     LEFT JOIN abs_product p ON p.product_code = r.product_code
     WHERE ${where.join(' AND ')}
     ORDER BY r.due_date, r.receivable_no`,
    params,
  );
  return rows.map((r) => ({
    receivableNo: r.receivable_no,
    debtorCorpId: r.debtor_corp_id,
    debtorName: r.debtor_name,
    groupCorpId: r.group_corp_id,
    groupName: r.group_name,
    amountFen: fenOf(r.amount_fen),
    dueDate: r.due_date,
    status: r.status,
    registeredDate: dayOf(r.created_at),
    confirmedDate: r.confirmed_date,
    transferDate: r.transfer_date,
    priceFen: r.price_fen === null || r.price_fen === undefined ? null : fenOf(r.price_fen),
    productCode: r.product_code,
    poolBatchNo: r.pool_batch_no,
    poolDate: r.pool_date,
    settledDate: r.settled_date,
    creditor: { corpId: r.creditor_corp_id, corpName: r.creditor_name },
    currentCreditor: { corpId: r.current_creditor_corp_id, corpName: r.current_creditor_name },
    priceMode: r.price_mode,
    rate: r.rate,
    productName: r.product_name,
    zdRegNo: r.zd_reg_no,
    payConfirmed: r.pay_confirmed,
  }));
}

export interface ProductRow {
  product_code: string;
  name: string;
  plan_manager: string;
  fi_corp_id: string;
  fi_name: string;
  setup_date: string;
  expected_end_date: string;
  issue_size_fen: unknown;
  senior_fen: unknown;
  subordinate_fen: unknown;
  locked: boolean;
  status: AbsProductStatus;
}

const PRODUCT = 'SELECT p.*, f.corp_name AS fi_name FROM abs_product p JOIN corp f ON f.corp_id = p.fi_corp_id';

/**
 * The plans a report lists: a factor's own; for a debtor, the plans holding any of its group's receivables.
 */
export async function reportProducts(q: Queryable, scope: ReportScope, f: ReportFilter): Promise<ProductRow[]> {
  const params: unknown[] = [scope.corpId];
  const where = [
    scope.kind === 'FACTOR'
      ? 'p.fi_corp_id = $1'
      : `EXISTS (SELECT 1 FROM abs_receivable r JOIN corp d ON d.corp_id = r.debtor_corp_id
           WHERE r.product_code = p.product_code AND (d.corp_id = $1 OR d.parent_corp_id = $1))`,
  ];
  if (f.productCode) {
    params.push(f.productCode);
    where.push(`p.product_code = $${params.length}`);
  }
  if (f.fiCorpId) {
    params.push(f.fiCorpId);
    where.push(`p.fi_corp_id = $${params.length}`);
  }
  return q.query<ProductRow>(`${PRODUCT} WHERE ${where.join(' AND ')} ORDER BY p.setup_date, p.product_code`, params);
}

export async function productOf(q: Queryable, code: string, lock: boolean): Promise<ProductRow | undefined> {
  return (await q.query<ProductRow>(`${PRODUCT} WHERE p.product_code = $1${lock ? ' FOR UPDATE OF p' : ''}`, [code]))[0];
}
