import { forwardRef, useCallback, useRef, useState } from 'react';
import type { ForwardedRef } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useFieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { fieldChangeEvent } from '../use-field-handle/use-field-handle';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldIdentityProps, FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';
import { Content, Item, Trigger } from './select.styles';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { usePortalContainer } from '../portal-container/portal-container';
import { cspNonce } from '../theme/csp-nonce';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldValueProps<string>, FieldStateProps, FieldIdentityProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown when nothing is selected; 请选择 by default. */
  placeholder?: string;
}

function SelectWithRef(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    name,
    placeholder = messages.select.placeholder,
    disabled,
    invalid,
    id,
    ...aria
  }: SelectProps,
  ref: ForwardedRef<FieldHandle<string>>,
) {
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
        <RadixSelect.Icon asChild>
          <ChevronDownIcon aria-hidden="true" />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal container={usePortalContainer()}>
        <Content position="popper" sideOffset={4}>
          <RadixSelect.Viewport nonce={cspNonce()}>
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

/**
 * Single choice from a list, on Radix Select; inside a FormField it takes the field's label, help and error. The ref
 * is a field handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()` focuses the
 * control), forwarded with forwardRef: React 18 and 19.
 */
export const Select = forwardRef(SelectWithRef);
Select.displayName = 'Select';
