// Test and story fixtures: a mock-driver signer over an in-memory transport (no device, no server).
import { createMockDriver, createSigner } from '@scf/signing';
import type { CertInfo, MockDriverState, RoleKey, SigningTransport } from '@scf/signing';

export const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };
export const DIRECTOR: RoleKey = { uKeyCodeSuffix: '0101', roleName: '主管' };
export const DIRECTOR_CERT: CertInfo = {
  handle: 'h-c1',
  serialNumber: '1a2b3c',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=张主管, O=核心企业一',
  subjectCN: '张主管',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
};
export const ORIGINAL = ['签名编号：ch-001', '业务类型：凭证签章', '凭证编号：C202506160001', '付款方：核心企业一', '收款方：供应商一', '金额：1234.56', '有效期至：2025-06-16 10:05:00'].join('\n');

export function signingTransport(routes: Record<string, unknown> = {}): SigningTransport & { paths: string[] } {
  const table: Record<string, unknown> = {
    '/v1/auth/cfca/controls/enable': true,
    '/v1/auth/ccbca/rules': new Error('rules missing'),
    '/v1/credits/c1/signature/assemble': ORIGINAL,
    ...routes,
  };
  const paths: string[] = [];
  return {
    paths,
    async request(_method, path) {
      paths.push(path);
      const data = table[path] ?? table[path.split('?')[0]!];
      if (data === undefined) throw new Error(`no route ${path}`);
      if (data instanceof Error) throw data;
      return data;
    },
  };
}

export function mockSigner(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}) {
  const driver = createMockDriver({ certificates: [DIRECTOR_CERT], ...state });
  const transport = signingTransport(routes);
  const signer = createSigner({ driver, transport, bank: BANK, minDriverVersion: '3.0.0' });
  return { driver, transport, signer };
}
