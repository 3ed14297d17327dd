import { forwardRef, useId, useState } from 'react';
import type { ChangeEvent, ForwardedRef, TextareaHTMLAttributes } from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Counter, StyledTextarea, Wrapper } from './textarea.styles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows the counter n/max. Not a hard limit unless `maxLength` is also set: the form's rule gives the message. */
  maxCount?: number;
  /** Red border and aria-invalid; inside a FormField its error does this. */
  invalid?: boolean;
}

function lengthOf(value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']): number {
  return value === undefined || value === null ? 0 : [...String(value)].length;
}

function TextareaWithRef({ maxCount, invalid, id, onChange, value, defaultValue, ...rest }: TextareaProps, ref: ForwardedRef<HTMLTextAreaElement>) {
  const field = useFormFieldControl();
  const counterId = useId();
  // Uncontrolled (register()) inputs report their length through onChange; controlled ones through `value`.
  const [typed, setTyped] = useState(() => lengthOf(defaultValue));
  const count = value === undefined ? typed : lengthOf(value);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // Code points, not UTF-16 units, so an emoji counts as one character.
    setTyped([...event.target.value].length);
    onChange?.(event);
  };
  const describedBy = [rest['aria-describedby'], field?.describedBy, maxCount ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <Wrapper>
      <StyledTextarea
        {...rest}
        ref={ref}
        id={id ?? field?.id}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-required={rest['aria-required'] ?? (field?.required || undefined)}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
      />
      {maxCount ? (
        <Counter $over={count > maxCount}>
          <span aria-hidden="true">{messages.textarea.counter(count, maxCount)}</span>
          <VisuallyHidden id={counterId}>{messages.textarea.counterLabel(count, maxCount)}</VisuallyHidden>
        </Counter>
      ) : null}
    </Wrapper>
  );
}

/**
 * Multi-line text with a character counter (e.g. 0/500); inside a FormField it takes its label, help and error. The
 * ref is the native textarea (react-hook-form `register()`; forwardRef: React 18 and 19).
 */
export const Textarea = forwardRef(TextareaWithRef);
Textarea.displayName = 'Textarea';
