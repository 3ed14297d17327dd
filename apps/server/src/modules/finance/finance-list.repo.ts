import type { AppStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { Conditions, pageQuery } from '../../platform/db/list-query';
import type { FinanceAppRow } from './finance.repo';
/** The financing lists and tiles (融资详情, 供应商融资查询, the FI's home): pages and sums over finance_app and its application. */

/** Counts and sums of the corporation's financings (as applicant or FI) by status, funded this month, and FINANCED leaves outstanding. */
export async function summaryOf(
  q: Queryable,
  corpId: string,
  monthStart: string,
): Promise<{ byStatus: Array<{ status: string; n: unknown; fen: unknown }>; funded: { n: unknown; fen: unknown }; outstanding: { n: unknown; fen: unknown } }> {
  const mine = 'FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE (a.applicant_corp_id = $1 OR f.fi_corp_id = $1)';
  const byStatus = await q.query<{ status: string; n: unknown; fen: unknown }>(
    `SELECT a.status, count(*) AS n, COALESCE(sum(f.finance_fen), 0) AS fen ${mine} GROUP BY a.status`,
    [corpId],
  );
  const funded = (
    await q.query<{ n: unknown; fen: unknown }>(
      `SELECT count(*) AS n, COALESCE(sum(f.finance_fen), 0) AS fen ${mine} AND a.status = 'COMPLETED' AND f.value_date >= $2`,
      [corpId, monthStart],
    )
  )[0]!;
  const outstanding = (
    await q.query<{ n: unknown; fen: unknown }>(
      `SELECT count(*) AS n, COALESCE(sum(c.amount_fen), 0) AS fen FROM credit c WHERE c.status = 'FINANCED' AND (c.holder_corp_id = $1 OR EXISTS (SELECT 1
         FROM credit p WHERE p.credit_no = c.parent_no AND p.holder_corp_id = $1))`,
      [corpId],
    )
  )[0]!;
  return { byStatus, funded, outstanding };
}

export interface FinanceListRow extends FinanceAppRow {
  status: AppStatus;
  applicant_corp_id: string;
  applicant_name: string;
  created_at: unknown;
  business_date: string;
}

export const OPEN = "('PENDING_REVIEW', 'PENDING_FI', 'PENDING_FINAL', 'PENDING_FUNDING')";

export const ENDED = "('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED')";

const LIST_FROM =
  'FROM finance_app f JOIN application a ON a.app_no = f.app_no JOIN corp fi ON fi.corp_id = f.fi_corp_id JOIN corp ap ON ap.corp_id = a.applicant_corp_id';

/** One page of financings matching `where` (over f, a, fi, ap; its parameters `params`), newest first. */
async function pageWhere(
  q: Queryable,
  where: string,
  params: unknown[],
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const select = `SELECT f.*, fi.corp_name AS fi_name, a.status, a.applicant_corp_id, ap.corp_name AS applicant_name, a.created_at,
    a.business_date ${LIST_FROM}`;
  return pageQuery<FinanceListRow>(q, select, new Conditions(params).raw(where), 'a.created_at DESC, f.app_no DESC', w.limit, w.offset);
}

/** The corporation's financings, as applicant or as the FI; `pending`: open ones only. */
export async function pageFinance(
  q: Queryable,
  corpId: string,
  f: { pattern: string; pending: boolean },
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const where = `(a.applicant_corp_id = $1 OR f.fi_corp_id = $1) AND (f.app_no ILIKE $2 OR f.credit_no ILIKE $2 OR ap.corp_name ILIKE $2)
    ${f.pending ? `AND a.status IN ${OPEN}` : ''}`;
  return pageWhere(q, where, [corpId, f.pattern], w);
}

export interface SupplierFinanceFilter {
  pattern: string;
  stage: 'all' | 'pending' | 'completed' | 'ended';
  fiCorpId: string | null;
  from: string | null;
  to: string | null;
  supplierCorpId: string | null;
  productType: string | null;
}

/**
 * 供应商融资查询 (domain.md §7.7): financings of credits issued by the core or a member of its group, by stage
 * (pending / completed / ended), FI and the application's business dates from–to (申请日期, both included).
 */
export async function pageSupplierFinance(
  q: Queryable,
  coreCorpId: string,
  f: SupplierFinanceFilter,
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const stage = { all: '', pending: `AND a.status IN ${OPEN}`, completed: "AND a.status = 'COMPLETED'", ended: `AND a.status IN ${ENDED}` }[f.stage];
  const where = `a.issuer_corp_id IN (SELECT corp_id FROM corp WHERE corp_id = $1 OR parent_corp_id = $1)
    AND (f.app_no ILIKE $2 OR f.credit_no ILIKE $2 OR ap.corp_name ILIKE $2) ${stage}
    AND ($3::text IS NULL OR f.fi_corp_id = $3) AND ($4::text IS NULL OR a.business_date >= $4)
    AND ($5::text IS NULL OR a.business_date <= $5) AND ($6::text IS NULL OR a.applicant_corp_id = $6)
    AND ($7::text IS NULL OR a.product_type = $7)`;
  return pageWhere(q, where, [coreCorpId, f.pattern, f.fiCorpId, f.from, f.to, f.supplierCorpId, f.productType], w);
}

/** Σ FINANCED leaves held by the FI whose credit is overdue (domain.md §12 FI tile 逾期). */
export const fiOverdueOf = async (q: Queryable, fiCorpId: string, businessDate: string): Promise<{ n: unknown; fen: unknown }> =>
  (
    await q.query<{ n: unknown; fen: unknown }>(
      `SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM credit WHERE holder_corp_id = $1 AND (status = 'OVERDUE' OR (status = 'FINANCED'
         AND due_date < $2))`,
      [fiCorpId, businessDate],
    )
  )[0]!;
