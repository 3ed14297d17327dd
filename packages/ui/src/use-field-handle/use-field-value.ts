import { useState } from 'react';
import type { Ref } from 'react';
import { fieldChangeEvent, useFieldHandle } from './use-field-handle';
import type { FieldChangeEvent, FieldHandle } from './use-field-handle';

/** The value props of a non-native control (Select, RadioGroup, CheckboxGroup, the date pickers). */
export interface FieldValueOptions<V> {
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  onChange?: (event: FieldChangeEvent<V>) => unknown;
  name?: string;
  ref?: Ref<FieldHandle<V>>;
}

/**
 * Controlled (`value`) or uncontrolled value of a control, exposed to react-hook-form through its ref; `change`
 * reports a new value to `onValueChange` and, as a change event, to a form's `onChange`.
 */
export function useFieldValue<V>({ value, defaultValue, onValueChange, onChange, name, ref }: FieldValueOptions<V>, empty: V, focus: () => void) {
  const [internal, setInternal] = useState<V>(defaultValue ?? empty);
  const current = value ?? internal;
  useFieldHandle(ref, name, current, setInternal, focus);
  const change = (next: V) => {
    setInternal(next);
    onValueChange?.(next);
    onChange?.(fieldChangeEvent(name, next));
  };
  return { current, change };
}
