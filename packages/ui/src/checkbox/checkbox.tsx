import { forwardRef, useCallback, useId, useRef, useState } from 'react';
import type { ForwardedRef, ReactNode } from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { fieldChangeEvent, useFieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldIdentityProps, FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';
import { Box, Mark, Row } from './checkbox.styles';
import { CheckIcon, MinusIcon } from '@radix-ui/react-icons';

/** A boolean field for react-hook-form: `checked` stands in for `value` (it may also be 'indeterminate'). */
export interface CheckboxProps extends Pick<FieldValueProps<boolean>, 'onChange' | 'onBlur' | 'name'>, FieldStateProps, FieldIdentityProps {
  /** Text next to the box; also its accessible name. */
  children?: ReactNode;
  /** Checked state (controlled); 'indeterminate' shows the mixed mark (e.g. 全选 of a partly selected table). */
  checked?: boolean | 'indeterminate';
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
}

function CheckboxWithRef(
  { children, checked, defaultChecked = false, onCheckedChange, onChange, onBlur, name, disabled, invalid, id, ...aria }: CheckboxProps,
  ref: ForwardedRef<FieldHandle<boolean>>,
) {
  const field = useFormFieldControl();
  const generated = useId();
  const boxId = id ?? field?.id ?? generated;
  const [internal, setInternal] = useState(defaultChecked);
  const current = checked ?? internal;
  const box = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => box.current?.focus(), []);
  const setValue = useCallback((value: boolean) => setInternal(Boolean(value)), []);
  useFieldHandle(ref, name, current === true, setValue, focus);
  const change = (next: boolean | 'indeterminate') => {
    const value = next === true;
    setInternal(value);
    onCheckedChange?.(value);
    onChange?.(fieldChangeEvent(name, value));
  };
  return (
    <Row>
      <Box
        ref={box}
        id={boxId}
        name={name}
        checked={current}
        onCheckedChange={change}
        onBlur={() => onBlur?.(fieldChangeEvent(name, current === true))}
        disabled={disabled}
        aria-label={aria['aria-label']}
        aria-describedby={field?.describedBy}
        aria-invalid={(invalid ?? field?.invalid) || undefined}
      >
        <Mark aria-hidden="true">{current === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}</Mark>
      </Box>
      {children ? <label htmlFor={boxId}>{children}</label> : null}
    </Row>
  );
}

/**
 * A Radix checkbox with its label; works with react-hook-form `register()` as a boolean field. The ref is a field
 * handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()` focuses the control),
 * forwarded with forwardRef: React 18 and 19.
 */
export const Checkbox = forwardRef(CheckboxWithRef);
Checkbox.displayName = 'Checkbox';
