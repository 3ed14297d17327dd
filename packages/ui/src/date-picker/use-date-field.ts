import { useCallback, useRef, useState } from 'react';
import { fieldChangeEvent } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldValueInput } from '../use-field-handle/use-field-value';

/**
 * Value, popup state and react-hook-form wiring of a date picker: controlled (`value`) or not, emits the change
 * to `onValueChange` and to a form's `onChange`, and counts closing the calendar as leaving the field.
 */
export function useDateField<V>({ value, defaultValue, onValueChange, onChange, onBlur, name, ref }: FieldValueInput<V>, empty: V, defaultOpen = false) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => triggerRef.current?.focus(), []);
  const { current, change } = useFieldValue({ value, defaultValue, onValueChange, onChange, name, ref }, empty, focus);
  const commit = (next: V) => {
    change(next);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onBlur?.(fieldChangeEvent(name, current));
  };
  return { current, open, onOpenChange, commit, triggerRef };
}
