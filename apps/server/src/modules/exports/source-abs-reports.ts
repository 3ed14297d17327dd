import type { AbsOverviewRow, AbsProductRow, AbsReportQuery, AbsStorageRow, ExportRequest } from '@scf/api/contract';
import { companyOverview, memberOverview, productDetail, storageDetail } from '../abs';
import { conditionText } from './exports.source';
import type { ExportColumn, ExportSource, SourceEnv } from './exports.source';

/**
 * The other four reports of the ABS report centre (domain-lines.md §18.6) — 企业业务概览, 成员单位业务概览 (with its 合计
 * row), 入池明细 and 产品明细 — with the report's columns, under the page's filters and the caller's scope (a core its
 * group, a bank what it factors), read by the very report the page shows.
 */

type Key = 'abs-company-overview' | 'abs-member-overview' | 'abs-storage' | 'abs-products';
type ReportRequest<K extends Key> = Extract<ExportRequest, { source: K }>;

const MONEY = '#,##0.00';
const money = <R>(header: string, value: (r: R) => string): ExportColumn<R> => ({ header, width: 16, numFmt: MONEY, value: (r) => Number(value(r)) });

const describe = ({ filters: f }: { filters: AbsReportQuery }) =>
  conditionText([
    ['统计截止日', f.asOf],
    ['债务人', f.debtorCorpId],
    ['专项计划', f.productCode],
    ['受让方', f.fiCorpId],
  ]);

const envOf = ({ q, businessDate }: SourceEnv) => ({ db: q, businessDate });

/** The columns of 企业业务概览 and 成员单位业务概览 (§18.6). */
const OVERVIEW_COLUMNS: readonly ExportColumn<AbsOverviewRow>[] = [
  { header: '企业名称', width: 30, value: (r) => r.corp.corpName },
  { header: '登记笔数', width: 10, value: (r) => r.count },
  money('登记金额', (r) => r.registered),
  money('待确权金额', (r) => r.pendingConfirm),
  money('已确权未转让金额', (r) => r.confirmed),
  money('转让中金额', (r) => r.transferring),
  money('已转让待入池金额', (r) => r.transferred),
  money('在池存续金额', (r) => r.pooled),
  money('逾期金额', (r) => r.overdue),
  money('已回款金额', (r) => r.settled),
  money('已到期未转让金额', (r) => r.expired),
  money('转让价款合计', (r) => r.price),
];

export const absCompanyOverviewSource: ExportSource<ReportRequest<'abs-company-overview'>, AbsOverviewRow> = {
  key: 'abs-company-overview',
  label: '企业业务概览',
  access: () => ({ menu: '/abs/report-center/company-business-overview' }),
  columns: OVERVIEW_COLUMNS,
  describe,
  count: async (env, r) => (await companyOverview(envOf(env), env.actor, r.filters)).rows.length,
  async *rows(env, r) {
    yield* (await companyOverview(envOf(env), env.actor, r.filters)).rows;
  },
};

/** 成员单位业务概览: the debtor companies, then the 合计 row (named 合计). */
export const absMemberOverviewSource: ExportSource<ReportRequest<'abs-member-overview'>, AbsOverviewRow> = {
  key: 'abs-member-overview',
  label: '成员单位业务概览',
  access: () => ({ menu: '/abs/report-center/member-business-overview' }),
  columns: OVERVIEW_COLUMNS,
  describe,
  count: async (env, r) => (await memberOverview(envOf(env), env.actor, r.filters)).rows.length + 1,
  async *rows(env, r) {
    const report = await memberOverview(envOf(env), env.actor, r.filters);
    yield* report.rows;
    yield { ...report.total, corp: { corpId: '', corpName: '合计' } };
  },
};

export const absStorageSource: ExportSource<ReportRequest<'abs-storage'>, AbsStorageRow> = {
  key: 'abs-storage',
  label: '入池明细',
  access: () => ({ menu: '/abs/report-center/storage-detail' }),
  columns: [
    { header: '入池日期', width: 12, value: (r) => r.poolDate },
    { header: '入池批次号', width: 22, value: (r) => r.batchNo },
    { header: '专项计划', width: 40, value: (r) => r.productName },
    { header: '资产笔数', width: 10, value: (r) => r.count },
    money('应收账款金额', (r) => r.amount),
    money('转让价款', (r) => r.price),
    { header: '加权平均剩余期限（天）', width: 14, value: (r) => r.weightedRemainDays },
    money('在池存续金额', (r) => r.pooled),
    money('已回款金额', (r) => r.settled),
    money('逾期金额', (r) => r.overdue),
  ],
  describe,
  count: async (env, r) => (await storageDetail(envOf(env), env.actor, r.filters)).rows.length,
  async *rows(env, r) {
    yield* (await storageDetail(envOf(env), env.actor, r.filters)).rows;
  },
};

export const absProductsSource: ExportSource<ReportRequest<'abs-products'>, AbsProductRow> = {
  key: 'abs-products',
  label: '产品明细',
  access: () => ({ menu: '/abs/report-center/product-detail' }),
  columns: [
    { header: '专项计划名称', width: 40, value: (r) => r.name },
    { header: '产品代码', width: 14, value: (r) => r.productCode },
    { header: '计划管理人', width: 20, value: (r) => r.planManager },
    { header: '设立日', width: 12, value: (r) => r.setupDate },
    { header: '预期到期日', width: 12, value: (r) => r.expectedEndDate },
    money('发行规模', (r) => r.issueSize),
    money('优先级规模', (r) => r.senior),
    money('次级规模', (r) => r.subordinate),
    { header: '入池资产笔数', width: 12, value: (r) => r.count },
    money('入池资产金额', (r) => r.amount),
    money('在池存续金额', (r) => r.pooled),
    money('逾期金额', (r) => r.overdue),
    money('已回款金额', (r) => r.settled),
    { header: '状态', width: 10, value: (r) => r.statusLabel },
  ],
  describe,
  count: async (env, r) => (await productDetail(envOf(env), env.actor, r.filters)).rows.length,
  async *rows(env, r) {
    yield* (await productDetail(envOf(env), env.actor, r.filters)).rows;
  },
};
