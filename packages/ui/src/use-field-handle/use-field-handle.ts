import { useImperativeHandle } from 'react';
import type { FocusEvent, Ref } from 'react';

/**
 * What the ref of a non-native control (Radix Select, RadioGroup, Checkbox) exposes. It looks enough like a form
 * element for react-hook-form's `register()`: it reads and writes `value` (defaultValues, reset, setValue) and
 * calls `focus()` on the first invalid field.
 */
export interface FieldHandle<V> {
  name: string | undefined;
  value: V;
  focus: () => void;
}

/** The change event these controls emit: `register()`'s onChange reads `target.name` and `target.value`. */
export interface FieldChangeEvent<V> {
  target: { name: string | undefined; value: V };
}

export function useFieldHandle<V>(ref: Ref<FieldHandle<V>> | undefined, name: string | undefined, value: V, setValue: (value: V) => void, focus: () => void) {
  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return value;
      },
      set value(next: V) {
        setValue(next);
      },
      focus,
    }),
    [name, value, setValue, focus],
  );
}

/** Builds the change event; deliberately without `type`, so react-hook-form takes `target.value` as is. */
export function fieldChangeEvent<V>(name: string | undefined, value: V): FieldChangeEvent<V> {
  return { target: { name, value } };
}

/**
 * The blur handler of a group (radios, checkboxes): reports a blur only when focus leaves the whole group, not when
 * it moves between the group's items.
 */
export function groupBlur<V>(name: string | undefined, value: V, onBlur: ((event: FieldChangeEvent<V>) => unknown) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.(fieldChangeEvent(name, value));
  };
}
