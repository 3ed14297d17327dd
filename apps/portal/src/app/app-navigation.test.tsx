/** The frame's navigation (主导航, side menu, header links) and the signed-in look; app.test.tsx tests the route tree,
 * guard and session. Two files so that neither is one long file of the suite (issue 35). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformConfigA } from '@scf/api/contract';
import { coreCorp, creditMenuGroup, menuPage, operatorMenus, operatorUser, platformConfigA } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
/** A client manager of the bank (f1_cm): limits and messages granted, no counterparty management. */
const bankUser = {
  user: { ...operatorUser, personName: '赵客户经理', userName: 'f1_cm', personPosition: '客户经理', authorities: ['ROLE_CLIENT_MANAGER'] },
  corp: {
    ...coreCorp,
    corpId: 'F1',
    corpName: '中国建设银行股份有限公司徐州分行',
    corpType: 'FI' as const,
    candidateRoles: [{ code: 'ROLE_CLIENT_MANAGER', name: '客户经理' }],
    currentRole: { code: 'ROLE_CLIENT_MANAGER', name: '客户经理' },
    roles: [{ code: 'ROLE_CLIENT_MANAGER', name: '客户经理' }],
  },
  menus: {
    menus: [
      { menuId: 'f1', menuName: '额度查询', path: '/my/limit/query', children: [] },
      { menuId: 'f2', menuName: '消息中心', path: '/my/message/index', children: [] },
    ],
    menuPerms: [],
  },
};

describe('navigation of the frame (主导航, 菜单, header links)', () => {
  it('shows a core operator 首页, 电子债权凭证 and 我的 in the product bar, the current one marked', async () => {
    renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    const bar = await screen.findByRole('navigation', { name: '主导航' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '电子债权凭证', '我的']);
    expect(within(bar).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: '我的' })).toHaveAttribute('href', '/cv3/my/person-center/info');
  });

  it('navigates by a click in the side menu and marks the page shown', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    const menu = await screen.findByRole('navigation', { name: '菜单' });
    await user.click(within(menu).getByRole('link', { name: '核心企业统计' }));
    expect(await screen.findByRole('heading', { name: '核心企业统计' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cv3/credit/core/statistics');
    expect(within(screen.getByRole('navigation', { name: '菜单' })).getByRole('link', { name: '核心企业统计' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '电子债权凭证' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds the side menu as a whole at MINI (收起菜单 / 展开菜单) and unfolds it again', async () => {
    const user = userEvent.setup();
    renderApp('/cv3/credit/core/index/operator');
    const menu = await screen.findByRole('navigation', { name: '菜单' });
    await user.click(within(menu).getByRole('button', { name: '收起菜单' }));
    expect(within(menu).queryByRole('link', { name: '开立申请' })).toBeNull();
    const unfold = within(menu).getByRole('button', { name: '展开菜单' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(within(menu).getByRole('link', { name: '开立申请' })).toBeVisible();
  });

  it('shows a bank user no 交易对手管理 (it would answer 403), but 更多产品 and 消息中心', async () => {
    renderApp('/cv3/my/limit/query', bankUser);
    // The header is built anew once the session is there: look it up after that.
    await screen.findByRole('button', { name: /用户菜单：赵客户经理/ });
    const header = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(header).queryByRole('link', { name: '交易对手管理' })).toBeNull();
    expect(within(header).queryByRole('link', { name: '账户中心' })).toBeNull();
    expect(within(header).getByRole('link', { name: '更多产品' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '消息中心' })).toBeInTheDocument();
  });

  it('shows 待办 with its count in the header and 待办事项 first in the side menu, one count for both (issue 28 item 8)', async () => {
    const user = userEvent.setup();
    const menus = {
      ...operatorMenus,
      menus: [creditMenuGroup(...(operatorMenus.menus[0]?.children ?? []), menuPage('m9', '待办', '/credit/todo')), ...operatorMenus.menus.slice(1)],
    };
    const { router } = renderApp('/cv3/credit/core/statistics', { menus, todoCount: 7 });
    await screen.findByRole('heading', { name: '核心企业统计' });
    const header = screen.getByRole('navigation', { name: '主菜单' });
    const todo = await within(header).findByRole('link', { name: '待办' });
    await waitFor(() => expect(todo).toHaveAccessibleDescription('7 条待办'));
    const menu = screen.getByRole('navigation', { name: '菜单' });
    expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('待办事项');
    await user.click(todo);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/todo'));
  });

  it('shows no 待办 to a role without a todo page', async () => {
    renderApp('/cv3/credit/core/statistics');
    await screen.findByRole('heading', { name: '核心企业统计' });
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).queryByRole('link', { name: '待办' })).toBeNull();
  });

  it('gives a bank user its own side of the menu, 金融机构业务, not 核心企业业务 (domain-lines.md §14A.7)', async () => {
    const menus = {
      menus: [
        {
          menuId: 'G-credit',
          menuName: '电子债权凭证',
          children: [{ menuId: 'G-credit-core', menuName: '核心企业业务', children: [menuPage('f1', '核心企业融资查询', '/credit/core/finance/query')] }],
        },
        menuPage('f2', '额度查询', '/my/limit/query'),
        menuPage('f3', '消息中心', '/my/message/index'),
      ],
      menuPerms: [],
    };
    renderApp('/cv3/credit/core/finance/query', { ...bankUser, menus });
    const menu = await screen.findByRole('navigation', { name: '菜单' });
    expect(within(menu).getByRole('button', { name: '金融机构业务' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: '核心企业业务' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '核心企业融资查询' })).toBeInTheDocument();
  });

  it("links the logo, named after the platform, to the role's home", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cv3/credit/core/statistics', {
      platform: { ...(platformConfigA as PlatformConfigA), platformLogo: '/cv3/static/logo.svg' },
    });
    await screen.findByRole('heading', { name: '核心企业统计' });
    await user.click(await within(screen.getByRole('banner')).findByRole('link', { name: '建信融通供应链金融服务平台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/index/operator'));
  });
});

describe('signed-in pages look signed in', () => {
  it('shows the user menu on /register/identify/*, not 已有账号，立即登录', async () => {
    renderApp('/cv3/register/identify/index');
    expect(await screen.findByRole('button', { name: /用户菜单：张经办/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '已有账号，立即登录' })).toBeNull();
  });

  it('shows a visitor of /register/* the register bar with 已有账号，立即登录', async () => {
    renderApp('/cv3/register/register', { user: null });
    expect(await within(await screen.findByRole('banner')).findByRole('link', { name: '已有账号，立即登录' })).toBeInTheDocument();
  });

  it("sends a signed-in visitor of /login/login to the role's home", async () => {
    const { router } = renderApp('/cv3/login/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/index/operator'));
    expect(await screen.findByRole('heading', { name: '核心企业经办首页' })).toBeInTheDocument();
  });

  it('shows the watermark on business pages only', async () => {
    renderApp('/cv3/credit/core/statistics');
    await screen.findByRole('heading', { name: '核心企业统计' });
    expect(await screen.findByTestId('watermark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no watermark on the login page', async () => {
    renderApp('/cv3/login/login', { user: null });
    await screen.findByRole('button', { name: '登录' });
    expect(screen.queryByTestId('watermark')).toBeNull();
  });
});
