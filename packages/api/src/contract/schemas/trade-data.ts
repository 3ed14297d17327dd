/**
 * Trade data (融资资料, domain.md §5.5, §8): contracts, invoices with their 查验 result, other documents and
 * authorisation letters, and the finance data package (资料包) that binds them with 本次占用金额 to credits. The
 * rules on an invoice's code, number and amounts live here once: the form and the server parse with these schemas.
 */
import { z } from 'zod';
import { parseFen } from '../../money/fen';
import { MONEY_PATTERN, money } from '../../validators/money';
import { fileRecordSchema } from './file';
import { PRODUCT_TYPES, amountSchema, businessDateSchema } from './refs';
import { creditNoSchema } from './credit';
import { labelKeys } from './labels';

export const INVOICE_TYPE_LABEL = { VAT_SPECIAL: '增值税专用发票', VAT_NORMAL: '增值税普通发票', E_INVOICE_FULL: '数电票' } as const;
export type InvoiceType = keyof typeof INVOICE_TYPE_LABEL;
export const INVOICE_TYPES = labelKeys(INVOICE_TYPE_LABEL);

/** 查验 outcome (domain.md §8): every state but VERIFIED reads 查验不通过 with its reason. */
export const VERIFY_STATUS_LABEL = {
  UNVERIFIED: '未查验',
  VERIFIED: '查验通过',
  MISMATCH: '查验不通过',
  NOT_FOUND: '查验不通过',
  VOIDED: '查验不通过',
  RED_FLUSHED: '查验不通过',
} as const;
export type VerifyStatus = keyof typeof VERIFY_STATUS_LABEL;
export const VERIFY_STATUSES = labelKeys(VERIFY_STATUS_LABEL);
/** Why an invoice failed 查验. */
export const VERIFY_REASON_LABEL: Record<Exclude<VerifyStatus, 'UNVERIFIED' | 'VERIFIED'>, string> = {
  MISMATCH: '发票信息不符',
  NOT_FOUND: '查无此票',
  VOIDED: '发票已作废',
  RED_FLUSHED: '发票已红冲',
};

/** The five checks of domain.md §8 and their names on screen. */
export const VERIFY_CHECK_LABEL = {
  AUTHORITY: '税务机关记录核对',
  VOID_RED: '作废/红冲检查',
  PARTY: '交易双方匹配',
  REUSE: '重复融资检查',
  DATE: '开票日期检查',
} as const;
export type VerifyCheck = keyof typeof VERIFY_CHECK_LABEL;

export const DOC_KIND_LABEL = { OTHER: '其他资料', AUTH: '授权资料' } as const;
export type DocKind = keyof typeof DOC_KIND_LABEL;
export const DOC_KINDS = labelKeys(DOC_KIND_LABEL);
/** domain.md §8 upload/other and upload/auth. */
export const DOC_TYPE_LABEL = {
  DELIVERY: '发货单/送货单',
  ACCEPTANCE: '验收单',
  STATEMENT: '对账单',
  INVOICE_LIST: '发票清单',
  QUALIFICATION: '业务资质证书',
  OTHER: '其他',
  AUTH_LETTER: '授权书',
  CONFIRMATION: '确权函',
  PAYMENT_COMMITMENT: '付款承诺函',
} as const;
export type DocType = keyof typeof DOC_TYPE_LABEL;
export const DOC_TYPES = labelKeys(DOC_TYPE_LABEL);
export const DOC_TYPES_OF: Record<DocKind, readonly DocType[]> = {
  OTHER: ['DELIVERY', 'ACCEPTANCE', 'STATEMENT', 'INVOICE_LIST', 'QUALIFICATION', 'OTHER'],
  AUTH: ['AUTH_LETTER', 'CONFIRMATION', 'PAYMENT_COMMITMENT'],
};

export const PACKAGE_PURPOSE_LABEL = { FINANCE: '融资资料', ISSUE: '开立资料' } as const;
export type PackagePurpose = keyof typeof PACKAGE_PURPOSE_LABEL;
export const PACKAGE_PURPOSES = labelKeys(PACKAGE_PURPOSE_LABEL);
export const PACKAGE_STATUS_LABEL = { DRAFT: '待提交', SUBMITTED: '已提交' } as const;
export type PackageStatus = keyof typeof PACKAGE_STATUS_LABEL;
/** The review verdict of the trade data bound to a credit (spec §7 datum verdict). */
export const DATUM_VERDICT_LABEL = { PASS: '审核通过', REJECT: '审核不通过', PENDING: '待审核' } as const;
export type DatumVerdict = keyof typeof DATUM_VERDICT_LABEL;

/** The messages of the rules below, said the same by the form and by a refusal. */
export const TRADE_MESSAGES = {
  codeDigits: '发票代码应为10位或12位数字',
  codeEmpty: '数电票无发票代码，请留空',
  number8: '发票号码应为8位数字',
  number20: '数电票发票号码应为20位数字',
  checkCode: '请输入校验码后6位（6位数字）',
  total: '价税合计须等于不含税金额与税额之和',
  taxNo: '纳税人识别号应为15至20位数字或大写字母',
  endDate: '合同到期日不能早于签订日期',
  positive: '金额须大于0',
  contractFiles: '请上传合同文件',
  docFiles: '请上传资料文件',
  parties: '买方与卖方不能为同一企业',
} as const;

