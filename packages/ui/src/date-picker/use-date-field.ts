import { useCallback, useRef, useState } from 'react';
import type { Ref } from 'react';
import { fieldChangeEvent } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';

/** The value props both date pickers share; V is 'YYYY-MM-DD' or a range of those. */
export interface DateFieldProps<V> {
  /** The value (controlled). */
  value?: V;
  /** Initial value when uncontrolled. */
  defaultValue?: V;
  /** Called with the new value. */
  onValueChange?: (value: V) => void;
  /** react-hook-form: `register()` or `<Controller>`'s `field.onChange`; receives `{ target: { name, value } }`. */
  onChange?: (event: FieldChangeEvent<V>) => unknown;
  /** react-hook-form: called when the calendar closes (the field was touched). */
  onBlur?: (event: FieldChangeEvent<V>) => unknown;
  /** Field name (react-hook-form). */
  name?: string;
  /** react-hook-form ref (`register()` or `field.ref`): reads/writes `value` and focuses the trigger. */
  ref?: Ref<FieldHandle<V>>;
}

/**
 * Value, popup state and react-hook-form wiring of a date picker: controlled (`value`) or not, emits the change
 * to `onValueChange` and to a form's `onChange`, and counts closing the calendar as leaving the field.
 */
export function useDateField<V>({ value, defaultValue, onValueChange, onChange, onBlur, name, ref }: DateFieldProps<V>, empty: V) {
  const [open, setOpen] = useState(false);
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
