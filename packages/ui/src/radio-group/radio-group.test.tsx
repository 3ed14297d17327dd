import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { USER_TYPE_OPTIONS as options } from '../test/option-fixtures';
import { renderInForm, renderWithUser } from '../test/render';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('is a named group; clicking a label selects its radio', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(<RadioGroup label="用户类型" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: '用户类型' })).toBeInTheDocument();
    await user.click(screen.getByText('企业'));
    expect(screen.getByRole('radio', { name: '企业' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('corp');
    expect(screen.getByRole('radio', { name: '机构' })).toBeDisabled();
  });

  it('arrow keys move the selection', async () => {
    const { user } = renderWithUser(<RadioGroup label="用户类型" options={options} defaultValue="person" />);
    screen.getByRole('radio', { name: '个人' }).focus();
    // Held down until the focus moved, as a real key press is: Radix checks on focus while an arrow key is down.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '企业' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: '企业' })).toHaveFocus();
  });

  it('works with react-hook-form register() and its FormField error', async () => {
    const { user, submit, onValid } = renderInForm<{ kind: string }>({
      label: '用户类型',
      defaultValues: { kind: 'person' },
      field: (register) => <RadioGroup options={options} {...register('kind', { validate: (v) => v === 'corp' || '仅支持企业' })} />,
    });
    expect(screen.getByRole('radio', { name: '个人' })).toBeChecked();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持企业');
    expect(screen.getByRole('radiogroup', { name: '用户类型' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: '企业' }));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ kind: 'corp' }, expect.anything());
  });

  it('has no axe violations', async () => {
    const { container } = render(<RadioGroup label="用户类型" options={options} defaultValue="corp" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
