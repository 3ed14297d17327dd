import { forwardRef, useCallback, useId, useRef } from 'react';
import type { ForwardedRef } from 'react';
import { useFieldAria } from '../form-field/use-field-aria';
import { groupBlur } from '../use-field-handle/use-field-handle';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';
import { Dot, Group, Indicator, Option } from './radio-group.styles';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldValueProps<string>, FieldStateProps {
  /**
   * Accessible name of the group when it stands alone. Inside a FormField leave it out: the group is named by the
   * field's label (aria-labelledby) and described by its help and error.
   */
  label?: string;
  /** The choices, in display order; a disabled option cannot be picked. */
  options: readonly RadioOption[];
  /** Stack the options. */
  vertical?: boolean;
}

function RadioGroupWithRef(
  { label, options, value, defaultValue, onValueChange, onChange, onBlur, name, disabled, invalid, vertical = false }: RadioGroupProps,
  ref: ForwardedRef<FieldHandle<string>>,
) {
  const fieldAria = useFieldAria({ label, invalid });
  const baseId = useId();
  const group = useRef<HTMLDivElement>(null);
  // Focus the checked radio, or the first one, as a browser does for a native group.
  const focus = useCallback(() => {
    const radios = group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)');
    const checked = group.current?.querySelector<HTMLButtonElement>('[role="radio"][data-state="checked"]');
    (checked ?? radios?.[0])?.focus();
  }, []);
  const { current, change } = useFieldValue({ value, defaultValue, onValueChange, onChange, name, ref }, '', focus);
  return (
    <Group
      ref={group}
      $vertical={vertical}
      {...fieldAria}
      value={current}
      onValueChange={change}
      name={name}
      disabled={disabled}
      orientation={vertical ? 'vertical' : 'horizontal'}
      onBlur={groupBlur(name, current, onBlur)}
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

/**
 * One choice among a few, on Radix RadioGroup: arrow keys move and select, Tab leaves the group. The ref is a field
 * handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()` focuses the control),
 * forwarded with forwardRef: React 18 and 19.
 */
export const RadioGroup = forwardRef(RadioGroupWithRef);
RadioGroup.displayName = 'RadioGroup';
