import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FormFieldContext } from './form-field-context';
import { ErrorText, Field, Help, Label, RequiredMark } from './form-field.styles';

export interface FormFieldProps {
  /**
   * Visible label: names a single control with htmlFor/id, and a group control (RadioGroup, CheckboxGroup,
   * DateRangePicker) through the label id it reads from context (aria-labelledby).
   */
  label: string;
  /**
   * Error message (e.g. react-hook-form's `errors.x?.message`); announced with role=alert. A message the control
   * reports itself (what it refused to take) is shown instead while it lasts.
   */
  error?: string;
  /** Help text under the control, linked by aria-describedby. */
  help?: string;
  /** Shows a required mark and marks the control required. */
  required?: boolean;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  /** The control: any of ours, or any control that reads `useFormFieldControl()` / `useFieldAria()`. */
  children: ReactNode;
}

/** Label, control, help and error of one form field. */
export function FormField({ label, error, help, required = false, id, children }: FormFieldProps) {
  const generated = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;
  const controlId = id ?? `${generated}-control`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = shown ? `${controlId}-error` : undefined;
  const labelId = `${controlId}-label`;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const context = useMemo(
    () => ({ id: controlId, labelId, helpId, errorId, describedBy, invalid: Boolean(shown), required, reportError: setRefused }),
    [controlId, labelId, helpId, errorId, describedBy, shown, required],
  );
  return (
    <Field>
      <Label id={labelId} htmlFor={controlId}>
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {label}
      </Label>
      <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
      {help ? <Help id={helpId}>{help}</Help> : null}
      {shown ? (
        <ErrorText id={errorId} role="alert">
          {shown}
        </ErrorText>
      ) : null}
    </Field>
  );
}
