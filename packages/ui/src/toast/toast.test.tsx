import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithUser } from '../test/render';
import { ToastProvider } from './toast';
import { useToast } from './toast-context';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('提交成功')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('网络异常，请稍后重试')}>
        失败
      </button>
      <button type="button" onClick={() => toast.info('已复制')}>
        提示
      </button>
    </>
  );
}

/** The three buttons inside a provider. */
const renderToasts = (duration?: number) =>
  renderWithUser(
    <ToastProvider duration={duration}>
      <Buttons />
    </ToastProvider>,
  );

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows success, error and info messages in a labelled region', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: '成功' }));
    await user.click(screen.getByRole('button', { name: '失败' }));
    await user.click(screen.getByRole('button', { name: '提示' }));
    expect(screen.getByRole('region', { name: /通知/ })).toBeInTheDocument();
    expect(screen.getByText('提交成功')).toBeInTheDocument();
    expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText('已复制')).toBeInTheDocument();
  });

  it('closes by its close button', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: '成功' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('提交成功')).toBeNull();
  });

  it('closes itself after the duration', () => {
    vi.useFakeTimers();
    renderToasts(3000);
    act(() => screen.getByRole('button', { name: '成功' }).click());
    expect(screen.getByText('提交成功')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByText('提交成功')).toBeNull();
  });

  it('useToast outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow('ToastProvider');
  });

  it('has no axe violations with a toast shown', async () => {
    const { user, baseElement } = renderToasts();
    await user.click(screen.getByRole('button', { name: '成功' }));
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
