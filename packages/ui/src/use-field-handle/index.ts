export { fieldChangeEvent, useFieldHandle } from './use-field-handle';
export type { FieldChangeEvent, FieldHandle } from './use-field-handle';
