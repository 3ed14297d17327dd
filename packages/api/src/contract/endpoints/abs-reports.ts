import { post } from '../endpoint';
import { absReceivableNoSchema } from '../schemas/abs';
import {
  absAssetDetailSchema,
  absAssetQuerySchema,
  absCollectInputSchema,
  absCollectionSchema,
  absCompanyOverviewSchema,
  absMemberOverviewSchema,
  absPoolBatchSchema,
  absPoolInputSchema,
  absProductCodeSchema,
  absProductDetailSchema,
  absProductInputSchema,
  absProductRowSchema,
  absReportQuerySchema,
  absStorageDetailSchema,
} from '../schemas/abs-reports';

/**
 * 供应链ABS report centre (domain-lines.md §18.6): five reports over the caller's scope (a core user its group or
 * itself as member, a factor what it factors), each with the I1–I5 reconciliation; and the factor's product manager's
 * 新增专项计划, 锁定, 入池 and 回款登记 (§18.3).
 */
export const absReportEndpoints = {
  /** 企业业务概览: one row per debtor group. */
  companyOverview: post('/v1/abs/reports/company-overview', { body: absReportQuerySchema, response: absCompanyOverviewSchema }),
  /** 成员单位业务概览: one row per debtor company, and 合计. */
  memberOverview: post('/v1/abs/reports/member-overview', { body: absReportQuerySchema, response: absMemberOverviewSchema }),
  /** 入池明细: one row per pool-in batch. */
  storageDetail: post('/v1/abs/reports/storage-detail', { body: absReportQuerySchema, response: absStorageDetailSchema }),
  /** 产品明细: one row per 专项计划. */
  productDetail: post('/v1/abs/reports/product-detail', { body: absReportQuerySchema, response: absProductDetailSchema }),
  /** 资产明细: one row per receivable, by bucket when asked. */
  assetDetail: post('/v1/abs/reports/asset-detail', { body: absAssetQuerySchema, response: absAssetDetailSchema }),
  /** 新增专项计划 (the factor's 产品经理). */
  createProduct: post('/v1/abs/products', { body: absProductInputSchema, response: absProductRowSchema, idempotent: true }),
  /** 锁定 a plan: its assets can no longer change (专项计划已锁定，不能调整资产). */
  lockProduct: post('/v1/abs/products/{productCode}/lock', { params: { productCode: absProductCodeSchema }, response: absProductRowSchema, idempotent: true }),
  /** 入池: transferred receivables → 已入池, one PIB batch. */
  pool: post('/v1/abs/pool', { body: absPoolInputSchema, response: absPoolBatchSchema, idempotent: true }),
  /** 回款登记: → 已回款. */
  collect: post('/v1/abs/receivables/{receivableNo}/collect', {
    params: { receivableNo: absReceivableNoSchema },
    body: absCollectInputSchema,
    response: absCollectionSchema,
    idempotent: true,
  }),
} as const;
