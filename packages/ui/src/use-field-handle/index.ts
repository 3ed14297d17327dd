export { fieldChangeEvent, groupBlur, useFieldHandle } from './use-field-handle';
export type { FieldChangeEvent, FieldHandle } from './use-field-handle';
export { useFieldValue } from './use-field-value';
export type { FieldIdentityProps, FieldStateProps, FieldValueInput, FieldValueProps } from './use-field-value';
