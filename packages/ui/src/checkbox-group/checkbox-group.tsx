import { forwardRef, useCallback, useRef } from 'react';
import type { ForwardedRef } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { FormFieldContext } from '../form-field/form-field-context';
import { useFieldAria } from '../form-field/use-field-aria';
import { groupBlur } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';
import { Group } from './checkbox-group.styles';

export interface CheckboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /**
   * Accessible name of the group when it stands alone. Inside a FormField leave it out: the group is named by the
   * field's label (aria-labelledby) and described by its help and error.
   */
  label?: string;
  /** The boxes, in display order; a disabled option cannot be toggled. */
  options: readonly CheckboxOption[];
  /** The checked values, in option order (controlled). */
  value?: readonly string[];
  /** Checked values when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the checked values after each toggle. */
  onValueChange?: (value: string[]) => void;
  /** react-hook-form `register()` or `<Controller>`: receives `{ target: { name, value: string[] } }`. */
  onChange?: (event: FieldChangeEvent<string[]>) => unknown;
  /** Called when focus leaves the group. */
  onBlur?: (event: FieldChangeEvent<string[]>) => unknown;
  /** Field name (react-hook-form). */
  name?: string;
  /** Disables every box. */
  disabled?: boolean;
  /** aria-invalid on the group; inside a FormField its error does this. */
  invalid?: boolean;
  /** Stack the options. */
  vertical?: boolean;
}

function CheckboxGroupWithRef(
  { label, options, value, defaultValue = [], onValueChange, onChange, onBlur, name, disabled, invalid, vertical = false }: CheckboxGroupProps,
  ref: ForwardedRef<FieldHandle<string[]>>,
) {
  // aria-required is not allowed on role=group; the label's mark shows it.
  const { 'aria-required': _required, ...fieldAria } = useFieldAria({ label, invalid });
  const group = useRef<HTMLDivElement>(null);
  const focus = useCallback(() => group.current?.querySelector<HTMLButtonElement>('[role="checkbox"]:not(:disabled)')?.focus(), []);
  const { current, change } = useFieldValue<string[]>(
    { value: value && [...value], defaultValue: [...defaultValue], onValueChange, onChange, name, ref },
    [],
    focus,
  );
  const toggle = (option: string, checked: boolean) => change(options.map((o) => o.value).filter((v) => (v === option ? checked : current.includes(v))));
  return (
    <Group ref={group} role="group" $vertical={vertical} {...fieldAria} onBlur={groupBlur(name, current, onBlur)}>
      {/* The boxes are not the field's control: they must not take its id or its description. */}
      <FormFieldContext.Provider value={null}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={current.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked)}
            disabled={disabled || option.disabled}
          >
            {option.label}
          </Checkbox>
        ))}
      </FormFieldContext.Provider>
    </Group>
  );
}

/**
 * Several choices among a few: a named group of checkboxes whose value is the list of checked option values. The ref
 * is a field handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()` focuses the
 * control), forwarded with forwardRef: React 18 and 19.
 */
export const CheckboxGroup = forwardRef(CheckboxGroupWithRef);
CheckboxGroup.displayName = 'CheckboxGroup';
