import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormButtons } from './form-buttons';

describe('FormButtons (the buttons under a page form)', () => {
  it('reads 提交 · 保存 · 取消 in that order, whatever order the props come in', () => {
    render(<FormButtons cancel={{ onClick: vi.fn() }} save={{ onClick: vi.fn() }} submit={{ onClick: vi.fn() }} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['提交', '保存', '取消']);
  });

  it('submits the surrounding form when 提交 has no handler; 保存 and 取消 do not', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FormButtons submit={{}} save={{ onClick: onSave }} cancel={{ onClick: onCancel }} />
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect([onSave.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
  });
});
