import { useCallback, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { fieldChangeEvent, useFieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';
import { Dot, Group, Indicator, Option } from './radio-group.styles';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /**
   * Accessible name of the group. Needed even inside a FormField: a <label for> cannot name a group, only a
   * single control.
   */
  label: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** react-hook-form `register()`: receives `{ target: { name, value } }`. */
  onChange?: (event: FieldChangeEvent<string>) => unknown;
  onBlur?: (event: FieldChangeEvent<string>) => unknown;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Stack the options. */
  vertical?: boolean;
  /** react-hook-form `register()` ref. */
  ref?: Ref<FieldHandle<string>>;
}

/** One choice among a few, on Radix RadioGroup: arrow keys move and select, Tab leaves the group. */
export function RadioGroup({ label, options, value, defaultValue, onValueChange, onChange, onBlur, name, disabled, invalid, vertical = false, ref }: RadioGroupProps) {
  const field = useFormFieldControl();
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? '');
  const current = value ?? internal;
  const group = useRef<HTMLDivElement>(null);
  // Focus the checked radio, or the first one, as a browser does for a native group.
  const focus = useCallback(() => {
    const radios = group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)');
    const checked = group.current?.querySelector<HTMLButtonElement>('[role="radio"][data-state="checked"]');
    (checked ?? radios?.[0])?.focus();
  }, []);
  useFieldHandle(ref, name, current, setInternal, focus);
  const change = (next: string) => {
    setInternal(next);
    onValueChange?.(next);
    onChange?.(fieldChangeEvent(name, next));
  };
  return (
    <Group
      ref={group}
      $vertical={vertical}
      aria-label={label}
      aria-describedby={field?.describedBy}
      aria-invalid={(invalid ?? field?.invalid) || undefined}
      aria-required={field?.required || undefined}
      value={current}
      onValueChange={change}
      name={name}
      disabled={disabled}
      orientation={vertical ? 'vertical' : 'horizontal'}
      onBlur={(event) => {
        // Moving between radios is not leaving the group.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(fieldChangeEvent(name, current));
      }}
    >
      {options.map((option, index) => {
        const id = `${baseId}-${index}`;
        return (
          <Option key={option.value}>
            <Dot id={id} value={option.value} disabled={option.disabled}>
              <Indicator />
            </Dot>
            <label htmlFor={id}>{option.label}</label>
          </Option>
        );
      })}
    </Group>
  );
}
