import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Button } from './button';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Button', () => {
  it('clicks and activates with Space', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>提交</Button>);
    await user.click(screen.getByRole('button', { name: '提交' }));
    screen.getByRole('button').focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('suppresses Enter (spec §5)', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          提交
        </Button>
      </form>,
    );
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps calling the host onKeyDown', () => {
    const onKeyDown = vi.fn();
    render(<Button onKeyDown={onKeyDown}>提交</Button>);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and says it is busy', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: /提交/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: '处理中' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a pending promise from onClick blocks a double submit until it settles', async () => {
    const gate = deferred();
    const onClick = vi.fn(() => gate.promise);
    render(<Button onClick={onClick}>提交</Button>);
    const button = screen.getByRole('button', { name: /提交/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      gate.resolve();
      await gate.promise;
    });
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a rejected promise also releases the button', async () => {
    const onClick = vi.fn(() => Promise.reject(new Error('失败')));
    render(<Button onClick={onClick}>提交</Button>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>取消</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it.each(['primary', 'default', 'link'] as const)('variant %s has no axe violations', async (variant) => {
    const { container } = render(<Button variant={variant}>确定</Button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
