import { useCallback, useRef, useState } from 'react';
import type { Ref } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useFormFieldControl } from '../form-field/form-field-context';
import { messages } from '../messages';
import { fieldChangeEvent, useFieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';
import { Content, Item, Trigger } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value. */
  onValueChange?: (value: string) => void;
  /** react-hook-form `register()`: receives `{ target: { name, value } }`. */
  onChange?: (event: FieldChangeEvent<string>) => unknown;
  /** react-hook-form `register()`: marks the field touched (and validates in onBlur mode). */
  onBlur?: (event: FieldChangeEvent<string>) => unknown;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  /** react-hook-form `register()` ref: reads/writes `value` and focuses the trigger. */
  ref?: Ref<FieldHandle<string>>;
}

/** Single choice from a list, on Radix Select; inside a FormField it takes the field's label, help and error. */
export function Select({ options, value, defaultValue, onValueChange, onChange, onBlur, name, placeholder = messages.select.placeholder, disabled, invalid, id, ref, ...aria }: SelectProps) {
  const field = useFormFieldControl();
  const [internal, setInternal] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const current = value ?? internal;
  const trigger = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => trigger.current?.focus(), []);
  useFieldHandle(ref, name, current, setInternal, focus);
  const change = (next: string) => {
    setInternal(next);
    onValueChange?.(next);
    onChange?.(fieldChangeEvent(name, next));
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onBlur?.(fieldChangeEvent(name, current));
  };
  return (
    // Radix treats '' as "no value", which shows the placeholder.
    <RadixSelect.Root value={current} onValueChange={change} name={name} disabled={disabled} onOpenChange={onOpenChange}>
      <Trigger
        ref={trigger}
        id={id ?? field?.id}
        aria-label={aria['aria-label']}
        aria-describedby={field?.describedBy}
        aria-invalid={(invalid ?? field?.invalid) || undefined}
        aria-required={field?.required || undefined}
        // Opening moves focus into the list: that is not leaving the field, so only a blur while closed counts.
        onBlur={() => (open ? undefined : onBlur?.(fieldChangeEvent(name, current)))}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4}>
          <RadixSelect.Viewport>
            {options.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </Item>
            ))}
          </RadixSelect.Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
