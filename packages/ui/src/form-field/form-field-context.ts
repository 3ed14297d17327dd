import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it, so label, help and error are wired without prop drilling. */
export interface FormFieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldControl | null>(null);

/**
 * For controls (ours and other packages', e.g. MoneyInput): the id, aria-describedby and aria-invalid of the
 * enclosing FormField, or null outside one.
 */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}
