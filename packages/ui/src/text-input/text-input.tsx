import type { InputHTMLAttributes, Ref } from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { StyledInput } from './text-input.styles';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the input invalid (red border, aria-invalid); inside a FormField its error does this. */
  invalid?: boolean;
  /** Works with react-hook-form's `register()`, which passes a ref. */
  ref?: Ref<HTMLInputElement>;
}

/** Single-line text input; inside a FormField it takes the field's id, description and invalid state. */
export function TextInput({ invalid, id, type = 'text', ...rest }: TextInputProps) {
  const field = useFormFieldControl();
  const describedBy = [rest['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <StyledInput
      {...rest}
      type={type}
      id={id ?? field?.id}
      // aria-required, not `required`: native constraint validation would block the submit before the form
      // library (react-hook-form + zod) shows its own zh-CN message.
      aria-required={rest['aria-required'] ?? (field?.required || undefined)}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
    />
  );
}
