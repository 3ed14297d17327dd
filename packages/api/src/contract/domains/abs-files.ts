// 供应链ABS documents (domain-lines.md §18.5): the PDFs, the document × asset matrix and the 付款确认书.
export { absFileEndpoints } from '../endpoints/abs-files';
export {
  ABS_DOC_KINDS,
  ABS_DOC_KIND_LABEL,
  ABS_DOC_STATES,
  ABS_DOC_STATE_LABEL,
  ABS_MATRIX_COLUMNS,
  absDocCellSchema,
  absFilePackageQuerySchema,
  absFileRowSchema,
} from '../schemas/abs-files';
export type { AbsDocCell, AbsDocKind, AbsDocState, AbsFilePackageQuery, AbsFileRow } from '../schemas/abs-files';
