import { z } from 'zod';
import { labelKeys } from './labels';
import { ABS_RECEIVABLE_STATUSES } from './abs';
import { amountSchema, corpRefSchema } from './refs';

/**
 * The ABS documents (domain-lines.md §18.5) and the document × asset matrix of 核心企业档案 / 链属企业档案 (§18.3):
 * one row per receivable, one cell per document with its state, signer, date and the stored PDF to preview.
 */
export const ABS_DOC_KIND_LABEL = {
  CONFIRMATION: '应付账款确认函',
  TRANSFER_APPLY: '应收账款转让申请书',
  TRANSFER_NOTICE: '应收账款转让通知书',
  TRANSFER_CONTRACT: '应收账款转让合同',
  PAY_CONFIRM: '付款确认书',
  ZD_CERT: '中登登记证明',
} as const;
export type AbsDocKind = keyof typeof ABS_DOC_KIND_LABEL;
export const ABS_DOC_KINDS = labelKeys(ABS_DOC_KIND_LABEL);

/** The matrix's columns, in order, with their headers (§18.3). */
export const ABS_MATRIX_COLUMNS = [
  { kind: 'CONFIRMATION', title: '应付账款确认函' },
  { kind: 'TRANSFER_APPLY', title: '转让申请书' },
  { kind: 'TRANSFER_NOTICE', title: '转让通知书' },
  { kind: 'PAY_CONFIRM', title: '付款确认书' },
  { kind: 'ZD_CERT', title: '中登登记证明' },
] as const satisfies ReadonlyArray<{ kind: AbsDocKind; title: string }>;

export const ABS_DOC_STATE_LABEL = { PENDING: '待签署', SIGNED: '已签署', NA: '不适用' } as const;
export type AbsDocState = keyof typeof ABS_DOC_STATE_LABEL;
export const ABS_DOC_STATES = labelKeys(ABS_DOC_STATE_LABEL);

/** One cell: the document's state, who signed it and when, and the stored PDF (null until generated). */
export const absDocCellSchema = z.object({
  kind: z.enum(ABS_DOC_KINDS),
  state: z.enum(ABS_DOC_STATES),
  stateLabel: z.string(),
  signer: z.string().nullable(),
  date: z.string().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  verifyCode: z.string().nullable(),
});
export type AbsDocCell = z.output<typeof absDocCellSchema>;

/** One receivable of the matrix with its five cells (in ABS_MATRIX_COLUMNS order). */
export const absFileRowSchema = z.object({
  receivableNo: z.string(),
  debtor: corpRefSchema,
  creditor: corpRefSchema,
  amount: amountSchema,
  dueDate: z.string(),
  status: z.enum(ABS_RECEIVABLE_STATUSES),
  statusLabel: z.string(),
  payConfirmed: z.boolean(),
  /** The open 付款确认书 application (待复核), if any. */
  payConfirmAppNo: z.string().nullable(),
  /** Whether the debtor's operator may 提交签署 the 付款确认书 now (transferred, not confirmed, none open). */
  canSubmitPayConfirm: z.boolean(),
  cells: z.array(absDocCellSchema),
});
export type AbsFileRow = z.output<typeof absFileRowSchema>;

/** 下载文件包: the selected receivables (comma-separated numbers) of the page's side. */
export const absFilePackageQuerySchema = z.strictObject({
  side: z.enum(['DEBTOR', 'CREDITOR']),
  nos: z.string().regex(/^ABR\d{14,}(,ABR\d{14,}){0,49}$/, '请选择应收账款'),
});
export type AbsFilePackageQuery = z.input<typeof absFilePackageQuerySchema>;

/** 下载文件包 through the download centre: the page's side and the ticked receivables (1–50). */
export const absFilePackageFiltersSchema = z.strictObject({
  side: z.enum(['DEBTOR', 'CREDITOR']),
  receivableNos: z
    .array(z.string().regex(/^ABR\d{14}$/))
    .min(1, '请选择应收账款')
    .max(50, '单次最多下载50笔应收账款的文件'),
});
export type AbsFilePackageFilters = z.input<typeof absFilePackageFiltersSchema>;
