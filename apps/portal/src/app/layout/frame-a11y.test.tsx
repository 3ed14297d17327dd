import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The polite live region that says which page a route change opened. */
function routeAnnouncer() {
  return screen.getAllByRole('status').find((el) => el.getAttribute('aria-atomic') === 'true');
}

describe('frame accessibility beyond axe (issue 13)', () => {
  it('offers 跳到主要内容 as the first Tab stop; it moves focus into main', async () => {
    const user = userEvent.setup();
    renderApp('/cv3/credit/core/index/operator');
    await screen.findByRole('heading', { name: '核心企业经办首页', level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone on the first load, and moves it to the new page h1 after a route change, announcing it', async () => {
    const user = userEvent.setup();
    renderApp('/cv3/credit/core/index/operator');
    const home = await screen.findByRole('heading', { name: '核心企业经办首页', level: 1 });
    await waitFor(() => expect(routeAnnouncer()).toBeDefined());
    expect(home).not.toHaveFocus();
    expect(routeAnnouncer()).toHaveTextContent('');

    const menu = screen.getByRole('navigation', { name: '菜单' });
    await user.click(within(menu).getByRole('link', { name: '核心企业统计' }));
    const heading = await screen.findByRole('heading', { name: '核心企业统计', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(routeAnnouncer()).toHaveTextContent('核心企业统计');
    await waitFor(() => expect(document.title).toBe('核心企业统计 - 供应链金融服务平台'));
  });

  it('titles the 404 page of an unknown address (h1 and document title)', async () => {
    renderApp('/cv3/no/such/page', { user: null });
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 供应链金融服务平台'));
  });

  it('titles the 403 page (h1 and document title)', async () => {
    renderApp('/cv3/credit/core/issue/issue-review');
    expect(await screen.findByRole('heading', { name: '无权访问', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('无权访问 - 供应链金融服务平台'));
  });

  it('keeps the theme variables on <html> (global), for dialogs and menus portalled to <body>', async () => {
    renderApp('/cv3/credit/core/index/operator');
    await screen.findByRole('heading', { name: '核心企业经办首页', level: 1 });
    expect(document.documentElement.style.getPropertyValue('--scf-primary-color')).not.toBe('');
  });
});
