// 供应链ABS转让 screens (domain-lines.md §18.3–§18.4): the 受让方 picker, the transfer's detail with its price lines, 已办.
export {
  ABS_TRANSFER_PRICING,
  absFactorSchema,
  absQuoteSchema,
  absTransferDetailSchema,
  absTransferDoneQuerySchema,
  absTransferLineSchema,
} from '../schemas/abs';
export type { AbsFactor, AbsTransferDetail, AbsTransferDoneQuery } from '../schemas/abs';
