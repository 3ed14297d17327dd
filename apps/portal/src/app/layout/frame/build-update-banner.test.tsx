import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from '../../../lib/build-version';
import { BuildUpdateBanner } from './build-update-banner';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BuildUpdateBanner', () => {
  it('says 系统已更新，请刷新页面 once another build is deployed, and 刷新 reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const script = Object.assign(document.createElement('script'), { type: 'module', src: '/cv3/assets/index-OLD.js' });
    document.head.append(script);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ entry: '/cv3/assets/index-NEW.js' }), { status: 200 })),
    );
    const reload = vi.fn();
    render(<BuildUpdateBanner reload={reload} />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(screen.getByRole('status')).toHaveTextContent('系统已更新，请刷新页面');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: '刷新' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
