import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterpriseEndpoints } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { C1_ACCOUNTS, C1_INFO } from '../test/enterprise-fixtures';
import BankAccountPage from './bank-account-page';
import EnterpriseInfoPage from './enterprise-info-page';

const ADMIN_MENUS = [
  '/my/enterprise-info/info',
  '/my/enterprise-info/bank-account',
  '/my/enterprise-info/user/list',
  '/my/enterprise-info/ukey/list',
  '/my/enterprise-info/info-update',
];

function render(Page: typeof EnterpriseInfoPage, answers: { info?: unknown; bankAccounts?: unknown }, permissions = ADMIN_MENUS) {
  const transport = createMockTransport({
    ...(answers.info === undefined ? {} : { [enterpriseEndpoints.info.path]: answers.info }),
    ...(answers.bankAccounts === undefined ? {} : { [enterpriseEndpoints.bankAccounts.path]: answers.bankAccounts }),
  });
  return renderScreen(Page, { at: '/my/enterprise-info/info', client: transport, auth: testAuth({ role: 'ROLE_ADMIN', roleLabel: '管理员', permissions }) });
}

const value = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('企业信息 (/my/enterprise-info/info)', () => {
  it('shows the corporation, its users by role and Ukeys, and its accounts, with the pages that manage them', async () => {
    render(EnterpriseInfoPage, { info: C1_INFO });
    const basics = await screen.findByRole('region', { name: '基本信息' });
    expect(value(basics, '企业名称')).toHaveTextContent('徐州示例重工集团有限公司');
    expect(value(basics, '统一社会信用代码')).toHaveTextContent('91320300MA1XG0000F');
    expect(value(basics, '企业类型')).toHaveTextContent('核心企业');
    expect(value(basics, '所属集团')).toHaveTextContent('--');
    expect(value(basics, '实名认证')).toHaveTextContent('已认证');
    expect(value(basics, '已开通产品')).toHaveTextContent('供应链ABS、电子债权凭证、订单融资、支付通');

    const people = screen.getByRole('region', { name: '用户与Ukey' });
    expect(value(people, '查询')).toHaveTextContent('2人');
    expect(value(people, '已绑定Ukey')).toHaveTextContent('1个');
    expect(within(people).getByRole('link', { name: '用户管理' })).toHaveAttribute('href', '/my/enterprise-info/user/list');
    expect(within(people).getByRole('link', { name: 'Ukey管理' })).toHaveAttribute('href', '/my/enterprise-info/ukey/list');

    const accounts = screen.getByRole('table', { name: '银行账户' });
    const special = within(accounts).getByRole('row', { name: /32050161360000000001/ });
    expect(special).toHaveTextContent('兑付专户');
    expect(special).toHaveTextContent('105303000017');
    expect(special).toHaveTextContent('正常');
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/my/enterprise-info/bank-account');
  });

  it('企业信息变更 opens the change page for who may change the information', async () => {
    const { user, router } = render(EnterpriseInfoPage, { info: C1_INFO });
    const basics = await screen.findByRole('region', { name: '基本信息' });
    await user.click(within(basics).getByRole('button', { name: '企业信息变更' }));
    expect(router.state.location.pathname).toBe('/my/enterprise-info/info-update');
  });

  it('names a member’s group and offers only the links the user is granted', async () => {
    render(
      EnterpriseInfoPage,
      {
        info: {
          ...C1_INFO,
          corpName: '徐州示例重工起重机械有限公司',
          parent: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' },
          authenticated: false,
          accounts: [],
        },
      },
      ['/my/enterprise-info/info'],
    );
    const basics = await screen.findByRole('region', { name: '基本信息' });
    expect(value(basics, '所属集团')).toHaveTextContent('徐州示例重工集团有限公司');
    expect(value(basics, '实名认证')).toHaveTextContent('未认证');
    expect(screen.getByText('暂无银行账户')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '用户管理' })).toBeNull();
    expect(screen.queryByRole('link', { name: '查看全部' })).toBeNull();
    expect(screen.queryByRole('button', { name: '企业信息变更' })).toBeNull();
  });

  it('offers 重试 when the corporation cannot be read', async () => {
    render(EnterpriseInfoPage, { info: new Error('网络异常，请稍后重试') });
    expect(await screen.findByRole('alert')).toHaveTextContent('企业信息加载失败：网络异常，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('银行账户 (/my/enterprise-info/bank-account)', () => {
  it('lists every account with its type, number, bank and 联行号', async () => {
    render(BankAccountPage, { bankAccounts: C1_ACCOUNTS });
    const table = await screen.findByRole('table', { name: '银行账户' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /32050161360000000002/ })).toHaveTextContent('结算账户');
  });
});
