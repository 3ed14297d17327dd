import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    variant: 'app',
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
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticated corporation with every permission. */
export const FullMenu: Story = {
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
