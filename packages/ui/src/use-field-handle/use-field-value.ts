import { useState } from 'react';
import type { Ref } from 'react';
import { fieldChangeEvent, useFieldHandle } from './use-field-handle';
import type { FieldChangeEvent, FieldHandle } from './use-field-handle';

/**
 * The value props every non-native control shares (Select, RadioGroup, the date pickers; Checkbox its form part):
 * controlled or not, and react-hook-form's `register()` / `<Controller>` wiring.
 */
export interface FieldValueProps<V> {
  /** The value (controlled). */
  value?: V;
  /** Initial value when uncontrolled. */
  defaultValue?: V;
  /** Called with the new value. */
  onValueChange?: (value: V) => void;
  /** react-hook-form `register()` or `<Controller>`'s `field.onChange`: receives `{ target: { name, value } }`. */
  onChange?: (event: FieldChangeEvent<V>) => unknown;
  /** react-hook-form: the field was touched (focus left it, or its list or calendar closed). */
  onBlur?: (event: FieldChangeEvent<V>) => unknown;
  /** Field name (react-hook-form, native form submit). */
  name?: string;
}

/**
 * What the value hooks take: the props and the forwarded ref (react-hook-form `register()` or `field.ref`), which
 * reads/writes `value` and focuses the control. Components take it through `forwardRef`, so it works on React 18
 * (where `ref` is never a prop) and 19.
 */
export type FieldValueInput<V> = FieldValueProps<V> & { ref?: Ref<FieldHandle<V>> };

/** How a control looks to the user and to assistive tech, beyond its value. */
export interface FieldStateProps {
  /** Cannot be used (react-hook-form `<Controller disabled>` passes it too). */
  disabled?: boolean;
  /** Red border and aria-invalid; inside a FormField its error does this. */
  invalid?: boolean;
}

/** A single control (not a group): its id and, outside a FormField, its name. */
export interface FieldIdentityProps {
  /** Id of the control; inside a FormField the field id. */
  id?: string;
  /** Accessible name when not inside a FormField (there the field's label names it). */
  'aria-label'?: string;
}

/**
 * Controlled (`value`) or uncontrolled value of a control, exposed to react-hook-form through its ref; `change`
 * reports a new value to `onValueChange` and, as a change event, to a form's `onChange`.
 */
export function useFieldValue<V>({ value, defaultValue, onValueChange, onChange, name, ref }: FieldValueInput<V>, empty: V, focus: () => void) {
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
