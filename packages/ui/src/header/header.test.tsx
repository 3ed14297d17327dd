import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { sampleConfigA } from '../theme/fixtures';
import { ThemeProvider } from '../theme/theme-provider';
import { tokensFromConfig } from '../theme/tokens-from-config';
import { Header } from './header';
import type { HeaderProps } from './header';
import { loadUserMenuPopup } from './load-user-menu';

const allowAll = { accountCentre: true, messages: true, help: true };
const denyAll = { accountCentre: false, messages: false, help: false };

function setup(overrides: Partial<HeaderProps> = {}) {
  const props: HeaderProps = {
    loggedIn: true,
    isCorpAuthenticated: true,
    permissions: allowAll,
    user: { personName: '张三', positionLabel: '经办' },
    onNavigate: vi.fn(),
    onLogout: vi.fn(),
    onSurvey: vi.fn(),
    ...overrides,
  };
  const view = render(
    <ThemeProvider tokens={tokensFromConfig(sampleConfigA)}>
      <Header {...props} />
    </ThemeProvider>,
  );
  return { props, view, user: userEvent.setup() };
}

function menuLabels() {
  const nav = screen.getByRole('navigation', { name: '主菜单' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('Header', () => {
  // The dropdown is a lazy chunk; these tests are about the menu itself, so its code is there before they start.
  // user-menu.test.tsx covers the moments before it arrives.
  beforeAll(async () => {
    await loadUserMenuPopup();
  });

  it('shows the logo, named after the platform, and the slogan from the theme', () => {
    setup();
    expect(screen.getByText(sampleConfigA.topSlogan)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '供应链金融服务平台' })).toHaveAttribute('src', sampleConfigA.platformLogo);
  });

  it('links the logo to homePath through the host, named by the logo', async () => {
    const { props, user } = setup({ homePath: '/credit/core/index/operator', hrefFor: (p) => `/cv3${p}` });
    const home = screen.getByRole('link', { name: '供应链金融服务平台' });
    expect(home).toHaveAttribute('href', '/cv3/credit/core/index/operator');
    await user.click(home);
    expect(props.onNavigate).toHaveBeenCalledWith('/credit/core/index/operator');
  });

  it('has no home link without homePath', () => {
    setup();
    expect(screen.queryByRole('link', { name: '供应链金融服务平台' })).toBeNull();
  });

  it('hides 交易对手管理 and 更多产品 when the user may not open them', () => {
    setup({ permissions: { ...allowAll, counterparty: false, moreProducts: false } });
    expect(menuLabels()).toEqual(['公告', '账户中心', '消息中心', '帮助中心']);
  });

  it('hides 账户中心 from the bar too when it is not permitted', () => {
    setup({ permissions: { ...allowAll, accountCentre: false } });
    expect(menuLabels()).not.toContain('账户中心');
  });

  it('shows the full left menu for an authenticated corporation with every permission', () => {
    setup();
    expect(menuLabels()).toEqual(['公告', '账户中心', '交易对手管理', '更多产品', '消息中心', '帮助中心']);
  });

  it('shows only 公告 without corporate authentication and permissions', () => {
    setup({ isCorpAuthenticated: false, permissions: denyAll });
    expect(menuLabels()).toEqual(['公告']);
  });

  it('shows 消息中心 and 帮助中心 only when permitted, independently', () => {
    setup({ isCorpAuthenticated: false, permissions: { accountCentre: false, messages: false, help: true } });
    expect(menuLabels()).toEqual(['公告', '帮助中心']);
  });

  it.each([
    ['公告', '/platform-notice/page-list'],
    ['账户中心', '/my/person-center/info'],
    ['交易对手管理', '/supplier/index'],
    ['更多产品', '/product/overview'],
    ['消息中心', '/my/message/index'],
    ['帮助中心', '/help/index'],
  ])('%s navigates to %s through the host', async (label, path) => {
    const { props, user } = setup();
    await user.click(screen.getByRole('link', { name: label }));
    expect(props.onNavigate).toHaveBeenCalledWith(path);
  });

  it('builds hrefs with hrefFor so links open in a new tab', () => {
    setup({ hrefFor: (p) => `/cv3${p}` });
    expect(screen.getByRole('link', { name: '公告' })).toHaveAttribute('href', '/cv3/platform-notice/page-list');
  });

  it('shows the unread dot only when unreadCount > 0 and describes the count', () => {
    const { view } = setup({ unreadCount: 0 });
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    view.unmount();
    setup({ unreadCount: 3 });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '消息中心' })).toHaveAccessibleDescription('3 条未读消息');
  });

  it('shows 待办 first with its count, described as N 条待办, and opens the todo page (issue 28 item 8)', async () => {
    const { props, user, view } = setup({ todo: { path: '/credit/todo', count: 12 } });
    const link = screen.getByRole('link', { name: '待办' });
    expect(link).toHaveAccessibleDescription('12 条待办');
    expect(screen.getByTestId('todo-count')).toHaveTextContent('12');
    expect(menuLabels()[0]).toMatch(/^待办/);
    await user.click(link);
    expect(props.onNavigate).toHaveBeenCalledWith('/credit/todo');
    view.unmount();
    setup({ todo: { path: '/credit/todo', count: 0 } });
    expect(screen.getByRole('link', { name: '待办' })).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('todo-count')).toBeNull();
  });

  it('shows no 待办 without a todo page', () => {
    setup();
    expect(screen.queryByRole('link', { name: '待办' })).toBeNull();
  });

  it('shows 问卷调查 when logged in and calls onSurvey', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: '问卷调查' }));
    expect(props.onSurvey).toHaveBeenCalledTimes(1);
  });

  it('hides 问卷调查 and the user menu when logged out', () => {
    setup({ loggedIn: false, onLogin: vi.fn() });
    expect(screen.queryByRole('button', { name: '问卷调查' })).toBeNull();
    expect(screen.queryByRole('button', { name: /用户菜单/ })).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('the user dropdown shows name and position; 退出登录 asks 您即将退出登录 before onLogout', async () => {
    const { props, user } = setup();
    const trigger = screen.getByRole('button', { name: /用户菜单/ });
    expect(trigger).toHaveTextContent('张三');
    expect(trigger).toHaveTextContent('经办');
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: '账户中心' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '您即将退出登录' });
    expect(props.onLogout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('cancelling the logout confirm does not log out', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(props.onLogout).not.toHaveBeenCalled();
  });

  it('the user dropdown works from the keyboard and hides 账户中心 without permission', async () => {
    const { user } = setup({ permissions: { ...allowAll, accountCentre: false } });
    screen.getByRole('button', { name: /用户菜单/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: '账户中心' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches roles when there is more than one', async () => {
    const onSwitchRole = vi.fn();
    const roles = [
      { code: 'OPERATOR', label: '经办' },
      { code: 'QUERY', label: '查询' },
    ];
    const { user } = setup({ roles, currentRole: 'OPERATOR', onSwitchRole });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    expect(screen.getByRole('menuitemradio', { name: /经办/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: /查询/ }));
    expect(onSwitchRole).toHaveBeenCalledWith('QUERY');
  });

  it('the register variant shows only 已有账号，立即登录, which calls onLogin', async () => {
    const onLogin = vi.fn();
    const { props, user } = setup({ variant: 'register', loggedIn: false, onLogin });
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByRole('link', { name: '已有账号，立即登录' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('has no axe violations (menu open too)', async () => {
    const { view, user } = setup({ unreadCount: 2 });
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

// jsdom lays nothing out: the menu gets a width, and each label 14 px per character plus its padding.
function layOut(menuWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { width: this.tagName === 'NAV' ? menuWidth : (this.textContent?.length ?? 0) * 14 + 4 } as DOMRect;
  });
}

describe('Header at a width where not every entry fits', () => {
  beforeAll(async () => {
    await loadUserMenuPopup();
  });
  afterEach(() => vi.restoreAllMocks());

  // 公告 32, 账户中心 60, 交易对手管理 88, 更多 (and its chevron, no text) 32: 32 + 20+32 + 20+60 + 20+88 = 272.
  it('keeps the first entries that fit and puts the rest under 更多', () => {
    layOut(300);
    setup();
    expect(menuLabels()).toEqual(['公告', '账户中心', '交易对手管理']);
    const more = screen.getByRole('button', { name: '更多' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens 更多 from the keyboard, moves with the arrows, and Escape returns to the button', async () => {
    layOut(300);
    const { props, user } = setup();
    const more = screen.getByRole('button', { name: '更多' });
    more.focus();
    await user.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '更多产品' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '消息中心' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(screen.getByRole('link', { name: '消息中心' }));
    expect(props.onNavigate).toHaveBeenCalledWith('/my/message/index');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 更多 on a click outside', async () => {
    layOut(300);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '更多' }));
    expect(screen.getByRole('link', { name: '帮助中心' })).toBeVisible();
    await user.click(screen.getByText(sampleConfigA.topSlogan));
    expect(screen.getByRole('button', { name: '更多' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('measures 更多 as it renders: the ruler holds the button’s own face (label and chevron) in the button’s own box', () => {
    layOut(300);
    const { view } = setup();
    const more = screen.getByRole('button', { name: '更多' });
    const measured = view.container.querySelector('nav > div[aria-hidden="true"]')!.lastElementChild!;
    expect(measured.className).toBe(more.className);
    expect(measured.innerHTML).toBe(more.innerHTML);
  });

  it('moves the unread dot and its description to 更多 when 消息中心 is inside', () => {
    layOut(300);
    setup({ unreadCount: 4 });
    expect(screen.getByRole('button', { name: '更多' })).toHaveAccessibleDescription('4 条未读消息');
  });

  it('shows every entry again when the width allows', () => {
    layOut(1000);
    setup();
    expect(menuLabels()).toEqual(['公告', '账户中心', '交易对手管理', '更多产品', '消息中心', '帮助中心']);
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  });
});
