import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/chunk-load';
import { RouteErrorView } from './route-error-page';

afterEach(() => sessionStorage.clear());

describe('RouteErrorView (spec §8 chunk failure)', () => {
  it('reloads once on a failed chunk and shows a loading state meanwhile', () => {
    const reload = vi.fn();
    const error = new TypeError('Failed to fetch dynamically imported module: /cv3/assets/credit.js');
    const { rerender } = render(<RouteErrorView error={error} reload={reload} />);
    rerender(<RouteErrorView error={error} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    // Still waiting for the reload: a re-render must not turn it into the error page.
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('shows the error page with a retry button when the chunk fails again after the reload', async () => {
    const reload = vi.fn();
    sessionStorage.setItem('scf.chunk-reload', '1');
    render(<RouteErrorView error={new ChunkLoadError('Loading chunk credit failed')} reload={reload} />);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an ordinary page error: reports it, and 重试 renders the page again', async () => {
    const reload = vi.fn();
    const retry = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('x is undefined');
    render(<RouteErrorView error={error} reload={reload} retry={retry} path="/credit/core/statistics" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出现异常');
    expect(logged).toHaveBeenCalledWith('[页面异常]', '/credit/core/statistics', error);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('does not report a failed chunk as a bug', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouteErrorView error={new ChunkLoadError('Loading chunk credit failed')} reload={vi.fn()} />);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
