import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CorpUser, CorpUserSettings } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import UserListPage from './user-list-page';

const user = (over: Partial<CorpUser>): CorpUser => ({
  userId: 'u1',
  userName: 'c1_op',
  personName: '王伟',
  mobileMasked: '138****0101',
  email: '',
  roles: ['ROLE_OPERATOR'],
  ukeySuffix: '',
  rftWhitelist: true,
  edtWhitelist: false,
  status: 'ACTIVE',
  lastLoginAt: null,
  realnameAdmin: false,
  ...over,
});
const SETTINGS: CorpUserSettings = {
  canAdd: true,
  canModifyRoles: true,
  roles: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_ADMIN'],
  voucherOpen: true,
  edtOpen: false,
  currentUserId: 'admin',
};
const ROWS = [user({}), user({ userId: 'u2', userName: 'c1_new', personName: '周宁', status: 'PENDING_ACTIVATION' })];

function setup(settings: CorpUserSettings = SETTINGS) {
  const transport = createMockTransport({
    '/v1/corp-users/settings': settings,
    '/v1/corp-users/list': { rows: ROWS, total: ROWS.length },
    '/v1/corp-users/{userId}/reset-password': { message: '该用户尚未激活，已重新发送激活短信' },
    '/v1/corp-users': user({ userId: 'u3', userName: 'c1_newop', status: 'PENDING_ACTIVATION' }),
  });
  const view = renderScreen(UserListPage, {
    at: '/my/enterprise-info/user/list',
    client: transport,
    auth: testAuth({ permissions: ['/my/enterprise-info/user/list'] }),
  });
  return { ...view, transport };
}

describe('用户管理 (domain-lines.md §16.4)', () => {
  it('lists the users with the columns of §16.4 and 支付通权限 only where the product is open', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '用户列表' });
    for (const title of ['登录用户名', '姓名', '手机号码', '角色', 'Ukey尾号', '支付通权限', '状态', '最后登录时间', '操作'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'e订通权限' })).toBeNull();
    const pending = within(table).getByRole('row', { name: /c1_new/ });
    expect(pending).toHaveTextContent('待激活');
    expect(within(pending).getByRole('button', { name: '停用' })).toBeInTheDocument();
  });

  it('新增用户 asks for no password, requires 身份证号 for a director and sends the form', async () => {
    const { user: u, transport } = setup();
    await u.click(await screen.findByRole('button', { name: '新增用户' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    expect(within(dialog).queryByLabelText(/密码/)).toBeNull();
    await u.type(within(dialog).getByRole('textbox', { name: '登录用户名' }), 'c1_newop');
    await u.type(within(dialog).getByRole('textbox', { name: '姓名' }), '钱程');
    await u.type(within(dialog).getByRole('textbox', { name: /手机号码/ }), '13800000191');
    await u.click(within(dialog).getByRole('checkbox', { name: '主管' }));
    await u.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('主管和管理员须填写身份证号')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('checkbox', { name: '主管' }));
    await u.click(within(dialog).getByRole('checkbox', { name: '经办' }));
    await u.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('用户c1_newop已新增，待其通过“忘记密码”设置密码后激活')).toBeInTheDocument();
    expect(transport.calls.some((c) => c.path === '/v1/corp-users')).toBe(true);
  });

  it('hides 新增用户 when the platform does not allow adding users', async () => {
    setup({ ...SETTINGS, canAdd: false });
    await screen.findByRole('table', { name: '用户列表' });
    expect(screen.queryByRole('button', { name: '新增用户' })).toBeNull();
  });

  it('重置密码 of a user not yet activated resends the activation SMS', async () => {
    const { user: u } = setup();
    const row = await screen.findByRole('row', { name: /c1_new/ });
    await u.click(within(row).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('该用户尚未激活，已重新发送激活短信')).toBeInTheDocument();
  });
});
