import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realnameEndpoints, ukeyEndpoints } from '@scf/api/contract';
import { createMockDriver } from '@scf/signing';
import type { CertInfo, MockDriverState } from '@scf/signing';
import { renderIdentifyPage } from '../test/render-identify-page';
import UkeyIdentifyPage from './ukey-identify-page';

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
  ukeyNo: '1a2b',
  ukeyCode: 'CCB5100000101',
  ukeyBank: 'CCB',
  certType: 'RSA' as const,
  issuerDN: CERT.issuerDN,
  subjectDN: CERT.subjectDN,
  userName: 'c1_dir',
  personName: '王芳',
  roleCode: 'ROLE_DIRECTOR',
  notAfter: '2027-06-16T00:00:00Z',
  status: 'ACTIVE' as const,
  boundAt: '2025-06-16T00:00:00Z',
  medium: 'UKEY' as const,
};

/** S6 before 实名认证, as its admin reads it. */
const UNVERIFIED = {
  corpName: '徐州示例电子科技有限公司',
  uscc: '91320300MA1XC00164',
  state: 'UNVERIFIED',
  method: null,
  verifiedAt: null,
  admin: null,
  legalRepName: '唐磊',
  reauth: null,
  mayVerify: true,
  self: { personName: '唐磊', idCardNo: '3203**********0015', mobile: '139****1601' },
  licenseAccount: null,
  records: [],
};

/** The key(s) in the local Ukey agent and what the server answers to the bind. */
function setup(certs: CertInfo[], state: Partial<MockDriverState> = {}, bind: unknown = BINDING) {
  const driver = createMockDriver({ version: '3.2.0', certificates: certs, ...state });
  const page = renderIdentifyPage(UkeyIdentifyPage, {
    at: '/register/identify/ukey',
    drivers: [driver],
    server: { [ukeyEndpoints.bind.path]: bind },
    userName: 'c1_dir',
    personName: '王芳',
  });
  return { ...page, binds: () => page.sent(ukeyEndpoints.bind.path) };
}

describe('Ukey认证 page', () => {
  it('binds the inserted key to the current role and reloads the session', async () => {
    const { user, binds, auth } = setup([CERT]);
    expect(screen.getByRole('heading', { name: 'Ukey认证' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('status')).toHaveTextContent('绑定成功：印刷号 CCB5100000101（尾号 0101）');
    expect(binds()).toEqual([
      expect.objectContaining({
        userName: 'c1_dir',
        roleCode: 'ROLE_DIRECTOR',
        certDerB64: 'MIIB',
        registration: expect.objectContaining({ ukeyNo: '1a2b', original: '绑定原文 nonce=1', ukeyCode: 'CCB5100000101' }),
      }),
    ]);
    expect(auth.reload).toHaveBeenCalled();
  });

  it.each([
    ['two keys', [CERT, { ...CERT, handle: 'h2', serialNumber: '1f' }], {}, '注册错误码 2'],
    ['an unknown issuer', [{ ...CERT, issuerDN: 'CN=Other Bank Demo CA' }], {}, '注册错误码 1'],
    ['no printed number', [{ ...CERT, keyCode: undefined }], {}, '注册错误码 3'],
    ['an outdated driver', [CERT], { version: '1.0.0' }, '驱动错误码 2'],
  ] as const)('reports %s with its spec §8 code', async (_name, certs, state, label) => {
    const { user, binds, auth } = setup([...certs], state);
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`绑定失败（${label}）`);
    expect(binds()).toEqual([]);
    expect(auth.reload).not.toHaveBeenCalled();
  });

  it('a refusal by the server is registration code 11 with the server message', async () => {
    const { user } = setup([CERT], {}, new Error('仅主管可绑定Ukey'));
    await user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('绑定失败（注册错误码 11）：请求异常：仅主管可绑定Ukey');
  });

  it('the admin of a corporation not verified verifies it with the key (Ukey认证, §15.6) instead of binding', async () => {
    const verified = { ...UNVERIFIED, state: 'VERIFIED', method: 'UKEY', mayVerify: false };
    const driver = createMockDriver({ version: '3.2.0', certificates: [{ ...CERT, subjectDN: 'CN=唐磊, OU=91320300MA1XC00164' }] });
    const page = renderIdentifyPage(UkeyIdentifyPage, {
      at: '/register/identify/ukey',
      drivers: [driver],
      server: { [realnameEndpoints.state.path]: UNVERIFIED, [realnameEndpoints.ukey.path]: verified },
      userName: 's6_admin',
      personName: '唐磊',
      role: { code: 'ROLE_ADMIN', label: '管理员' },
    });
    expect(await screen.findByText(/以该Ukey完成企业实名认证/)).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('status')).toHaveTextContent('企业实名认证成功');
    expect(page.sent(realnameEndpoints.ukey.path)).toEqual([
      { certDerB64: 'MIIB', registration: expect.objectContaining({ ukeyNo: '1a2b', original: '绑定原文 nonce=1' }) },
    ]);
    expect(page.sent(ukeyEndpoints.bind.path)).toEqual([]);
    expect(page.auth.reload).toHaveBeenCalled();
  });

  it('a refused Ukey认证 shows the server message', async () => {
    const driver = createMockDriver({ version: '3.2.0', certificates: [CERT] });
    const page = renderIdentifyPage(UkeyIdentifyPage, {
      at: '/register/identify/ukey',
      drivers: [driver],
      server: {
        [realnameEndpoints.state.path]: UNVERIFIED,
        [realnameEndpoints.ukey.path]: new Error('证书主体与企业统一社会信用代码不符'),
      },
      userName: 's6_admin',
      personName: '唐磊',
      role: { code: 'ROLE_ADMIN', label: '管理员' },
    });
    expect(await screen.findByText(/以该Ukey完成企业实名认证/)).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: '读取Ukey并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('证书主体与企业统一社会信用代码不符');
    expect(page.auth.reload).not.toHaveBeenCalled();
  });
});
