import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '@scf/api';
import type { ApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { createMockDriver } from '@scf/signing';
import { SessionContext } from '../../../app/session';
import type { SessionValue } from '../../../app/session';
import UkeyListPage from './ukey-list-page';

const ISSUER = 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN';
vi.mock('../api/agent-driver', () => ({
  agentDriver: () =>
    createMockDriver({
      version: '3.2.0',
      certificates: [{ handle: 'h1', serialNumber: '1a2b', issuerDN: ISSUER, subjectDN: 'CN=王芳', certType: 'RSA', keyCode: 'CCB5100000101', notAfter: '2099-01-01T00:00:00Z' }],
    }),
}));

const binding = (over: Partial<UkeyBinding>): UkeyBinding => ({
  ukeyNo: '1a2b', ukeyCode: 'CCB5100000101', ukeyBank: 'CCB', certType: 'RSA', issuerDN: ISSUER, subjectDN: 'CN=王芳',
  userName: 'c1_dir', personName: '王芳', roleCode: 'ROLE_DIRECTOR', notAfter: '2027-06-16T00:00:00Z', status: 'ACTIVE', boundAt: '2025-06-16', ...over,
});

function setup(currentRole: string, perms: string[]) {
  let rows = [binding({}), binding({ ukeyNo: '2c', ukeyCode: 'CCB5100000102', userName: 'c1_op', personName: '张经办', roleCode: 'ROLE_OPERATOR', certType: 'SM2' })];
  const client = {
    call: vi.fn(async () => Promise.reject(new Error('no route'))),
    ukey: {
      list: vi.fn(async () => rows),
      unbind: vi.fn(async ({ ukeyNo }: { ukeyNo: string }) => {
        rows = rows.map((r) => (r.ukeyNo === ukeyNo ? { ...r, status: 'REVOKED' as const } : r));
        return true;
      }),
    },
  };
  const session = {
    session: { userInfo: { userName: 'c1_dir', personName: '王芳' }, corpInfo: { uKeyCodeSuffix: '0101' } },
    role: { currentRole, label: currentRole === 'ROLE_DIRECTOR' ? '主管' : '经办', canSwitch: false, roles: [] },
    menuPerms: new Set(perms),
  } as unknown as SessionValue;
  render(
    <MemoryRouter initialEntries={['/my/enterprise-info/ukey/list']}>
      <ApiProvider client={client as unknown as ApiClient}>
        <SessionContext.Provider value={session}>
          <UkeyListPage />
        </SessionContext.Provider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { client, user: userEvent.setup() };
}

describe('Ukey管理 page', () => {
  it('lists the bound keys and lets a director unbind one after confirming', async () => {
    const { user, client } = setup('ROLE_DIRECTOR', ['ukey:bind']);
    const table = await screen.findByRole('table', { name: '已绑定Ukey' });
    expect(within(table).getByRole('row', { name: /CCB5100000102 张经办（c1_op） 经办 SM2/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '绑定Ukey' })).toHaveAttribute('href', '/my/enterprise-info/ukey/add');
    await user.click(within(table).getByRole('button', { name: '解绑 CCB5100000102' }));
    const dialog = await screen.findByRole('alertdialog', { name: '解绑Ukey' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已解绑印刷号为CCB5100000102的Ukey')).toBeInTheDocument();
    expect(client.ukey.unbind).toHaveBeenCalledWith({ ukeyNo: '2c' });
    expect(within(screen.getByRole('table')).getByRole('row', { name: /CCB5100000102.*已解绑/ })).toBeInTheDocument();
  });

  it('an operator sees the keys without unbind or bind links', async () => {
    setup('ROLE_OPERATOR', []);
    await screen.findByRole('table', { name: '已绑定Ukey' });
    expect(screen.queryByRole('button', { name: /解绑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '绑定Ukey' })).not.toBeInTheDocument();
  });

  it('the diagnostics tab checks the local key against the role binding', async () => {
    const { user } = setup('ROLE_DIRECTOR', ['ukey:bind']);
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: '签名诊断' }));
    const list = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(list).getByRole('listitem', { name: '驱动版本：正常' })).toHaveTextContent('3.2.0（最低要求 3.0.0）');
    expect(within(list).getByRole('listitem', { name: '绑定证书：正常' })).toHaveTextContent('尾号 0101');
    expect(screen.getByRole('button', { name: '签名测试' })).toBeInTheDocument();
  });
});
