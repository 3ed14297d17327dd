// 供应链ABS (domain-lines.md §18.1–§18.4): receivables, the batch confirmation and the transfer to a factor.
export { absEndpoints } from '../endpoints/abs';
export {
  ABS_PRICE_MODES,
  ABS_PRICE_MODE_LABEL,
  ABS_RECEIVABLE_STATUSES,
  ABS_RECEIVABLE_STATUS_LABEL,
  absCancelDecisionSchema,
  absInvoiceUseSchema,
  absPayableBatchSchema,
  absPayableInputSchema,
  absPricePreviewSchema,
  absPriceSchema,
  absReasonSchema,
  absReceivableNoSchema,
  absReceivableListSchema,
  absReceivableSchema,
  absTransferInputSchema,
} from '../schemas/abs';
export type {
  AbsPayableBatchInput,
  AbsPriceMode,
  AbsReceivableListQuery,
  AbsPricePreview,
  AbsReceivable,
  AbsReceivableStatus,
  AbsTransferInput,
} from '../schemas/abs';
