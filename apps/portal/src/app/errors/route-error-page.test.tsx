import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorEndpoints } from '@scf/api/contract';
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
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[页面异常]', '/credit/core/statistics', error));
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

  it("sends a signed-in tab's render error to the server's log: bounded, without the query or personal numbers", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = { getToken: () => 't'.repeat(43), call: vi.fn(async () => null) };
    const error = new TypeError('amount of 6217001360000011001 is undefined');
    render(<RouteErrorView error={error} reload={vi.fn()} path="/my/limit/detail?corpId=S1&mobile=13900001101" client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出现异常');
    await waitFor(() => expect(client.call).toHaveBeenCalledTimes(1));
    expect(client.call).toHaveBeenCalledWith(clientErrorEndpoints.report, {
      body: {
        name: 'TypeError',
        message: 'amount of *** is undefined',
        path: '/my/limit/detail',
        build: 'dev',
        stack: expect.stringContaining('TypeError: amount of *** is undefined'),
      },
    });
    logged.mockRestore();
  });

  it('sends nothing when nobody is signed in, nor for a failed chunk, and a failed report is dropped quietly', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const anonymous = { getToken: () => null, call: vi.fn(async () => null) };
    const { unmount } = render(<RouteErrorView error={new Error('x')} reload={vi.fn()} path="/help/index" client={anonymous} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    unmount();
    expect(anonymous.call).not.toHaveBeenCalled();
    const signedIn = { getToken: () => 't'.repeat(43), call: vi.fn(async () => Promise.reject(new Error('offline'))) };
    render(<RouteErrorView error={new ChunkLoadError('Loading chunk credit failed')} reload={vi.fn()} client={signedIn} />);
    render(<RouteErrorView error={new Error('y')} reload={vi.fn()} path="/help/index" client={signedIn} />);
    await screen.findAllByRole('alert');
    await waitFor(() => expect(signedIn.call).toHaveBeenCalledTimes(1));
    logged.mockRestore();
  });
});

describe('RouteErrorView title', () => {
  it('names the error in the h1 and the document title (the 500 page)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = '核心企业统计 - 供应链金融服务平台';
    render(<RouteErrorView error={new Error('boom')} reload={vi.fn()} retry={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '页面加载失败', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('页面加载失败 - 供应链金融服务平台');
    logged.mockRestore();
  });
});
