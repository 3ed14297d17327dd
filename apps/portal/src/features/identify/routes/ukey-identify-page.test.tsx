import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { createMockDriver } from '@scf/signing';
import type { CertInfo, MockDriver } from '@scf/signing';
import { SessionContext } from '../../../app/session';
import type { SessionValue } from '../../../app/session';
import UkeyIdentifyPage from './ukey-identify-page';

const driverRef: { current: MockDriver } = { current: createMockDriver() };
vi.mock('../api/drivers', () => ({ agentDriver: () => driverRef.current }));

const CERT: CertInfo = {
  handle: 'h1',
  serialNumber: '1a2b',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=王芳',
  subjectCN: '王芳',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
  certDerB64: 'MIIB',
};
const BINDING = {
  ukeyNo: '1a2b', ukeyCode: 'CCB5100000101', ukeyBank: 'CCB', certType: 'RSA' as const, issuerDN: CERT.issuerDN, subjectDN: CERT.subjectDN,
  userName: 'c1_dir', personName: '王芳', roleCode: 'ROLE_DIRECTOR', notAfter: '2027-06-16T00:00:00Z', status: 'ACTIVE' as const, boundAt: '2025-06-16T00:00:00Z',
};

function setup(certs: CertInfo[], state: Partial<MockDriver['state']> = {}, bind: () => Promise<unknown> = async () => BINDING) {
  driverRef.current = createMockDriver({ version: '3.2.0', certificates: certs, ...state });
  const client = {
    call: vi.fn(async (method: string, path: string) => {
      if (path === '/v1/auth/cas/add/info/original') return '绑定原文 nonce=1';
      throw new Error(`no route ${method} ${path}`);
    }),
    ukey: { bind: vi.fn(bind) },
  };
  const session = {
    session: { userInfo: { userName: 'c1_dir', personName: '王芳' }, corpInfo: { uKeyCodeSuffix: '' } },
    role: { currentRole: 'ROLE_DIRECTOR', label: '主管', canSwitch: false, roles: [] },
    menuPerms: new Set(['ukey:bind']),
    reload: vi.fn(async () => null),
  } as unknown as SessionValue;
  render(
    <MemoryRouter initialEntries={['/register/identify/ukey']}>
      <ApiProvider client={client as unknown as ApiClient}>
        <SessionContext.Provider value={session}>
          <UkeyIdentifyPage />
        </SessionContext.Provider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { client, session, user: userEvent.setup() };
}

describe('Ukey认证 page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('binds the inserted key to the current role and reloads the session', async () => {
    const { user, client, session } = setup([CERT]);
    expect(screen.getByRole('heading', { name: 'Ukey认证' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('status')).toHaveTextContent('绑定成功：印刷号 CCB5100000101（尾号 0101）');
    expect(client.ukey.bind).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'c1_dir', roleCode: 'ROLE_DIRECTOR', certDerB64: 'MIIB', registration: expect.objectContaining({ ukeyNo: '1a2b', original: '绑定原文 nonce=1', ukeyCode: 'CCB5100000101' }) }),
    );
    expect(session.reload).toHaveBeenCalled();
  });

  it.each([
    ['two keys', [CERT, { ...CERT, handle: 'h2', serialNumber: '1f' }], {}, '注册错误码 2'],
    ['an unknown issuer', [{ ...CERT, issuerDN: 'CN=Other Bank Demo CA' }], {}, '注册错误码 1'],
    ['no printed number', [{ ...CERT, keyCode: undefined }], {}, '注册错误码 3'],
    ['an outdated driver', [CERT], { version: '1.0.0' }, '驱动错误码 2'],
  ] as const)('reports %s with its spec §8 code', async (_name, certs, state, label) => {
    const { user, client } = setup([...certs], state);
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`绑定失败（${label}）`);
    expect(client.ukey.bind).not.toHaveBeenCalled();
  });

  it('a refusal by the server is registration code 11 with the server message', async () => {
    const { user } = setup([CERT], {}, async () => Promise.reject(new Error('仅主管可绑定Ukey')));
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('绑定失败（注册错误码 11）：请求异常：仅主管可绑定Ukey');
  });
});
