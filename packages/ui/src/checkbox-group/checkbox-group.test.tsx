import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { PRODUCT_OPTIONS as options } from '../test/option-fixtures';
import { renderInForm, renderWithUser } from '../test/render';
import { CheckboxGroup } from './checkbox-group';

describe('CheckboxGroup', () => {
  it('is a named group whose value is the checked options, in option order', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(<CheckboxGroup label="产品" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: '产品' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '凭证' }));
    await user.click(screen.getByRole('checkbox', { name: '信用' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['credit', 'voucher']);
    await user.click(screen.getByRole('checkbox', { name: '凭证' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['credit']);
    expect(screen.getByRole('checkbox', { name: '资产证券化' })).toBeDisabled();
  });

  it('disabled disables every box', () => {
    render(<CheckboxGroup label="产品" options={options} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('works with react-hook-form register() inside a FormField and shows its error', async () => {
    const { user, submit, onValid } = renderInForm<{ products: string[] }>({
      label: '产品',
      defaultValues: { products: [] },
      field: (register) => <CheckboxGroup options={options} {...register('products', { validate: (v) => v.length > 0 || '至少选择一项' })} />,
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('至少选择一项');
    expect(screen.getByRole('group', { name: '产品' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: '信用' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: '凭证' }));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ products: ['voucher'] }, expect.anything());
  });

  it('has no axe violations', async () => {
    const { container } = render(<CheckboxGroup label="产品" options={options} defaultValue={['credit']} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