const DIGITS = /^\d+$/;

/** 发票代码: 10 (普票) or 12 digits on paper and electronic VAT invoices; none on a 数电票. */
export function invoiceCodeError(type: InvoiceType, code: string): string | null {
  if (type === 'E_INVOICE_FULL') return code === '' ? null : TRADE_MESSAGES.codeEmpty;
  return DIGITS.test(code) && (code.length === 10 || code.length === 12) ? null : TRADE_MESSAGES.codeDigits;
}

/** 发票号码: 8 digits, or 20 digits on a 数电票. */
export function invoiceNumberError(type: InvoiceType, num: string): string | null {
  const length = type === 'E_INVOICE_FULL' ? 20 : 8;
  if (DIGITS.test(num) && num.length === length) return null;
  return type === 'E_INVOICE_FULL' ? TRADE_MESSAGES.number20 : TRADE_MESSAGES.number8;
}

/** 校验码后6位: required on a 普票, empty or six digits elsewhere. */
export function checkCodeError(type: InvoiceType, checkCode: string): string | null {
  if (checkCode === '') return type === 'VAT_NORMAL' ? TRADE_MESSAGES.checkCode : null;
  return /^\d{6}$/.test(checkCode) ? null : TRADE_MESSAGES.checkCode;
}

/** 价税合计 = 不含税金额 + 税额, to the fen; null when an amount is not yet a number (its own rule says so). */
export function invoiceTotalError(amountExTax: string, tax: string, total: string): string | null {
  if (![amountExTax, tax, total].every((v) => MONEY_PATTERN.test(v))) return null;
  return parseFen(amountExTax) + parseFen(tax) === parseFen(total) ? null : TRADE_MESSAGES.total;
}

const text = (max: number, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `最多输入${max}个字`)
    .refine((s) => !s.includes('\u0000'), required);
const positiveMoney = money.refine((v) => !MONEY_PATTERN.test(v) || parseFen(v) > 0n, TRADE_MESSAGES.positive);
const taxNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{15,20}$/, TRADE_MESSAGES.taxNo);
const fileIds = z.array(z.string().min(1).max(64)).max(10, '最多上传10个文件');
const docId = z.string().min(1).max(64);

/** upload/contract (domain.md §8). Buyer and seller are corporations: one of them is the uploader's own. */
export const contractInputSchema = z
  .strictObject({
    contractNo: text(64, '请输入合同编号'),
    name: text(100, '请输入合同名称'),
    buyerCorpId: z.string().min(1, '请选择买方').max(64),
    sellerCorpId: z.string().min(1, '请选择卖方').max(64),
    amount: positiveMoney,
    signDate: businessDateSchema,
    endDate: businessDateSchema,
    fileIds: fileIds.min(1, TRADE_MESSAGES.contractFiles),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.signDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: TRADE_MESSAGES.endDate });
    if (v.buyerCorpId && v.buyerCorpId === v.sellerCorpId) ctx.addIssue({ code: 'custom', path: ['sellerCorpId'], message: TRADE_MESSAGES.parties });
  });
export type ContractInput = z.input<typeof contractInputSchema>;

/**
 * upload/invoice (domain.md §8). `creditNo` and `contractId` are the context of 查验 (party match with the credit's
 * chain, the date within the contract's period); without them those checks wait for the package.
 */
