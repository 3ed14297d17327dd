/**
 * e订通 order financing (domain-lines.md §19): the supplier's access (准入) to a core at a bank with its 准入自检, the
 * bank's order-financing line (授信), and the core's orders with their confirmation (确权) and locked 回款账户.
 */
import { z } from 'zod';
import { money } from '../../validators/money';
import { APP_STATUSES } from './application';
import type { AppStatus } from './application';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

const name = (label: string, max: number) => z.string().trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字`);

/** 准入 (§19.2): the access record's own states; the EAC application carries the generic ones while it is in process. */
export const EDT_ACCESS_STATUS_LABEL = {
  PENDING_REVIEW: '待复核',
  PENDING_FI: '待金融机构审核',
  APPROVED: '准入成功',
  FI_REJECTED: '准入拒绝',
  RETURNED: '已退回',
  CANCELLED: '已撤销',
  EXPIRED: '已过期',
} as const;
export type EdtAccessStatus = keyof typeof EDT_ACCESS_STATUS_LABEL;
export const EDT_ACCESS_STATUSES = Object.keys(EDT_ACCESS_STATUS_LABEL) as [EdtAccessStatus, ...EdtAccessStatus[]];

/** The agreement the supplier's director signs with the access (CONTRACT_SIGN). */
export const EDT_AGREEMENT_NAME = '《e订通业务合作协议》';

/** 准入签约: the supplier's form (§19.2). `collectAccountId` null: 开立后再绑定. */
export const edtAccessApplySchema = z.strictObject({
  coreCorpId: z.string().trim().min(1, '请选择核心企业').max(64),
  fiCorpId: z.string().trim().min(1, '请选择资金方').max(64),
  /** 近两年财务报表: stored files (files module). */
  statementFileIds: z.array(z.string().trim().min(1).max(64)).min(1, '请上传近两年财务报表').max(10),
  /** 与核心企业近12个月交易额. */
  tradeAmount: money,
  /** 经营年限. */
  yearsInBusiness: z.number().int('经营年限须为整数').min(0, '经营年限不能为负数').max(200),
  contactName: name('联系人', 30),
  contactPhone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的联系电话'),
  collectAccountId: z.string().trim().min(1).max(64).nullable().default(null),
  agreed: z.literal(true, `请阅读并同意${EDT_AGREEMENT_NAME}`),
});
export type EdtAccessApplyInput = z.input<typeof edtAccessApplySchema>;

export const edtAccountRefSchema = z.object({ accountId: z.string(), accountNo: z.string(), accountName: z.string() });

/** One access (准入查询 and the FI's 准入审核). */
export const edtAccessSchema = z.object({
  appNo: z.string(),
  supplier: corpRefSchema,
  core: corpRefSchema,
  fi: corpRefSchema,
  status: z.enum(EDT_ACCESS_STATUSES),
  tradeAmount: amountSchema,
  yearsInBusiness: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  collectAccount: edtAccountRefSchema.nullable(),
  appliedOn: businessDateSchema,
  approvedOn: z.nullable(businessDateSchema),
  validTo: z.nullable(businessDateSchema),
});
export type EdtAccess = z.infer<typeof edtAccessSchema>;

/** One precondition of §19.1 as 准入自检 shows it (✓/✗). */
export const EDT_CHECK_LABEL = {
  SUPPLIER_PRODUCT: '贵企业已开通e订通',
  CORE_PRODUCT: '核心企业已开通e订通',
  COUNTERPARTY: '核心企业为贵企业的交易对手',
  USER_WHITELIST: '当前用户已获得e订通业务权限',
  VERIFIED: '贵企业已完成实名认证',
  FI_OFFERS: '所选资金方为该核心企业提供e订通',
} as const;
export type EdtCheckKey = keyof typeof EDT_CHECK_LABEL;
export const EDT_CHECK_KEYS = Object.keys(EDT_CHECK_LABEL) as [EdtCheckKey, ...EdtCheckKey[]];

export const edtSelfCheckSchema = z.object({
  checks: z.array(z.object({ key: z.enum(EDT_CHECK_KEYS), label: z.string(), passed: z.boolean() })),
  /** Every check passed: the form may open. */
  ready: z.boolean(),
  /** The access already open or approved for the pair, if any. */
  access: edtAccessSchema.nullable(),
});
export type EdtSelfCheck = z.infer<typeof edtSelfCheckSchema>;

/** 授信 (§19.3), read-only for the supplier. */
export const EDT_LINE_STATUS_LABEL = { PENDING: '待审批', ACTIVE: '正常', FROZEN: '冻结', EXPIRED: '已过期' } as const;
export type EdtLineStatus = keyof typeof EDT_LINE_STATUS_LABEL;
export const EDT_LINE_STATUSES = Object.keys(EDT_LINE_STATUS_LABEL) as [EdtLineStatus, ...EdtLineStatus[]];

export const edtLineSchema = z.object({
  lineId: z.string(),
  supplier: corpRefSchema,
  core: corpRefSchema,
  fi: corpRefSchema,
  total: amountSchema,
  used: amountSchema,
  frozen: amountSchema,
  available: amountSchema,
  startDate: businessDateSchema,
  endDate: businessDateSchema,
  revolving: z.boolean(),
  /** 融资比例上限, 年利率, 一次性手续费率, 罚息利率 as @scf/api/money takes them (`"70%"`, `"3.80%"`). */
  maxRatio: z.string(),
  annualRate: z.string(),
  dayBasis: z.union([z.literal(360), z.literal(365)]),
  feeRate: z.string(),
  graceDays: z.number().int(),
  penaltyRate: z.string(),
  maxDays: z.number().int(),
  status: z.enum(EDT_LINE_STATUSES),
});
export type EdtLine = z.infer<typeof edtLineSchema>;

const percent = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(?:\.\d{1,4})?%$/, `请输入正确的${label}，如3.80%`)
    .refine((v) => Number.parseFloat(v) <= max, `${label}不能超过${max}%`);

/** 新增授信 (§19.3): the bank's product manager grants a line for an approved access; it is 待审批 until signed (LIMIT). */
export const edtLineCreateSchema = z
  .strictObject({
    accessAppNo: z.string().regex(/^EAC\d{14,}$/, '请选择准入'),
    total: money,
    startDate: businessDateSchema,
    endDate: businessDateSchema,
    revolving: z.boolean(),
    maxRatio: percent('融资比例上限', 100),
    annualRate: percent('年利率', 36),
    feeRate: percent('一次性手续费率', 10),
    graceDays: z.number().int('宽限期须为整数').min(0, '宽限期不能为负数').max(90, '宽限期不能超过90天'),
    penaltyRate: percent('罚息利率', 36),
    maxDays: z.number().int('单笔最长期限须为整数').min(1, '单笔最长期限至少1天').max(360, '单笔最长期限不能超过360天'),
  })
  .refine((v) => v.startDate <= v.endDate, { message: '授信到期日不能早于起始日', path: ['endDate'] });
export type EdtLineCreateInput = z.input<typeof edtLineCreateSchema>;

/** 调整额度: the new 授信额度 (a decrease may not go below used + frozen). */
export const edtLineAdjustSchema = z.strictObject({ total: money });
export type EdtLineAdjustInput = z.input<typeof edtLineAdjustSchema>;

/** 订单 (§19.4). */
export const EDT_ORDER_STATUS_LABEL = {
  UNCONFIRMED: '待确认',
  CONFIRMING: '确认中',
  CONFIRMED: '已确认',
  FINANCING: '融资中',
  FINANCED: '已融资',
  OVERDUE: '逾期',
  SETTLED: '已结清',
  REJECTED: '已拒绝',
  EXPIRED: '已过期',
  CANCELLED: '已撤销',
} as const;
export type EdtOrderStatus = keyof typeof EDT_ORDER_STATUS_LABEL;
export const EDT_ORDER_STATUSES = Object.keys(EDT_ORDER_STATUS_LABEL) as [EdtOrderStatus, ...EdtOrderStatus[]];

export const EDT_SETTLEMENT_LABEL = { CREDIT_SALE: '赊销', COMMERCIAL_BILL: '商业汇票' } as const;
export type EdtSettlement = keyof typeof EDT_SETTLEMENT_LABEL;
export const EDT_SETTLEMENTS = Object.keys(EDT_SETTLEMENT_LABEL) as [EdtSettlement, ...EdtSettlement[]];

export const EDT_ORDER_SOURCE_LABEL = { CORE_PUSH: '核心企业推送', SUPPLIER_UPLOAD: '供应商上传' } as const;
export type EdtOrderSource = keyof typeof EDT_ORDER_SOURCE_LABEL;
export const EDT_ORDER_SOURCES = Object.keys(EDT_ORDER_SOURCE_LABEL) as [EdtOrderSource, ...EdtOrderSource[]];

/** 商品明细: 品名, 规格, 数量, 单价, 金额. */
export const edtOrderItemSchema = z.strictObject({
  name: name('品名', 100),
  spec: z.string().trim().max(100).default(''),
  quantity: z.string().regex(/^\d{1,12}(?:\.\d{1,4})?$/, '请输入正确的数量'),
  unitPrice: money,
  amount: money,
});
export type EdtOrderItemInput = z.input<typeof edtOrderItemSchema>;

/** One line of the core's ERP batch: its own order number, the supplier by USCC, amounts, dates and goods. */
export const edtOrderImportLineSchema = z.strictObject({
  orderNo: z.string().trim().min(1, '请输入订单编号').max(64, '订单编号不能超过64个字符'),
  supplierUscc: z.string().trim().length(18, '请输入18位统一社会信用代码'),
  amount: money,
  orderDate: businessDateSchema,
  deliveryDate: businessDateSchema,
  paymentDate: businessDateSchema,
  settlement: z.enum(EDT_SETTLEMENTS, '请选择结算方式'),
  items: z.array(edtOrderItemSchema).min(1, '请填写商品明细').max(200),
});
export type EdtOrderImportLine = z.input<typeof edtOrderImportLineSchema>;

/** The batch import of the core's ERP (one `Idempotency-Key` per batch): up to 10 000 lines. */
export const EDT_IMPORT_MAX_LINES = 10_000;
export const edtOrderImportSchema = z.strictObject({
  lines: z.array(edtOrderImportLineSchema).min(1, '请至少导入一个订单').max(EDT_IMPORT_MAX_LINES, `一次最多导入${EDT_IMPORT_MAX_LINES}个订单`),
});
export type EdtOrderImportInput = z.input<typeof edtOrderImportSchema>;

/** Per line: the order created, or why the line was refused (the others are still imported). */
export const edtOrderImportResultSchema = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  results: z.array(z.object({ index: z.number().int(), orderNo: z.string(), orderId: z.string().nullable(), message: z.string().nullable() })),
});
export type EdtOrderImportResult = z.infer<typeof edtOrderImportResultSchema>;

export const edtOrderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  core: corpRefSchema,
  supplier: corpRefSchema,
  amount: amountSchema,
  orderDate: businessDateSchema,
  deliveryDate: businessDateSchema,
  paymentDate: businessDateSchema,
  settlement: z.enum(EDT_SETTLEMENTS),
  source: z.enum(EDT_ORDER_SOURCES),
  status: z.enum(EDT_ORDER_STATUSES),
  confirmedAmount: amountSchema.nullable(),
  collectAccount: edtAccountRefSchema.nullable(),
  /** The OCF application in process or signed, if any. */
  confirmAppNo: z.string().nullable(),
  financedAmount: amountSchema,
  financingBalance: amountSchema,
  items: z.array(z.object({ name: z.string(), spec: z.string(), quantity: z.string(), unitPrice: amountSchema, amount: amountSchema })),
});
export type EdtOrder = z.infer<typeof edtOrderSchema>;

/** 确认 on `order-info-sure` (§19.4): 确认金额 ≤ 订单金额, 约定付款日, the supplier's 回款专户. */
export const edtOrderConfirmSchema = z.strictObject({
  confirmedAmount: money,
  paymentDate: businessDateSchema,
  collectAccountId: z.string().trim().min(1, '请选择回款账户').max(64),
});
export type EdtOrderConfirmInput = z.input<typeof edtOrderConfirmSchema>;

export const edtOrderRejectSchema = z.strictObject({ reason: z.string().trim().min(1, '请输入拒绝原因').max(200, '拒绝原因不能超过200个字') });
export type EdtOrderRejectInput = z.input<typeof edtOrderRejectSchema>;

export const edtOrderQuerySchema = z.strictObject({
  status: z.enum(EDT_ORDER_STATUSES).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type EdtOrderQuery = z.input<typeof edtOrderQuerySchema>;

/** The FI client manager's 通过 / 拒绝 of an access (意见). */
export const edtReviewSchema = z.strictObject({ comment: z.string().trim().max(200, '意见不能超过200个字').default('') });

/** 收款方式 (§19.5): 自主支付 to the supplier's settlement account, or 受托支付 to a named upstream payee with its contract. */
export const EDT_PAY_MODE_LABEL = { SELF: '自主支付', ENTRUSTED: '受托支付' } as const;
export type EdtPayMode = keyof typeof EDT_PAY_MODE_LABEL;
export const EDT_PAY_MODES = Object.keys(EDT_PAY_MODE_LABEL) as [EdtPayMode, ...EdtPayMode[]];

/** 受托支付's payee: the upstream supplier paid directly, its account at the bank, and the purchase contract with it. */
export const edtPayeeSchema = z.strictObject({
  name: name('收款方名称', 100),
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{8,32}$/, '请输入正确的收款账号'),
  contractNo: name('采购合同编号', 64),
});
export type EdtPayee = z.infer<typeof edtPayeeSchema>;

/** The refusal when 受托支付 names no payee. */
export const EDT_PAYEE_REQUIRED = '受托支付须填写收款方、收款账号和采购合同编号';

/**
 * 申请融资 on 订单信息 (§19.5): the order, 融资金额, 融资到期日 (≤ 约定付款日), 收款方式 (自主支付, or 受托支付 with its payee)
 * and the 融资资料 picked for it: the supplier's contracts and invoices (trade data).
 */
export const edtFinanceApplySchema = z
  .strictObject({
    orderId: z.string().regex(/^EO\d{14,}$/, '请选择订单'),
    amount: money,
    dueDate: businessDateSchema,
    payMode: z.enum(EDT_PAY_MODES).default('SELF'),
    payee: edtPayeeSchema.nullable().default(null),
    contractIds: z.array(z.string().trim().min(1).max(64)).max(20, '最多选择20份合同').default([]),
    invoiceIds: z.array(z.string().trim().min(1).max(64)).max(50, '最多选择50张发票').default([]),
  })
  .refine((v) => v.payMode === 'SELF' || v.payee !== null, { message: EDT_PAYEE_REQUIRED, path: ['payee'] });
export type EdtFinanceApplyInput = z.input<typeof edtFinanceApplySchema>;

/** 出具融资方案 (the bank's product manager): 批准金额 ≤ applied, 年利率, 到期日. */
export const edtFinancePlanSchema = z.strictObject({
  amount: money,
  annualRate: percent('年利率', 36),
  dueDate: businessDateSchema,
});
export type EdtFinancePlanInput = z.input<typeof edtFinancePlanSchema>;

/** The preview of 订单信息: 可融资上限, and for an amount and a due date 利息 (at maturity), 手续费 and 实际到账. */
export const edtFinancePreviewSchema = z.object({
  cap: amountSchema,
  days: z.number().int().nullable(),
  interest: amountSchema.nullable(),
  fee: amountSchema.nullable(),
  disbursed: amountSchema.nullable(),
});
export type EdtFinancePreview = z.infer<typeof edtFinancePreviewSchema>;

export const EDT_LOAN_STATUS_LABEL = { OPEN: '未结清', OVERDUE: '逾期', REPAID: '已结清' } as const;
export type EdtLoanStatus = keyof typeof EDT_LOAN_STATUS_LABEL;
export const EDT_LOAN_STATUSES = Object.keys(EDT_LOAN_STATUS_LABEL) as [EdtLoanStatus, ...EdtLoanStatus[]];

/** An e订通 financing's steps in the words of §19.5 (the generic labels say 审批 where e订通 says 审核; 已完成 is 已放款). */
export const EDT_FINANCE_STEP_LABEL: Partial<Record<AppStatus, string>> = {
  DRAFT: '待提交',
  PENDING_REVIEW: '待复核',
  PENDING_FI: '待金融机构审核',
  PLAN_OFFERED: '待确认融资方案',
  PENDING_FINAL: '待终审',
  PENDING_FUNDING: '待放款',
  COMPLETED: '已放款',
  RETURNED: '已退回',
  CANCELLED: '已撤销',
  REJECTED: '已拒绝',
  FI_REJECTED: '金融机构已拒绝',
};

/** One financing (融资 tab of 订单综合查询): the application's terms and step, the bank's plan, and its loan once funded. */
export const edtFinanceSchema = z.object({
  appNo: z.string(),
  /** The EFA application's step (every party to the order reads it: the supplier, the core, the bank). */
  status: z.enum(APP_STATUSES),
  orderId: z.string(),
  orderNo: z.string(),
  supplier: corpRefSchema,
  fi: corpRefSchema,
  amount: amountSchema,
  annualRate: z.string(),
  dueDate: businessDateSchema,
  plan: z.object({ amount: amountSchema, annualRate: z.string(), dueDate: businessDateSchema }).nullable(),
  payMode: z.enum(EDT_PAY_MODES),
  payee: z.object({ name: z.string(), accountNo: z.string(), contractNo: z.string() }).nullable(),
  /** 融资资料 picked on the application: contracts (合同编号 名称) and invoices (发票号码 价税合计). */
  materials: z.array(z.object({ kind: z.enum(['CONTRACT', 'INVOICE']), id: z.string(), label: z.string() })),
  loan: z
    .object({
      loanNo: z.string(),
      principal: amountSchema,
      fee: amountSchema,
      disbursed: amountSchema,
      valueDate: businessDateSchema,
      dueDate: businessDateSchema,
      status: z.enum(EDT_LOAN_STATUSES),
      repaidPrincipal: amountSchema,
    })
    .nullable(),
});
export type EdtFinance = z.infer<typeof edtFinanceSchema>;

/** 回款 (§19.7): a credit to an order's 回款专户 and its waterfall: penalty → interest → principal → released. */
export const edtCollectionSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  businessDate: businessDateSchema,
  credited: amountSchema,
  penalty: amountSchema,
  interest: amountSchema,
  principal: amountSchema,
  released: amountSchema,
});
export type EdtCollection = z.infer<typeof edtCollectionSchema>;

/** 模拟来账 (demo tool, §14A.3): the core pays an amount into the order's 回款专户. */
export const edtCollectSchema = z.strictObject({ amount: money });
export type EdtCollectInput = z.input<typeof edtCollectSchema>;

/** 主动还款 (on or after the due date, signed REPAYMENT) and 提前还款 (before it, signed ADVANCED_PAYMENT), §19.7. */
export const EDT_REPAY_KIND_LABEL = { REPAYMENT: '主动还款', ADVANCED_PAYMENT: '提前还款' } as const;
export type EdtRepayKind = keyof typeof EDT_REPAY_KIND_LABEL;
export const EDT_REPAY_KINDS = Object.keys(EDT_REPAY_KIND_LABEL) as [EdtRepayKind, ...EdtRepayKind[]];

/**
 * What repaying a loan in full from the supplier's settlement account takes today (§19.6, §19.7): interest to the actual
 * day (beyond the grace to the due date, plus the penalty), less what collections already paid; 提前还款费 0.
 */
export const edtRepaySchema = z.object({
  loanNo: z.string(),
  orderNo: z.string(),
  kind: z.enum(EDT_REPAY_KINDS),
  repayDate: businessDateSchema,
  interestDays: z.number().int(),
  overdueDays: z.number().int(),
  principal: amountSchema,
  interest: amountSchema,
  penalty: amountSchema,
  prepaymentFee: amountSchema,
  total: amountSchema,
  /** The account debited: the supplier's settlement account. */
  payAccount: edtAccountRefSchema,
});
export type EdtRepay = z.infer<typeof edtRepaySchema>;
