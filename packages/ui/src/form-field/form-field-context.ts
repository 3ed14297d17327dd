import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it, so label, help and error are wired without prop drilling. */
export interface FormFieldControl {
  /** Id for the control; the visible label points at it with htmlFor. */
  id: string;
  /** Id of the visible label: group controls (radio, checkbox group, date range) name themselves with it. */
  labelId: string;
  /** Id of the help text, when there is one. */
  helpId: string | undefined;
  /** Id of the error message, when there is one. */
  errorId: string | undefined;
  /** Help and error ids, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /**
   * A control that refuses what was typed (MoneyInput: 金额不能为负数, 最多两位小数) says why here, or clears it with
   * null: the field shows that message in place of its `error` until the control takes the text again.
   */
  reportError?: (message: string | null) => void;
}

export const FormFieldContext = createContext<FormFieldControl | null>(null);

/**
 * For controls (ours and other packages', e.g. MoneyInput): the ids, aria-describedby and aria-invalid of the
 * enclosing FormField, or null outside one.
 */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}
