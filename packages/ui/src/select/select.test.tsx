import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { axeViolations } from '../test/axe';
import { Select } from './select';

const options = [
  { value: 'bank', label: '银行承兑' },
  { value: 'corp', label: '商业承兑' },
  { value: 'none', label: '不可选', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens with the keyboard and picks an option', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Select aria-label="票据类型" options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '票据类型' });
    expect(trigger).toHaveTextContent('请选择');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: '不可选' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '商业承兑' }));
    expect(onValueChange).toHaveBeenCalledWith('corp');
    expect(trigger).toHaveTextContent('商业承兑');
  });

  it('takes the label, description and invalid state of its FormField', () => {
    render(
      <FormField label="票据类型" help="按合同选择" error="请选择票据类型" required>
        <Select options={options} />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: '票据类型' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('按合同选择 请选择票据类型');
  });

  it('works with react-hook-form register(): default value, validation, submit', async () => {
    const onValid = vi.fn();
    function Form({ initial }: { initial?: string }) {
      const { register, handleSubmit, formState } = useForm<{ kind: string }>({ defaultValues: { kind: initial } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <FormField label="票据类型" error={formState.errors.kind?.message}>
            <Select options={options} {...register('kind', { required: '请选择票据类型' })} />
          </FormField>
          <Button type="submit">提交</Button>
        </form>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Form />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择票据类型');
    expect(screen.getByRole('combobox', { name: '票据类型' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: '银行承兑' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onValid).toHaveBeenLastCalledWith({ kind: 'bank' }, expect.anything());
    unmount();
    render(<Form initial="corp" />);
    expect(screen.getByRole('combobox', { name: '票据类型' })).toHaveTextContent('商业承兑');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FormField label="票据类型">
        <Select options={options} defaultValue="bank" />
      </FormField>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
