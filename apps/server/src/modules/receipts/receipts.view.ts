import type { Receipt, ReceiptBizType, ReceiptCheck } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { amountFenOf } from './receipts.repo';
import type { ReceiptRow } from './receipts.repo';
import { purposeOf, tradedAt } from './receipts.generate';

/** An account number as lists show another party's: the first four and the last four digits. */
export const maskAccountNo = (no: string): string => (no.length <= 8 ? no : `${no.slice(0, 4)}****${no.slice(-4)}`);

/** A row of 回单查询, from the side of the receipt's account: the other account is the 对方. */
export function toReceipt(r: ReceiptRow): Receipt {
  const pay = r.side === 'PAY';
  return {
    receiptNo: r.receipt_no,
    tradeDate: r.business_date,
    bizType: r.biz_type as ReceiptBizType,
    side: r.side,
    counterpartyName: pay ? r.payee_name : r.payer_name,
    counterpartyAccountNo: maskAccountNo(pay ? r.payee_no : r.payer_no),
    amount: fenToDecimal(amountFenOf(r)),
    purpose: purposeOf(r),
    bizRef: r.biz_ref,
    bankSerial: r.bank_serial,
    status: r.status,
  };
}

/** 回单真实有效: the key fields of the receipt a code belongs to (account numbers masked). */
export function toReceiptCheck(r: ReceiptRow): ReceiptCheck {
  return {
    found: true,
    receiptNo: r.receipt_no,
    tradedAt: tradedAt(r),
    bizType: r.biz_type as ReceiptBizType,
    payerName: r.payer_name,
    payerAccountNo: maskAccountNo(r.payer_no),
    payeeName: r.payee_name,
    payeeAccountNo: maskAccountNo(r.payee_no),
    amount: fenToDecimal(amountFenOf(r)),
    bankSerial: r.bank_serial,
    fileSha256: r.file_sha256 ?? '',
  };
}
