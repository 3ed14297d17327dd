import { ABS_PRICE_MODE_LABEL, ABS_PRODUCT_STATUS_LABEL, ABS_RECEIVABLE_STATUS_LABEL, absAssetQuerySchema, absReportQuerySchema } from '@scf/api/contract';
import type {
  AbsAssetDetail,
  AbsAssetQuery,
  AbsCompanyOverview,
  AbsMemberOverview,
  AbsOverviewRow,
  AbsProductDetail,
  AbsProductRow,
  AbsReportQuery,
  AbsStorageDetail,
} from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { bucketLabel, bucketed, overview, poolFigures, reconcile, remainDays, totalOf, weightedDays } from './abs-reports.calc';
import type { Bucketed, OverviewFigures } from './abs-reports.calc';
import * as repo from './abs-reports.repo';
import type { AssetReceivable, ProductRow, ReportScope } from './abs-reports.repo';

/**
 * 供应链ABS report centre (domain-lines.md §18.6): the five reports at 统计截止日 T over the caller's scope — a core
 * corporation its group and members (a member itself), a factor what it factors — each with the I1–I5 badge.
 */

export function scopeOf(actor: Actor): ReportScope {
  if (actor.corpType === 'CORE') return { kind: 'DEBTOR', corpId: actor.corpId };
  if (actor.corpType === 'FI') return { kind: 'FACTOR', corpId: actor.corpId };
  throw refuse.forbidden();
}

interface Loaded {
  asOf: string;
  rows: Array<Bucketed & { r: AssetReceivable }>;
  scope: ReportScope;
}

/** What a report reads with: the database and the business date (a request's env, or an export job's). */
export type ReportEnv = Pick<ServiceEnv, 'db' | 'businessDate'>;

async function load(env: ReportEnv, actor: Actor, query: AbsReportQuery): Promise<Loaded> {
  const q = absReportQuerySchema.parse(query);
  const scope = scopeOf(actor);
  const asOf = q.asOf ?? env.businessDate;
  const all = await repo.reportReceivables(env.db, scope, q);
  return { asOf, scope, rows: bucketed(all, asOf, env.businessDate) as Array<Bucketed & { r: AssetReceivable }> };
}

const overviewRow = (o: OverviewFigures): AbsOverviewRow => ({
  corp: { corpId: o.key, corpName: o.name },
  count: o.count,
  registered: fenToDecimal(o.registeredFen),
  pendingConfirm: fenToDecimal(o.buckets.PENDING_CONFIRM),
  confirmed: fenToDecimal(o.buckets.CONFIRMED),
  transferring: fenToDecimal(o.buckets.TRANSFERRING),
  transferred: fenToDecimal(o.buckets.TRANSFERRED),
  pooled: fenToDecimal(o.buckets.POOLED),
  overdue: fenToDecimal(o.buckets.OVERDUE),
  settled: fenToDecimal(o.buckets.SETTLED),
  expired: fenToDecimal(o.buckets.EXPIRED),
  price: fenToDecimal(o.priceFen),
});

/** 企业业务概览: one row per debtor group. */
export async function companyOverview(env: ReportEnv, actor: Actor, query: AbsReportQuery): Promise<AbsCompanyOverview> {
  const { asOf, rows } = await load(env, actor, query);
  return { asOf, rows: overview(rows, 'GROUP').map(overviewRow), reconciliation: reconcile(rows, asOf) };
}

/** 成员单位业务概览: one row per debtor company, then 合计. */
export async function memberOverview(env: ReportEnv, actor: Actor, query: AbsReportQuery): Promise<AbsMemberOverview> {
  const { asOf, rows } = await load(env, actor, query);
  const members = overview(rows, 'DEBTOR');
  return { asOf, rows: members.map(overviewRow), total: overviewRow(totalOf(members)), reconciliation: reconcile(rows, asOf) };
}

/** 入池明细: one row per pool-in batch, by date. */
export async function storageDetail(env: ReportEnv, actor: Actor, query: AbsReportQuery): Promise<AbsStorageDetail> {
  const { asOf, rows } = await load(env, actor, query);
  const names = new Map(rows.map((b) => [b.r.productCode, b.r.productName]));
  const batches = [...poolFigures(rows, asOf, 'BATCH').entries()].sort(([a, x], [b, y]) => x.poolDate.localeCompare(y.poolDate) || a.localeCompare(b));
  return {
    asOf,
    rows: batches.map(([batchNo, p]) => ({
      poolDate: p.poolDate,
      batchNo,
      productCode: p.productCode,
      productName: names.get(p.productCode) ?? '',
      count: p.count,
      amount: fenToDecimal(p.amountFen),
      price: fenToDecimal(p.priceFen),
      weightedRemainDays: weightedDays(p),
      pooled: fenToDecimal(p.pooledFen),
      settled: fenToDecimal(p.settledFen),
      overdue: fenToDecimal(p.overdueFen),
    })),
    reconciliation: reconcile(rows, asOf),
  };
}

