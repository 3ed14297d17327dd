/** The portal app: the route tree, the guard, the session and the shell; app-navigation.test.tsx tests the frame's
 * navigation and the signed-in look. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryMenus } from '../test/fixtures';
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
