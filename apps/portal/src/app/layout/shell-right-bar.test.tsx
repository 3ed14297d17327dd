import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { platformConfigA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('shell right bar: customer service', () => {
  // The fallback window is a lazy chunk now; it must still open, show the hotline and close.
  it('opens the spec §8 fallback window with the hotline when the service is off, and closes it', async () => {
    const user = userEvent.setup();
    renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    // The header shows the config's slogan once it loaded: the hotline comes from the same config.
    await screen.findByText('徐工供应链金融');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The bar is a chunk of its own, shown just after the first paint.
    await user.click(await screen.findByRole('button', { name: '在线客服' }));
    const dialog = await screen.findByRole('alertdialog', { name: '在线客服' });
    expect(dialog).toHaveTextContent('400-000-0000');
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens the fallback window when the config call fails', async () => {
    const user = userEvent.setup();
    const app = renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    app.on.config.customerService.mockImplementation(async () => {
      throw new Error('config down');
    });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await user.click(await screen.findByRole('button', { name: '在线客服' }));
    expect(await screen.findByRole('alertdialog', { name: '在线客服' })).toHaveTextContent('在线客服暂不可用');
  });

  it('opens the platform’s own service window when the config points at the platform, and the 公众号 code', async () => {
    const user = userEvent.setup();
    // The config as the server has it from the start: the frame reads it with its first paint.
    const app = renderApp('/cv3/credit/core/index/operator', {
      platform: platformConfigA,
      customerService: { enabled: true, qrCodeUrl: 'https://mp.example.com/scf', baseUrl: '/cv3/help/index?dialog=service', appId: 'a' },
    });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await user.click(await screen.findByRole('button', { name: '公众号' }));
    expect(await screen.findByAltText('公众号二维码')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await user.click(screen.getByRole('button', { name: '在线客服' }));
    const dialog = await screen.findByRole('dialog', { name: '在线客服' });
    expect(dialog).toHaveTextContent('7*24小时');
    expect(app.router.state.location.pathname).toMatch(/\/help\/index$/);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).toBe('');
  });
});

describe('shell right bar: 意见反馈', () => {
  it('opens the feedback form over the current page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await user.click(await screen.findByRole('button', { name: '意见反馈' }));
    expect(await screen.findByRole('dialog', { name: '意见反馈' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toMatch(/\/credit\/core\/index\/operator$/);
    expect(app.router.state.location.search).toBe('?dialog=feedback');
  });
});
