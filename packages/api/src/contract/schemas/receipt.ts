import { z } from 'zod';
import { amountSchema, businessDateSchema } from './refs';

/**
 * 回单 (domain-lines.md §16.7): one receipt per side of every simulated-bank transfer, its PDF with a 验证码, and
 * 回单验真. The 业务类型 codes are the simulated bank's transfer purposes.
 */
export const RECEIPT_BIZ_TYPE_LABEL = {
  CASH_PAY: '兑付付款',
  VOUCHER_DEBIT: '支付通代扣',
  FIN_DISBURSE: '融资放款',
  FIN_REPAY: '融资还款',
  EDT_COLLECT: '订单回款',
  EDT_RELEASE: '回款释放',
  POOL_DRAW: '资产池提款',
  POOL_REPAY: '资产池还款',
  MARGIN: '保证金',
  ABS_PRICE: '转让价款',
  ABS_COLLECT: '应收账款回款',
  DISCOUNT_PAY: '贴现放款',
  BILL_PAY: '票据付款',
  ADVANCE: '垫款',
  FEE: '手续费',
  VERIFY: '验证打款',
  WITHDRAW: '提现',
} as const;
export type ReceiptBizType = keyof typeof RECEIPT_BIZ_TYPE_LABEL;
export const RECEIPT_BIZ_TYPES = Object.keys(RECEIPT_BIZ_TYPE_LABEL) as [ReceiptBizType, ...ReceiptBizType[]];

/** 收/付: the payee's copy is 收款, the payer's 付款. */
export const RECEIPT_SIDE_LABEL = { RECEIVE: '收款', PAY: '付款' } as const;
export type ReceiptSideCode = keyof typeof RECEIPT_SIDE_LABEL;
export const RECEIPT_SIDES = Object.keys(RECEIPT_SIDE_LABEL) as [ReceiptSideCode, ...ReceiptSideCode[]];

export const RECEIPT_STATUS_LABEL = { GENERATING: '生成中', READY: '已生成', FAILED: '生成失败' } as const;
export type ReceiptStatus = keyof typeof RECEIPT_STATUS_LABEL;
export const RECEIPT_STATUSES = Object.keys(RECEIPT_STATUS_LABEL) as [ReceiptStatus, ...ReceiptStatus[]];

/** Most receipts one 批量下载 zips at once; more go through an export job. */
export const RECEIPT_BATCH_MAX = 50;
export const RECEIPT_BATCH_TOO_MANY = `单次最多批量下载${RECEIPT_BATCH_MAX}张回单`;
export const RECEIPT_FILE_TAMPERED = '回单文件校验失败，请联系客服';
export const RECEIPT_VERIFIED = '回单真实有效';
export const RECEIPT_NOT_FOUND = '未查询到该回单';

export const receiptNoSchema = z.string().regex(/^HD\d{16,}$/, '回单编号格式不正确');

/** One row of 回单查询: the corporation's side of a transfer (对方账号 masked). */
export const receiptSchema = z.object({
  receiptNo: z.string(),
  tradeDate: businessDateSchema,
  bizType: z.enum(RECEIPT_BIZ_TYPES),
  side: z.enum(RECEIPT_SIDES),
  counterpartyName: z.string(),
  counterpartyAccountNo: z.string(),
  amount: amountSchema,
  purpose: z.string(),
  bizRef: z.string(),
  bankSerial: z.string(),
  status: z.enum(RECEIPT_STATUSES),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** 回单验真: what a code certifies when it is a receipt's (account numbers masked), or nothing. */
export const receiptCheckSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    receiptNo: z.string(),
    tradedAt: z.string(),
    bizType: z.enum(RECEIPT_BIZ_TYPES),
    payerName: z.string(),
    payerAccountNo: z.string(),
    payeeName: z.string(),
    payeeAccountNo: z.string(),
    amount: amountSchema,
    bankSerial: z.string(),
    fileSha256: z.string(),
  }),
  z.object({ found: z.literal(false) }),
]);
export type ReceiptCheck = z.infer<typeof receiptCheckSchema>;
