import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markServerActivity } from '../../../lib/session-activity';
import { renderApp } from '../../../test/render-app';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from './use-idle-deadline';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** The app on a home page with the clock in the test's hands; the server was last heard from now. */
async function idleApp() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp('/cv3/credit/core/index/operator');
  await screen.findByRole('heading', { name: '核心企业经办首页' });
  // Every lazy part has arrived (the frame's extras, the notices after the checks): a chunk still loading when the
  // clock jumps half an hour would hit its 120 s timeout.
  await screen.findByTestId('watermark');
  await waitFor(() => expect(view.on.notices.releaseList).toHaveBeenCalled());
  await screen.findByRole('button', { name: /用户菜单/ });
  markServerActivity();
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('idle session warning (30 min, security.md §1.1)', () => {
  it('warns two minutes before the end; 继续 renews the session with the token call', async () => {
    const { on, user } = await idleApp();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000));
    expect(screen.queryByRole('alertdialog', { name: '登录即将失效' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const dialog = await screen.findByRole('alertdialog', { name: '登录即将失效' });
    expect(dialog).toHaveTextContent('登录将在 2分00秒 后失效');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(dialog).toHaveTextContent('1分55秒');

    const tokenCalls = on.auth.token.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '登录即将失效' })).toBeNull());
    expect(on.auth.token).toHaveBeenCalledTimes(tokenCalls + 1);
    expect(on.auth.logout).not.toHaveBeenCalled();
  });

  it('logs out when the countdown ends without an answer', async () => {
    const { on, router } = await idleApp();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/login/login'));
    expect(on.auth.logout).toHaveBeenCalledTimes(1);
  });
});
