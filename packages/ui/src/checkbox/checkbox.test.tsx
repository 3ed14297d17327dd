import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderInForm } from '../test/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onCheckedChange={onCheckedChange}>我已阅读并同意</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    await user.click(screen.getByText('我已阅读并同意'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state', () => {
    render(<Checkbox checked="indeterminate" aria-label="全选" />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('works with react-hook-form register() as a boolean', async () => {
    const { user, submit, onValid } = renderInForm<{ agree: boolean }>({
      defaultValues: { agree: false },
      field: (register) => <Checkbox {...register('agree', { validate: (v) => v || '请先同意协议' })}>同意协议</Checkbox>,
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('请先同意协议');
    await user.click(screen.getByRole('checkbox', { name: '同意协议' }));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ agree: true }, expect.anything());
  });

  it('has no axe violations', async () => {
    const { container } = render(<Checkbox defaultChecked>同意协议</Checkbox>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
