// 回单 (domain-lines.md §16.7): the corporation's receipts of simulated-bank transfers, their PDF and 回单验真.
export { receiptBatchSchema, receiptEndpoints, receiptListQuerySchema } from '../endpoints/receipts';
export type { ReceiptListQuery } from '../endpoints/receipts';
export {
  RECEIPT_BATCH_MAX,
  RECEIPT_BATCH_TOO_MANY,
  RECEIPT_BIZ_TYPES,
  RECEIPT_BIZ_TYPE_LABEL,
  RECEIPT_FILE_TAMPERED,
  RECEIPT_NOT_FOUND,
  RECEIPT_SIDES,
  RECEIPT_SIDE_LABEL,
  RECEIPT_STATUSES,
  RECEIPT_STATUS_LABEL,
  RECEIPT_VERIFIED,
  receiptCheckSchema,
  receiptNoSchema,
  receiptSchema,
} from '../schemas/receipt';
export type { Receipt, ReceiptBizType, ReceiptCheck, ReceiptSideCode, ReceiptStatus } from '../schemas/receipt';
