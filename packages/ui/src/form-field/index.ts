export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { useFormFieldControl } from './form-field-context';
export type { FormFieldControl } from './form-field-context';
export { useFieldAria } from './use-field-aria';
export type { FieldAria, FieldAriaOptions } from './use-field-aria';
