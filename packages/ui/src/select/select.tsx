import { useCallback, useRef, useState } from 'react';
import type { Ref } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useFieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { fieldChangeEvent } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';
import { Content, Item, Trigger } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The choices, in display order. */
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
  /** Field name (react-hook-form, native form submit). */
  name?: string;
  /** Shown when nothing is selected; 请选择 by default. */
  placeholder?: string;
  /** Cannot be opened. */
  disabled?: boolean;
  /** Red border and aria-invalid; inside a FormField its error does this. */
  invalid?: boolean;
  /** Id of the trigger; inside a FormField the field id. */
  id?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  /** react-hook-form `register()` ref: reads/writes `value` and focuses the trigger. */
  ref?: Ref<FieldHandle<string>>;
}

/** Single choice from a list, on Radix Select; inside a FormField it takes the field's label, help and error. */
export function Select({ options, value, defaultValue, onValueChange, onChange, onBlur, name, placeholder = messages.select.placeholder, disabled, invalid, id, ref, ...aria }: SelectProps) {
  const fieldAria = useFieldAria({ id, label: aria['aria-label'], invalid });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => trigger.current?.focus(), []);
  const { current, change } = useFieldValue({ value, defaultValue, onValueChange, onChange, name, ref }, '', focus);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onBlur?.(fieldChangeEvent(name, current));
  };
  return (
    // Radix treats '' as "no value", which shows the placeholder.
    <RadixSelect.Root value={current} onValueChange={change} name={name} disabled={disabled} onOpenChange={onOpenChange}>
      <Trigger
        ref={trigger}
        {...fieldAria}
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
