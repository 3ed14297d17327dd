import { useFormFieldControl } from './form-field-context';

/** What a custom control was given directly; each wins over what the enclosing FormField provides. */
export interface FieldAriaOptions {
  id?: string;
  /** Accessible name given directly (standalone use, or to override the FormField label). */
  label?: string;
  invalid?: boolean;
  /** Extra description ids of the control's own (e.g. a counter). */
  describedBy?: string;
}

/** The id and ARIA attributes a non-native control (a Radix trigger, a group) spreads on its root element. */
export interface FieldAria {
  id: string | undefined;
  'aria-label': string | undefined;
  'aria-labelledby': string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/**
 * Wires a control to its FormField: named by the field's label through aria-labelledby (a `<label for>` cannot
 * name a group), described by its help and error, invalid and required as the field says. Outside a FormField the
 * control's own `label` names it.
 */
export function useFieldAria({ id, label, invalid, describedBy }: FieldAriaOptions): FieldAria {
  const field = useFormFieldControl();
  return {
    id: id ?? field?.id,
    'aria-label': label,
    'aria-labelledby': label ? undefined : field?.labelId,
    'aria-describedby': [describedBy, field?.describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': (invalid ?? field?.invalid) || undefined,
    'aria-required': field?.required || undefined,
  };
}
