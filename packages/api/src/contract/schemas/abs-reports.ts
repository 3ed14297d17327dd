import { z } from 'zod';
import { money } from '../../validators/money';
import { labelKeys } from './labels';
import { absReceivableNoSchema } from './abs';
import { ABS_RECEIVABLE_STATUSES } from './abs';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * 供应链ABS report centre (domain-lines.md §18.6) and the factor's product manager's moves on it (§18.3): 新增专项计划,
 * 入池 (TRANSFERRED → POOLED in a PIB batch) and 回款登记 (→ SETTLED).
 */

/** The nine buckets of a receivable at 统计截止日 T (DRAFT and CANCELLED are not registered). */
export const ABS_BUCKET_LABEL = {
  PENDING_CONFIRM: '待确权',
  CONFIRMED: '已确权未转让',
  TRANSFERRING: '转让中',
  TRANSFERRED: '已转让待入池',
  POOLED: '在池存续',
  OVERDUE: '逾期',
  SETTLED: '已回款',
  EXPIRED: '已到期未转让',
} as const;
export type AbsBucket = keyof typeof ABS_BUCKET_LABEL;
export const ABS_BUCKETS = labelKeys(ABS_BUCKET_LABEL);

/** 专项计划 status (存续期 | 已到期 | 已清算). */
export const ABS_PRODUCT_STATUS_LABEL = { ACTIVE: '存续期', MATURED: '已到期', LIQUIDATED: '已清算' } as const;
export type AbsProductStatus = keyof typeof ABS_PRODUCT_STATUS_LABEL;
export const ABS_PRODUCT_STATUSES = labelKeys(ABS_PRODUCT_STATUS_LABEL);

export const absProductCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{2,32}$/, '产品代码为2至32位字母、数字或短横线');

/** The filters every report takes: 统计截止日 (default the business date), 债务人, 专项计划, 受让方. */
export const absReportQuerySchema = z.strictObject({
  asOf: z.optional(businessDateSchema),
  debtorCorpId: z.string().trim().max(64).optional(),
  productCode: z.string().trim().max(32).optional(),
  fiCorpId: z.string().trim().max(64).optional(),
});
export type AbsReportQuery = z.input<typeof absReportQuerySchema>;

/** 资产明细 also by bucket (the figures of one column of 企业业务概览). */
export const absAssetQuerySchema = absReportQuerySchema.extend({ bucket: z.enum(ABS_BUCKETS).optional() });
export type AbsAssetQuery = z.input<typeof absAssetQuerySchema>;

/** 对账一致 / 对账不一致: the identities I1–I5 of §18.6 over the same scope and filters. */
export const absReconciliationSchema = z.object({
  consistent: z.boolean(),
  label: z.string(),
  /** The identities that failed (`I1` … `I5`), empty when consistent. */
  failed: z.array(z.string()),
});
export type AbsReconciliation = z.output<typeof absReconciliationSchema>;

/** One row of 企业业务概览 / 成员单位业务概览. */
export const absOverviewRowSchema = z.object({
  corp: corpRefSchema,
  count: z.number().int(),
  registered: amountSchema,
  pendingConfirm: amountSchema,
  confirmed: amountSchema,
  transferring: amountSchema,
  transferred: amountSchema,
  pooled: amountSchema,
  overdue: amountSchema,
  settled: amountSchema,
  expired: amountSchema,
  price: amountSchema,
});
export type AbsOverviewRow = z.output<typeof absOverviewRowSchema>;

const report = <T extends z.ZodTypeAny>(row: T) => z.object({ asOf: z.string(), rows: z.array(row), reconciliation: absReconciliationSchema });

export const absCompanyOverviewSchema = report(absOverviewRowSchema);
export type AbsCompanyOverview = z.output<typeof absCompanyOverviewSchema>;
/** 成员单位业务概览: one row per debtor company, and the 合计 row. */
export const absMemberOverviewSchema = report(absOverviewRowSchema).extend({ total: absOverviewRowSchema });
export type AbsMemberOverview = z.output<typeof absMemberOverviewSchema>;

/** 入池明细: one row per pool-in batch. */
export const absStorageRowSchema = z.object({
  poolDate: z.string(),
  batchNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  count: z.number().int(),
  amount: amountSchema,
  price: amountSchema,
  weightedRemainDays: z.number().int(),
  pooled: amountSchema,
  settled: amountSchema,
  overdue: amountSchema,
});
export type AbsStorageRow = z.output<typeof absStorageRowSchema>;
export const absStorageDetailSchema = report(absStorageRowSchema);
export type AbsStorageDetail = z.output<typeof absStorageDetailSchema>;

