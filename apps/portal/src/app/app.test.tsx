import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformConfigA } from '@scf/api/contract';
import { coreCorp, creditMenuGroup, menuPage, operatorMenus, operatorUser, platformConfigA, queryMenus } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText('用户名'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('portal app (route tree, guard, session, shell)', () => {
  it('shows the role home page with the real person, corporation and role label', async () => {
    renderApp('/cv3/credit/core/index/operator');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: '核心企业经办首页' })).toBeInTheDocument();
    expect(main).toHaveTextContent('张经办');
    expect(main).toHaveTextContent('徐工集团工程机械股份有限公司');
    expect(main).toHaveTextContent('经办');
    // The header's user menu trigger shows the person and the position label.
    expect(within(screen.getByRole('banner')).getAllByText(/张经办|经办/).length).toBeGreaterThan(0);
  });

  it('paints the branded frame on a direct load of a lazy page, before the page chunk has arrived', async () => {
    renderApp('/cv3/login/login', { user: null });
    // Synchronously after the first render: the page's chunk cannot have loaded yet, the frame is there already.
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
  });

  it('sends a route outside the granted menus to 403 无权访问', async () => {
    const { router } = renderApp('/cv3/credit/core/issue/issue-review');
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cv3/error-page/403');
  });

  it('waits for the session on reload of a permitted deep link: loading, never 403 or 404', async () => {
    renderApp('/cv3/credit/core/statistics');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    expect(await screen.findByRole('heading', { name: '核心企业统计' })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.join('\n')).not.toMatch(/无权访问|页面不存在/);
  });

  it('shows 页面不存在 for an unknown path', async () => {
    renderApp('/cv3/no/such/page', { user: null });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('returns a logged-out deep link to login, then back to the deep link after login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cv3/credit/core/statistics', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/login/login'));
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/cv3/credit/core/statistics')}`);
    await signIn(user, 'c1_op', 'Demo@2025a');
    expect(await screen.findByRole('heading', { name: '核心企业统计' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cv3/credit/core/statistics');
  });

  it('lands on the role home page after a login without a return address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cv3/login/login', { user: null });
    await signIn(user, 'c1_op', 'Demo@2025a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/index/operator'));
  });

  it('shows the server message on bad credentials and keeps the typed user name', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cv3/login/login', { user: null });
    await signIn(user, 'c1_op', 'Wrong@2025a');
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByLabelText('用户名')).toHaveValue('c1_op');
    expect(router.state.location.pathname).toBe('/cv3/login/login');
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const { on } = renderApp('/cv3/login/login', { user: null });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['请输入用户名', '请输入密码']));
    expect(on.auth.login).not.toHaveBeenCalled();
  });

  it('hides the right bar on the login page', async () => {
    renderApp('/cv3/login/login', { user: null });
    await screen.findByRole('button', { name: '登录' });
    expect(screen.queryByRole('button', { name: '常见问题' })).not.toBeInTheDocument();
  });

  it('serves the public help page with its heading to a logged-out visitor', async () => {
    renderApp('/cv3/help/index', { user: null });
    expect(await screen.findByRole('heading', { name: '帮助中心' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '常见问题' })).toBeInTheDocument();
  });

  it('hides header and footer on a new-blank-target route', async () => {
    renderApp('/cv3/credit/sign-html', { menus: { menus: [{ menuId: 's', menuName: '签章', path: '/credit/sign-html', children: [] }], menuPerms: [] } });
    expect(await screen.findByRole('heading', { name: '凭证签章页' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('logs out after confirming 您即将退出登录: server call, storage cleared, login page', async () => {
    const user = userEvent.setup();
    localStorage.setItem('isFirstLogin', 'true');
    const { router, client, on } = renderApp('/cv3/credit/core/index/operator');
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await waitFor(() => expect(localStorage.getItem('scf.role')).toBe('ROLE_OPERATOR'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /张经办/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(await screen.findByText('您即将退出登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/login/login'));
    expect(router.state.location.search).toBe('');
    expect(on.auth.logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.setToken).toHaveBeenCalledWith(null));
    // The local sign-out completes once the login page shows (the logout flow forgets the token before that).
    await waitFor(() => expect(Object.keys(localStorage)).toEqual(['isFirstLogin']));
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('switches role, reloads the session and lands on the new role home', async () => {
    const user = userEvent.setup();
    const { router, on } = renderApp('/cv3/credit/core/index/operator', { menusByRole: { ROLE_QUERY: queryMenus } });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /张经办/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /查询/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/index/query'));
    expect(on.auth.switchRole).toHaveBeenCalledWith({ body: { roleCode: 'ROLE_QUERY' } });
    expect(await screen.findByRole('heading', { name: '核心企业查询首页' })).toBeInTheDocument();
    expect(localStorage.getItem('scf.role')).toBe('ROLE_QUERY');
  });

  it('has labelled controls on the login page (accessibility smoke)', async () => {
    renderApp('/cv3/login/login', { user: null });
    expect(await screen.findByLabelText('用户名')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/cv3/register/register');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
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
