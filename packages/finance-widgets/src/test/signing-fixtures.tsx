// Test and story fixtures: a signing config over the mock driver and the mock transport (no device, no server).
import type { ReactNode } from 'react';
import { createMockDriver, createMockTransport, createSigningConfig } from '@scf/signing';
import type { CertInfo, MockDriverState, RoleKey, SigningConfig } from '@scf/signing';
import { SigningProvider } from '@scf/signing/react';
import { SigningDialogHost } from '../signing-dialog-host/signing-dialog-host';

export const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };
export const DIRECTOR: RoleKey = { uKeyCodeSuffix: '0101', roleName: '主管', holderName: '张主管' };
export const DIRECTOR_CERT: CertInfo = {
  handle: 'h-c1',
  serialNumber: '1a2b3c',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=张主管, O=核心企业一',
  subjectCN: '张主管',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
};
export const ORIGINAL = [
  '签名编号：ch-001',
  '业务类型：凭证签章',
  '凭证编号：C202506160001',
  '付款方：核心企业一',
  '收款方：供应商一',
  '金额：1234.56',
  '有效期至：2025-06-16 10:05:00',
].join('\n');

/** The platform's signing config over the mock driver (the director's key inserted unless `state` says otherwise). */
export function mockSigning(state: Partial<MockDriverState> = {}, routes: Record<string, unknown> = {}) {
  const driver = createMockDriver({ certificates: [DIRECTOR_CERT], ...state });
  const transport = createMockTransport({ '/v1/credits/c1/signature/assemble': ORIGINAL, ...routes });
  const config = createSigningConfig({ transport, drivers: [driver], banks: [BANK], minDriverVersion: '3.0.0' });
  return { driver, transport, config };
}

/** What a host mounts once: the provider with the current role's key, and the signing dialog. */
export function MockSigningHost({ config, role = DIRECTOR, children }: { config: SigningConfig; role?: RoleKey; children?: ReactNode }) {
  return (
    <SigningProvider config={config} role={role}>
      {children}
      <SigningDialogHost />
    </SigningProvider>
  );
}