/** 产品明细: one row per 专项计划. */
export const absProductRowSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  planManager: z.string(),
  fi: corpRefSchema,
  setupDate: z.string(),
  expectedEndDate: z.string(),
  issueSize: amountSchema,
  senior: amountSchema,
  subordinate: amountSchema,
  count: z.number().int(),
  amount: amountSchema,
  pooled: amountSchema,
  overdue: amountSchema,
  settled: amountSchema,
  locked: z.boolean(),
  status: z.enum(ABS_PRODUCT_STATUSES),
  statusLabel: z.string(),
});
export type AbsProductRow = z.output<typeof absProductRowSchema>;
export const absProductDetailSchema = report(absProductRowSchema);
export type AbsProductDetail = z.output<typeof absProductDetailSchema>;

/** 资产明细: one row per receivable, with its bucket at T. */
export const absAssetRowSchema = z.object({
  receivableNo: z.string(),
  debtor: corpRefSchema,
  creditor: corpRefSchema,
  currentCreditor: corpRefSchema,
  amount: amountSchema,
  dueDate: z.string(),
  remainDays: z.number().int(),
  transferDate: z.string().nullable(),
  price: amountSchema.nullable(),
  /** 折扣率/比例 as the quote was configured (`4.20%`), with its mode's label. */
  rate: z.string().nullable(),
  priceModeLabel: z.string().nullable(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  poolBatchNo: z.string().nullable(),
  poolDate: z.string().nullable(),
  settledDate: z.string().nullable(),
  zdRegNo: z.string().nullable(),
  payConfirmed: z.boolean(),
  bucket: z.enum(ABS_BUCKETS),
  bucketLabel: z.string(),
  status: z.enum(ABS_RECEIVABLE_STATUSES),
  statusLabel: z.string(),
});
export type AbsAssetRow = z.output<typeof absAssetRowSchema>;
export const absAssetDetailSchema = report(absAssetRowSchema);
export type AbsAssetDetail = z.output<typeof absAssetDetailSchema>;

/** 新增专项计划: 发行规模 = 优先级 + 次级 (computed). */
export const absProductInputSchema = z
  .strictObject({
    productCode: absProductCodeSchema,
    name: z.string().trim().min(1, '请填写专项计划名称').max(80, '专项计划名称不能超过80个字'),
    planManager: z.string().trim().min(1, '请填写计划管理人').max(80, '计划管理人不能超过80个字'),
    setupDate: businessDateSchema,
    expectedEndDate: businessDateSchema,
    senior: money.refine((v) => Number(v) > 0, '优先级规模须大于0'),
    subordinate: money,
  })
  .refine((v) => v.expectedEndDate > v.setupDate, { message: '预期到期日须晚于设立日', path: ['expectedEndDate'] });
export type AbsProductInput = z.input<typeof absProductInputSchema>;

/** 入池: the factor's transferred receivables into one of its plans, as one PIB batch. */
export const absPoolInputSchema = z.strictObject({
  productCode: absProductCodeSchema,
  receivableNos: z.array(absReceivableNoSchema).min(1, '请选择应收账款').max(100),
});
export type AbsPoolInput = z.input<typeof absPoolInputSchema>;
export const absPoolBatchSchema = z.object({
  batchNo: z.string(),
  productCode: z.string(),
  poolDate: z.string(),
  count: z.number().int(),
  amount: amountSchema,
});
export type AbsPoolBatch = z.output<typeof absPoolBatchSchema>;

/** 回款登记: 回款日期, 回款金额 (= the receivable's amount), 银行流水号. */
export const absCollectInputSchema = z.strictObject({
  collectDate: businessDateSchema,
  amount: money,
  bankSerial: z.string().trim().min(1, '请填写银行流水号').max(64, '银行流水号不能超过64位'),
});
export type AbsCollectInput = z.input<typeof absCollectInputSchema>;
export const absCollectionSchema = z.object({
  receivableNo: z.string(),
  collectDate: z.string(),
  amount: amountSchema,
  bankSerial: z.string(),
  /** The factor's 收款 receipt of the debtor's payment through the simulated bank (回单, §16.7). */
  receiptNo: z.string(),
  status: z.enum(ABS_RECEIVABLE_STATUSES),
  statusLabel: z.string(),
});
export type AbsCollection = z.output<typeof absCollectionSchema>;
