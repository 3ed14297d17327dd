import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { createMemoryKeyStore, createMockDriver } from '@scf/signing';
import { SessionContext } from '../../../app/session';
import type { SessionValue } from '../../../app/session';
import SoftKeyIdentifyPage from './soft-key-identify-page';

const ISSUER = 'CN=SCF Soft Key Test CA, O=China Construction Bank, C=CN';
const created = vi.fn();
vi.mock('../api/create-soft-key', () => ({ createSoftKey: (...args: unknown[]) => created(...args) }));
vi.mock('../api/drivers', () => ({
  softKeyStore: () => createMemoryKeyStore(),
  softDriverFor: (id: string) =>
    createMockDriver({
      version: '1.0.0',
      certificates: [{ handle: id, serialNumber: '1c0ffee', issuerDN: ISSUER, subjectDN: 'CN=胡军', subjectCN: '胡军', certType: 'SM2', keyCode: 'SOFT00001301', notAfter: '2099-01-01T00:00:00Z' }],
    }),
}));

function setup() {
  const session = {
    session: { userInfo: { userName: 's3_dir', personName: '胡军' }, corpInfo: { uKeyCodeSuffix: '' } },
    role: { currentRole: 'ROLE_DIRECTOR', label: '主管', canSwitch: false, roles: [] },
    reload: vi.fn(async () => null),
  } as unknown as SessionValue;
  render(
    <MemoryRouter initialEntries={['/register/identify/soft-key']}>
      <ApiProvider client={{ call: vi.fn() } as unknown as ApiClient}>
        <SessionContext.Provider value={session}>
          <SoftKeyIdentifyPage />
        </SessionContext.Provider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { session, user: userEvent.setup() };
}

describe('软证书认证 page', () => {
  it('creates an SM2 soft key, shows the binding and the diagnostics of that key', async () => {
    created.mockResolvedValueOnce({ keyId: 'k1', certificate: { certDerB64: 'MII', serialNumber: '1c0ffee', issuerDN: ISSUER, subjectDN: 'CN=胡军', keyCode: 'SOFT00001301' } });
    const { user, session } = setup();
    await user.selectOptions(screen.getByLabelText('证书算法'), 'SM2');
    await user.click(screen.getByRole('button', { name: '生成软证书并绑定' }));
    expect(await screen.findByText('绑定成功：印刷号 SOFT00001301（尾号 1301），SM2证书')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'SM2');
    expect(session.reload).toHaveBeenCalled();
    const checks = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(checks).getByRole('listitem', { name: '绑定证书：正常' })).toHaveTextContent('尾号 1301');
  });

  it('a refused certificate request is registration code 11 with the server message', async () => {
    created.mockRejectedValueOnce(new Error('签名校验失败'));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '生成软证书并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('绑定失败（注册错误码 11）：请求异常：签名校验失败');
    expect(screen.queryByRole('list', { name: '诊断结果' })).not.toBeInTheDocument();
  });
});
