import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleConfigA } from '../theme/fixtures';
import { ThemeProvider } from '../theme/theme-provider';
import { tokensFromConfig } from '../theme/tokens-from-config';
import { Header } from './header';

// The demo platform's own branding (apps/server seed): its logo, its real slogan and the platform's name.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect x="1" y="4" width="24" height="24" rx="5" fill="#fff"/><path d="M7 20 L13 10 L19 20 Z" fill="#0a4d9c"/><text x="32" y="22" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff">SCF</text></svg>';
const demoTokens = {
  ...tokensFromConfig({ ...sampleConfigA, topBarColor: '#0a4d9c', topSlogan: '供应链金融服务平台 · 让产业链资金流转更高效' }),
  logoUrl: `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`,
  platformName: '建信融通供应链金融服务平台',
};

/** The demo branding in a page of the given width (WIDE from 1480 px, spec §3; 1280 px is a common MINI laptop). */
const demoPage =
  (width: number): Decorator =>
  (Story) => (
    <ThemeProvider tokens={demoTokens} global={false}>
      <div style={{ width }}>
        <Story />
      </div>
    </ThemeProvider>
  );

/** The bar is one line: as tall as its 64 px, whatever fits or not. */
const oneLine = (canvasElement: HTMLElement) => expect(within(canvasElement).getByRole('banner').getBoundingClientRect().height).toBe(64);

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    variant: 'app',
    homePath: '/credit/core/index/operator',
    loggedIn: true,
    isCorpAuthenticated: true,
    permissions: { accountCentre: true, messages: true, help: true },
    user: { personName: '张三', positionLabel: '经办' },
    unreadCount: 0,
    onNavigate: fn(),
    onLogout: fn(),
    onSurvey: fn(),
    onLogin: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['app', 'register'] },
    unreadCount: { control: { type: 'range', min: 0, max: 120, step: 1 } },
    user: {
      control: { type: 'select', labels: { operator: '张三 · 经办', manager: '赵敏 · 客户经理', long: '欧阳晓明 · 产品经理', none: '无' } },
      options: ['operator', 'manager', 'long', 'none'],
      mapping: {
        operator: { personName: '张三', positionLabel: '经办' },
        manager: { personName: '赵敏', positionLabel: '客户经理' },
        long: { personName: '欧阳晓明', positionLabel: '产品经理' },
        none: undefined,
      },
    },
    permissions: {
      control: { type: 'select', labels: { all: '全部菜单', noCounterparty: '银行用户（无交易对手管理）', minimal: '仅公告' } },
      options: ['all', 'noCounterparty', 'minimal'],
      mapping: {
        all: { accountCentre: true, messages: true, help: true },
        noCounterparty: { accountCentre: true, messages: true, help: true, counterparty: false },
        minimal: { accountCentre: false, messages: false, help: false },
      },
    },
    roles: { control: false },
    currentRole: { control: false },
    hrefFor: { control: false },
  },
  // The bars span the page edge to edge, as in the portal.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The top bar of every portal page: logo and slogan (home link), the main menu (公告, 账户中心, 交易对手管理, 更多产品,
消息中心, 帮助中心 — each by permission), 问卷调查 and the user menu (role switch, 退出登录 with its confirm).
Entries that do not fit the width move under **更多**; the bar never wraps to two lines.

**Do**
- Give it the platform's real name and logo through the theme (the logo's text alternative is the platform name).
- Pass \`permissions\` from the menu grants; the header hides what the user may not open.
- Check the MINI width (1200 px) with the longest real title and user name.

**Don't**
- Don't add entries or icons of your own into the bar: new areas belong in the side menu.
- Don't shorten or translate the fixed names (公告, 消息中心 …): tests and users find them by name.
- Don't show an unread count without \`onNavigate\` to 消息中心.
`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticated corporation with every permission, at rest. */
export const Default: Story = {};

/** An authenticated corporation with every permission. */
export const FullMenu: Story = {
  name: 'Test · entries navigate',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const label of ['公告', '账户中心', '交易对手管理', '更多产品', '消息中心', '帮助中心']) {
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('link', { name: '公告' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/platform-notice/page-list');
  },
};

/** Not yet authenticated and no optional permissions: only 公告. */
export const MinimalMenu: Story = {
  args: { isCorpAuthenticated: false, permissions: { accountCentre: false, messages: false, help: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
  },
};

export const UnreadMessages: Story = {
  args: { unreadCount: 5 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '消息中心' });
    await expect(link).toHaveAccessibleDescription('5 条未读消息');
  },
};

/** With two roles the user menu offers 切换角色. */
export const WithRoles: Story = {
  name: 'Test · switch role',
  tags: ['interaction', '!autodocs'],
  args: {
    roles: [
      { code: 'OPERATOR', label: '经办' },
      { code: 'QUERY', label: '查询' },
    ],
    currentRole: 'OPERATOR',
    onSwitchRole: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /用户菜单/ }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: /查询/ }));
    await expect(args.onSwitchRole).toHaveBeenCalledWith('QUERY');
  },
};

/** 退出登录 asks 您即将退出登录 first. */
export const LogoutConfirm: Story = {
  name: 'Test · logout confirm',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /用户菜单/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog', { name: '您即将退出登录' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false, user: undefined, isCorpAuthenticated: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '问卷调查' })).toBeNull();
  },
};

/** The register page: 已有账号，立即登录. */
export const Register: Story = {
  args: { variant: 'register', loggedIn: false, user: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: '已有账号，立即登录' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** WIDE (1480 px) with the demo platform's logo and long slogan: every entry fits, the logo links home. */
export const DemoBrandWide: Story = {
  args: { user: { personName: '张伟', positionLabel: '经办' }, unreadCount: 3 },
  decorators: [demoPage(1480)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await oneLine(canvasElement);
    await expect(canvas.queryByRole('button', { name: '更多' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '建信融通供应链金融服务平台' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/credit/core/index/operator');
  },
};

/** MINI at 1280 px: the bar stays one line; what does not fit is under 更多, reachable by keyboard too. */
export const DemoBrandMini: Story = {
  args: { user: { personName: '张伟', positionLabel: '经办' }, unreadCount: 3 },
  decorators: [demoPage(1280)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await oneLine(canvasElement);
    const more = canvas.getByRole('button', { name: '更多' });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Every entry is still there: in the bar or under 更多, in order.
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    await expect(labels).toEqual(['公告', '账户中心', '交易对手管理', '更多产品', '消息中心', '帮助中心']);
    await expect(canvasElement.ownerDocument.activeElement?.closest('ul[id]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * MINI (1200 px, spec §3) with the demo platform's real title and slogan and the longest user: the bar stays one
 * line, the title is not cut, what does not fit waits under 更多.
 */
export const LongTitleMini: Story = {
  args: { user: { personName: '欧阳晓明', positionLabel: '产品经理' }, unreadCount: 12 },
  decorators: [demoPage(1200)],
  play: async ({ canvasElement }) => {
    await oneLine(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '更多' })).toBeVisible();
  },
};

/** A bank user: no 交易对手管理 (the role may not open it), 更多产品 still there. */
export const BankUser: Story = {
  args: { permissions: { accountCentre: true, messages: true, help: true, counterparty: false }, user: { personName: '赵敏', positionLabel: '客户经理' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(within(nav).queryByRole('link', { name: '交易对手管理' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: '更多产品' })).toBeVisible();
  },
};
