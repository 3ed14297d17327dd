import { forwardRef } from 'react';
import type { ForwardedRef, InputHTMLAttributes } from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { StyledInput } from './text-input.styles';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the input invalid (red border, aria-invalid); inside a FormField its error does this. */
  invalid?: boolean;
}

function TextInputWithRef({ invalid, id, type = 'text', ...rest }: TextInputProps, ref: ForwardedRef<HTMLInputElement>) {
  const field = useFormFieldControl();
  const describedBy = [rest['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <StyledInput
      {...rest}
      ref={ref}
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

/**
 * Single-line text input; inside a FormField it takes the field's id, description and invalid state. The ref is the
 * native input (react-hook-form `register()`; forwardRef: React 18 and 19).
 */
export const TextInput = forwardRef(TextInputWithRef);
TextInput.displayName = 'TextInput';
