import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockDriver } from '@scf/signing';
import { CCB_ISSUER, binding, request } from '../test/fixtures';
import { ALL_UKEY_PATHS, renderUkeyPage } from '../test/render-ukey-page';
import type { UkeyPageSetup } from '../test/render-ukey-page';
import UkeyListPage from './ukey-list-page';

const ROWS = [
  binding({ ukeyNo: '1a2b', ukeyCode: 'CCB5100000101', userName: 'c1_dir', personName: '王芳' }),
  binding({ ukeyNo: '2c', ukeyCode: 'CCB5100000102', userName: 'c1_op', personName: '张经办', roleCode: 'ROLE_OPERATOR', certType: 'SM2' }),
];

/** c1_dir's key inserted in the local agent (middleware 3.2.0). */
const agentWithMyKey = () =>
  createMockDriver({
    version: '3.2.0',
    certificates: [
      {
        handle: 'h1',
        serialNumber: '1a2b',
        issuerDN: CCB_ISSUER,
        subjectDN: 'CN=王芳',
        certType: 'RSA',
        keyCode: 'CCB5100000101',
        notAfter: '2099-01-01T00:00:00Z',
      },
    ],
  });

function setup(over: Partial<UkeyPageSetup> = {}) {
  return renderUkeyPage(UkeyListPage, {
    at: '/my/enterprise-info/ukey/list',
    userName: 'c1_dir',
    personName: '王芳',
    uKeyCodeSuffix: '0101',
    server: { list: ROWS, requests: [request({ requestId: 'UR1', kind: 'DELETE', ukeyCode: 'CCB5100000103' })] },
    driver: agentWithMyKey(),
    ...over,
  });
}

describe('Ukey管理 page', () => {
  it('a director sees the keys with 更换 and 注销 per active key, and the key services they may open', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Ukey管理' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '已绑定Ukey' });
    expect(within(table).getByRole('row', { name: /CCB5100000102 张经办（c1_op） 经办 SM2/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '更换 CCB5100000102' })).toHaveAttribute('href', '/my/enterprise-info/ukey/change?ukeyNo=2c');
    expect(within(table).getByRole('link', { name: '注销 CCB5100000102' })).toHaveAttribute('href', '/my/enterprise-info/ukey/delete?ukeyNo=2c');
    const services = screen.getByRole('navigation', { name: 'Ukey业务' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ukey申请', '新增Ukey', '证书更新', '证书下载', 'Ukey账单']);
    expect(within(services).getByRole('link', { name: '新增Ukey' })).toHaveAttribute('href', '/my/enterprise-info/ukey/add');
  });

  it('shows only the links of granted routes; an operator gets no row actions', async () => {
    setup({
      role: 'ROLE_OPERATOR',
      userName: 'c1_op',
      permissions: ['/my/enterprise-info/ukey/list', '/my/enterprise-info/ukey/update', '/my/enterprise-info/ukey/download'],
    });
    const table = await screen.findByRole('table', { name: '已绑定Ukey' });
    expect(within(table).queryByRole('link', { name: /更换|注销/ })).not.toBeInTheDocument();
    const services = screen.getByRole('navigation', { name: 'Ukey业务' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['证书更新', '证书下载']);
  });

  it('a director without the change route sees 注销 only', async () => {
    setup({ permissions: ALL_UKEY_PATHS.filter((p) => !p.endsWith('/change')) });
    const table = await screen.findByRole('table', { name: '已绑定Ukey' });
    expect(within(table).queryByRole('link', { name: /^更换/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /^注销/ })).toHaveLength(2);
  });

  it('申请记录 lists the requests, each linking to its detail', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: '申请记录' }));
    const table = await screen.findByRole('table', { name: '申请记录' });
    const row = within(table).getByRole('row', { name: /UR1 注销Ukey 硬件Ukey CCB5100000103/ });
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'UR1' })).toHaveAttribute('href', '/my/enterprise-info/ukey/apply-detail?requestId=UR1');
  });

  it('a failed load says so and offers 重试', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('网络异常，请稍后重试')).mockResolvedValue(ROWS);
    const { user } = setup({ server: { list, requests: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：网络异常，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '已绑定Ukey' })).toBeInTheDocument();
  });

  it('says 注销成功 once when the delete screen sends the user back', async () => {
    setup({ state: { flash: '注销成功' } });
    expect(await screen.findByText('注销成功')).toBeInTheDocument();
  });

  it('the diagnostics tab checks the local key against the role binding', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: '已绑定Ukey' });
    await user.click(screen.getByRole('tab', { name: '签名诊断' }));
    const list = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(list).getByRole('listitem', { name: '驱动版本：正常' })).toHaveTextContent('3.2.0（最低要求 3.0.0）');
    expect(within(list).getByRole('listitem', { name: '绑定证书：正常' })).toHaveTextContent('尾号 0101');
    expect(screen.getByRole('button', { name: '签名测试' })).toBeInTheDocument();
  });
});
