// 回单 (issue 27 item 3, domain-lines.md §16.7): one receipt per side of every simulated-bank transfer. The bank
// writes them GENERATING in the transfer's transaction; the generator (a sweep job, and on demand when a GENERATING
// receipt is opened) renders the PDF, registers its 验证码 and stores the file with its SHA-256 and SM3.
import type { ServerModule } from '../../platform/http/server-module';
import { generatePendingReceipts } from './receipts.generate';
import { receiptRoutes } from './receipts.routes';

export const receiptsModule: ServerModule = {
  name: 'receipts',
  routes: receiptRoutes,
  jobs: [{ name: 'receipt-pdfs', run: (db, now) => generatePendingReceipts(db, now) }],
};
export { RECEIPT_DOC_TYPE, generatePendingReceipts, generateReceipt } from './receipts.generate';
export { RECEIPT_FONT, cjkPdfBytes } from './receipts.pdf';
export { receiptSelection, receiptZipEntries } from './receipts.batch';
export type { ReceiptZipEntry } from './receipts.batch';
