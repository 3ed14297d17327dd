import { createHash, randomBytes } from 'node:crypto';
import { RECEIPT_BIZ_TYPE_LABEL, RECEIPT_SIDE_LABEL } from '@scf/api/contract';
import type { ReceiptBizType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { insertFile } from '../files';
import { registerCode, setDocHash } from '../verification';
import { renderReceiptPdf } from './receipts.pdf';
import type { ReceiptContent } from './receipts.pdf';
import { amountFenOf, markReady, pendingReceipts, receiptByNo, setReceiptStatus } from './receipts.repo';
import type { ReceiptRow } from './receipts.repo';

/** The 文件类型 a receipt's 验证码 is registered under (the public /verify page prints it). */
export const RECEIPT_DOC_TYPE = '电子回单';

const SHANGHAI_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** 交易时间: the transfer's business date and its instant's time of day in Asia/Shanghai. */
export const tradedAt = (r: ReceiptRow): string => `${r.business_date} ${SHANGHAI_TIME.format(new Date(toNumber(r.txn_at)))}`;

export const bizTypeLabel = (r: ReceiptRow): string => RECEIPT_BIZ_TYPE_LABEL[r.biz_type as ReceiptBizType] ?? r.biz_type;

/** 用途: the transfer's remark, else its 业务类型. */
export const purposeOf = (r: ReceiptRow): string => r.remark || bizTypeLabel(r);

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
/** SM3 (GB/T 32905) through Node's OpenSSL, which ships it (the same digest sm-crypto computes). */
export const sm3Hex = (bytes: Uint8Array): string => createHash('sm3').update(bytes).digest('hex');

export function contentOf(r: ReceiptRow, verifyCode: string): ReceiptContent {
  return {
    receiptNo: r.receipt_no,
    tradedAt: tradedAt(r),
    payer: { name: r.payer_name, accountNo: r.payer_no, bankName: r.payer_bank },
    payee: { name: r.payee_name, accountNo: r.payee_no, bankName: r.payee_bank },
    amountFen: amountFenOf(r),
    purpose: purposeOf(r),
    summary: bizTypeLabel(r),
    bizRef: r.biz_ref,
    bankSerial: r.bank_serial,
    verifyCode,
    sideLabel: RECEIPT_SIDE_LABEL[r.side],
    createdAt: toNumber(r.txn_at),
  };
}

/** What the 验证码 certifies before the bytes exist: the receipt's fields (the code is printed into the PDF, so the PDF's hash replaces it). */
const contentDigest = (r: ReceiptRow): string =>
  sha256Hex(
    new TextEncoder().encode(
      JSON.stringify([r.receipt_no, r.bank_serial, r.side, r.biz_type, amountFenOf(r).toString(), r.payer_no, r.payee_no, r.business_date]),
    ),
  );

/**
 * Render one GENERATING (or FAILED) receipt in one transaction: the 验证码 from the shared registry (docType 电子回单),
 * the PDF, stored in the file store under the account's corporation, its SHA-256 and SM3, READY. A READY receipt is
 * left as it is (receipts are immutable). Returns the status it ends in; a failure leaves nothing and marks it FAILED.
 */
export async function generateReceipt(db: Queryable, receiptNo: string, now: number): Promise<'READY' | 'FAILED' | 'ABSENT'> {
  try {
    return await db.transaction(async (tx) => {
      const r = await receiptByNo(tx, receiptNo, true);
      if (!r) return 'ABSENT';
      if (r.status === 'READY') return 'READY';
      const verifyCode = await registerCode(
        tx,
        {
          docType: RECEIPT_DOC_TYPE,
          docNo: r.receipt_no,
          docHash: contentDigest(r),
          amountFen: amountFenOf(r),
          parties: [
            { role: '付款人', name: r.payer_name },
            { role: '收款人', name: r.payee_name },
          ],
          signer: null,
          signedAt: null,
        },
        now,
      );
      const bytes = await renderReceiptPdf(contentOf(r, verifyCode));
      const sha256 = sha256Hex(bytes);
      await setDocHash(tx, verifyCode, sha256);
      const fileId = randomBytes(16).toString('hex');
      await insertFile(tx, {
        fileId,
        corpId: r.corp_id,
        userId: null,
        fileName: `电子回单-${r.receipt_no}.pdf`,
        mimeType: 'application/pdf',
        sha256,
        sizeBytes: bytes.length,
        content: bytes,
        objectKey: null,
        now,
      });
      await markReady(tx, { receiptNo, fileId, verifyCode, sha256, sm3: sm3Hex(bytes) });
      return 'READY' as const;
    });
  } catch {
    await setReceiptStatus(db, receiptNo, 'FAILED');
    return 'FAILED';
  }
}

/** The generator's sweep: render the receipts still GENERATING, a bounded batch at a time (the next sweep takes the rest). */
export async function generatePendingReceipts(db: Queryable, now: number, limit = 200): Promise<number> {
  let made = 0;
  for (const receiptNo of await pendingReceipts(db, limit)) if ((await generateReceipt(db, receiptNo, now)) === 'READY') made += 1;
  return made;
}