export const invoiceInputSchema = z
  .strictObject({
    type: z.enum(INVOICE_TYPES, { error: '请选择发票类型' }),
    code: z.string().trim().max(12, TRADE_MESSAGES.codeDigits),
    number: z.string().trim().max(20, TRADE_MESSAGES.number20),
    issueDate: businessDateSchema,
    amountExTax: positiveMoney,
    tax: money,
    total: positiveMoney,
    checkCodeLast6: z.string().trim().max(6, TRADE_MESSAGES.checkCode),
    buyerName: text(80, '请输入购买方名称'),
    buyerTaxNo: taxNo,
    sellerName: text(80, '请输入销售方名称'),
    sellerTaxNo: taxNo,
    fileIds,
    creditNo: creditNoSchema.optional(),
    contractId: docId.optional(),
  })
  .superRefine((v, ctx) => {
    const rules: Array<[keyof typeof v, string | null]> = [
      ['code', invoiceCodeError(v.type, v.code)],
      ['number', invoiceNumberError(v.type, v.number)],
      ['checkCodeLast6', checkCodeError(v.type, v.checkCodeLast6)],
      ['total', invoiceTotalError(v.amountExTax, v.tax, v.total)],
    ];
    for (const [path, message] of rules) if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

/** upload/other and upload/auth: a typed document with its files. */
export const documentInputSchema = z
  .strictObject({
    kind: z.enum(DOC_KINDS),
    docType: z.enum(DOC_TYPES, { error: '请选择资料类型' }),
    name: text(100, '请输入资料名称'),
    remark: z.string().trim().max(200, '最多输入200个字'),
    fileIds: fileIds.min(1, TRADE_MESSAGES.docFiles),
  })
  .superRefine((v, ctx) => {
    if (!DOC_TYPES_OF[v.kind].includes(v.docType)) ctx.addIssue({ code: 'custom', path: ['docType'], message: '请选择资料类型' });
  });
export type DocumentInput = z.input<typeof documentInputSchema>;

/** create/finance and create/issue: the credits it backs, the documents, and 本次占用金额 per invoice. */
export const packageInputSchema = z.strictObject({
  purpose: z.enum(PACKAGE_PURPOSES),
  productType: z.enum(PRODUCT_TYPES),
  creditNos: z.array(creditNoSchema).min(1, '请选择凭证').max(20),
  contractIds: z.array(docId).max(20),
  invoices: z.array(z.strictObject({ invoiceId: docId, occupyAmount: positiveMoney })).max(50),
  documentIds: z.array(docId).max(20),
  /** false: 保存 (a draft, nothing reserved); true: 提交 (checked, invoices reserved). */
  submit: z.boolean(),
});
export type PackageInput = z.input<typeof packageInputSchema>;

const partySchema = z.object({ corpId: z.string(), corpName: z.string() });
export const tradeFileSchema = fileRecordSchema.extend({ fileName: z.string() });
export type TradeFile = z.infer<typeof tradeFileSchema>;

export const contractSchema = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  name: z.string(),
  buyer: partySchema,
  seller: partySchema,
  amount: amountSchema,
  signDate: businessDateSchema,
  endDate: businessDateSchema,
  files: z.array(tradeFileSchema),
  createdAt: z.number(),
});
export type TradeContract = z.infer<typeof contractSchema>;

export const verifyCheckSchema = z.object({ check: z.enum(labelKeys(VERIFY_CHECK_LABEL)), passed: z.boolean(), message: z.string() });
export type VerifyCheckResult = z.infer<typeof verifyCheckSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.string(),
  type: z.enum(INVOICE_TYPES),
  code: z.string(),
  number: z.string(),
  issueDate: businessDateSchema,
  amountExTax: amountSchema,
  tax: amountSchema,
  total: amountSchema,
  checkCodeLast6: z.string(),
  buyerName: z.string(),
  buyerTaxNo: z.string(),
  sellerName: z.string(),
  sellerTaxNo: z.string(),
  verifyStatus: z.enum(VERIFY_STATUSES),
  checks: z.array(verifyCheckSchema),
  verifiedAt: z.number().nullable(),
  /** Occupied by funded financings. */
  occupied: amountSchema,
  /** What a new package may still occupy: total − occupied − reserved by submitted packages. */
  available: amountSchema,
  files: z.array(tradeFileSchema),
  createdAt: z.number(),
});
export type TradeInvoice = z.infer<typeof invoiceSchema>;

export const documentSchema = z.object({
  docId: z.string(),
  kind: z.enum(DOC_KINDS),
  docType: z.enum(DOC_TYPES),
  name: z.string(),
  remark: z.string(),
  files: z.array(tradeFileSchema),
  createdAt: z.number(),
});
export type TradeDocument = z.infer<typeof documentSchema>;

export const OCCUPY_STATES = ['NONE', 'RESERVED', 'OCCUPIED', 'RELEASED'] as const;
export const OCCUPY_STATE_LABEL = { NONE: '未占用', RESERVED: '已预占', OCCUPIED: '已占用', RELEASED: '已释放' } as const;

export const packageSummarySchema = z.object({
  packageNo: z.string(),
  purpose: z.enum(PACKAGE_PURPOSES),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(labelKeys(PACKAGE_STATUS_LABEL)),
  creditNos: z.array(z.string()),
  contractCount: z.number().int(),
  invoiceCount: z.number().int(),
  documentCount: z.number().int(),
  occupyTotal: amountSchema,
  /** All invoices VERIFIED. */
  allVerified: z.boolean(),
  verdict: z.enum(labelKeys(DATUM_VERDICT_LABEL)),
  createdAt: z.number(),
  submittedAt: z.number().nullable(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const packageCreditSchema = z.object({
  creditNo: z.string(),
  issuerName: z.string(),
  holderName: z.string(),
  amount: amountSchema,
  dueDate: businessDateSchema,
  status: z.string(),
});

export const packageDetailSchema = packageSummarySchema.extend({
  credits: z.array(packageCreditSchema),
  contracts: z.array(contractSchema),
  invoices: z.array(z.object({ invoice: invoiceSchema, occupyAmount: amountSchema, occupyState: z.enum(OCCUPY_STATES) })),
  documents: z.array(documentSchema),
  verdictComment: z.string(),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/** A credit the corporation may back with trade data: one it holds (融资) or issued (开立). */
export const backableCreditSchema = packageCreditSchema.extend({ counterpartyName: z.string(), counterpartyUscc: z.string() });
export type BackableCredit = z.infer<typeof backableCreditSchema>;

export const tradePartySchema = z.object({ corpId: z.string(), corpName: z.string(), uscc: z.string(), own: z.boolean() });
export type TradeParty = z.infer<typeof tradePartySchema>;