export const productRowOf = (
  p: ProductRow,
  figures?: { count: number; amountFen: bigint; pooledFen: bigint; overdueFen: bigint; settledFen: bigint },
): AbsProductRow => ({
  productCode: p.product_code,
  name: p.name,
  planManager: p.plan_manager,
  fi: { corpId: p.fi_corp_id, corpName: p.fi_name },
  setupDate: p.setup_date,
  expectedEndDate: p.expected_end_date,
  issueSize: yuanOf(p.issue_size_fen),
  senior: yuanOf(p.senior_fen),
  subordinate: yuanOf(p.subordinate_fen),
  count: figures?.count ?? 0,
  amount: fenToDecimal(figures?.amountFen ?? 0n),
  pooled: fenToDecimal(figures?.pooledFen ?? 0n),
  overdue: fenToDecimal(figures?.overdueFen ?? 0n),
  settled: fenToDecimal(figures?.settledFen ?? 0n),
  locked: p.locked,
  status: p.status,
  statusLabel: ABS_PRODUCT_STATUS_LABEL[p.status],
});

/** 产品明细: one row per plan (a plan with nothing pooled shows zeros). */
export async function productDetail(env: ReportEnv, actor: Actor, query: AbsReportQuery): Promise<AbsProductDetail> {
  const { asOf, rows, scope } = await load(env, actor, query);
  const figures = poolFigures(rows, asOf, 'PRODUCT');
  const products = await repo.reportProducts(env.db, scope, absReportQuerySchema.parse(query));
  const debtorFiltered = Boolean(query.debtorCorpId);
  return {
    asOf,
    rows: products.filter((p) => !debtorFiltered || figures.has(p.product_code)).map((p) => productRowOf(p, figures.get(p.product_code))),
    reconciliation: reconcile(rows, asOf),
  };
}

/** 资产明细: one row per receivable registered at T, by bucket when asked. */
export async function assetDetail(env: ReportEnv, actor: Actor, query: AbsAssetQuery): Promise<AbsAssetDetail> {
  const q = absAssetQuerySchema.parse(query);
  const { bucket, ...filters } = q;
  const { asOf, rows } = await load(env, actor, filters);
  return {
    asOf,
    rows: rows
      .filter((b) => !bucket || b.bucket === bucket)
      .map(({ r, bucket }) => ({
        receivableNo: r.receivableNo,
        debtor: { corpId: r.debtorCorpId, corpName: r.debtorName },
        creditor: r.creditor,
        currentCreditor: r.currentCreditor,
        amount: fenToDecimal(r.amountFen),
        dueDate: r.dueDate,
        remainDays: remainDays(r.dueDate, asOf),
        transferDate: r.transferDate !== null && r.transferDate <= asOf ? r.transferDate : null,
        price: r.priceFen !== null && r.transferDate !== null && r.transferDate <= asOf ? fenToDecimal(fenOf(r.priceFen)) : null,
        rate: r.rate,
        priceModeLabel: r.priceMode ? ABS_PRICE_MODE_LABEL[r.priceMode] : null,
        productCode: r.poolDate !== null && r.poolDate <= asOf ? r.productCode : null,
        productName: r.poolDate !== null && r.poolDate <= asOf ? r.productName : null,
        poolBatchNo: r.poolDate !== null && r.poolDate <= asOf ? r.poolBatchNo : null,
        poolDate: r.poolDate !== null && r.poolDate <= asOf ? r.poolDate : null,
        settledDate: r.settledDate !== null && r.settledDate <= asOf ? r.settledDate : null,
        zdRegNo: r.zdRegNo,
        payConfirmed: r.payConfirmed,
        bucket,
        bucketLabel: bucketLabel(bucket),
        status: r.status,
        statusLabel: ABS_RECEIVABLE_STATUS_LABEL[r.status],
      })),
    reconciliation: reconcile(rows, asOf),
  };
}
