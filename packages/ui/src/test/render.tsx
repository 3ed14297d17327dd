import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormRegister } from 'react-hook-form';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';

/** render() with a userEvent session: the start of every interaction test. */
export function renderWithUser(ui: ReactElement) {
  return { user: userEvent.setup(), ...render(ui) };
}

export interface InFormOptions<T extends FieldValues> {
  /** The FormField's label; without one the control stands alone and the error shows under it as an alert. */
  label?: string;
  /** The FormField's help text. */
  help?: string;
  /** react-hook-form's defaultValues. */
  defaultValues?: DefaultValues<T>;
  /** The control, registered: `(register) => <Select options={o} {...register('kind', rules)} />`. */
  field: (register: UseFormRegister<T>) => ReactNode;
}

/**
 * The react-hook-form round trip every form control is tested with: the control inside a FormField in a form with
 * a 提交 button. `submit()` presses it; `onValid` receives the values once validation passes.
 */
export function renderInForm<T extends FieldValues>({ label, help, defaultValues, field }: InFormOptions<T>) {
  const onValid = vi.fn();
  function Form() {
    const { register, handleSubmit, formState } = useForm<T>({ defaultValues });
    const error = Object.values(formState.errors)[0]?.message;
    const message = typeof error === 'string' ? error : undefined;
    return (
      <form onSubmit={handleSubmit(onValid)}>
        {label ? (
          <FormField label={label} help={help} error={message}>
            {field(register)}
          </FormField>
        ) : (
          <>
            {field(register)}
            {message ? <p role="alert">{message}</p> : null}
          </>
        )}
        <Button type="submit">提交</Button>
      </form>
    );
  }
  const view = renderWithUser(<Form />);
  return { ...view, onValid, submit: () => view.user.click(screen.getByRole('button', { name: '提交' })) };
}
