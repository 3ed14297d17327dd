/**
 * The simulated bank's codes (domain-lines.md §14A.3, §16.7): transfer purposes (the receipts' 业务类型), account
 * purposes and statuses, and the refusals the bank answers with.
 */
import { RECEIPT_BIZ_TYPE_LABEL, RECEIPT_SIDE_LABEL } from '@scf/api/contract';
import type { ReceiptBizType, ReceiptSideCode } from '@scf/api/contract';

/** 业务类型 of a transfer and of its two receipts (§16.7), with the summary its flows print: the contract's labels. */
export const TRANSFER_PURPOSE = RECEIPT_BIZ_TYPE_LABEL;
export type TransferPurpose = ReceiptBizType;

/** What a SPECIAL account is for (§14A.3). */
export const ACCOUNT_PURPOSE = {
  CASH_REPAY: '还款专户',
  EDT_COLLECT: '回款专户',
  POOL_MARGIN: '资产池保证金户',
  BAB_MARGIN: '银承保证金户',
} as const;
export type AccountPurpose = keyof typeof ACCOUNT_PURPOSE;

export const ACCOUNT_STATUS = { PENDING_BIND: '待绑定', ACTIVE: '正常', FROZEN: '冻结', CLOSED: '已销户' } as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUS;

/** The bank's answers when it refuses; each leaves every account as it was. */
export const BANK_REFUSAL = {
  ACCOUNT_NOT_FOUND: '账户不存在',
  ACCOUNT_FROZEN: '账户已冻结',
  ACCOUNT_CLOSED: '账户已销户',
  /** A payee account ending 9999 bounces the credit (退票), deterministic as the other failures. */
  PAYEE_REJECTED: '收款账户状态异常，银行退票',
  BALANCE_INSUFFICIENT: '账户余额不足',
  AVAILABLE_INSUFFICIENT: '可用余额不足',
  FROZEN_INSUFFICIENT: '解冻金额超过冻结金额',
} as const;
export type BankRefusalReason = keyof typeof BANK_REFUSAL;

/** Receipt sides: 付款 for the payer's, 收款 for the payee's. */
export const RECEIPT_SIDE = RECEIPT_SIDE_LABEL;
export type ReceiptSide = ReceiptSideCode;

/** The summary of an opening balance: a credit without a transfer. */
export const OPENING_SUMMARY = '期初余额';
