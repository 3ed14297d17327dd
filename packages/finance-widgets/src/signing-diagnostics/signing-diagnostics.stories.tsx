// Stories for apps/storybook: the diagnostics panel over mock-driver signing configs.
import { useState } from 'react';
import { DIRECTOR, DIRECTOR_CERT, MockSigningHost, mockSigning } from '../test/signing-fixtures';
import { RoleKeyDiagnostics } from './role-key-diagnostics';
import { runDiagnostics } from './run-diagnostics';
import { SigningDiagnostics } from './signing-diagnostics';

export default { title: 'Signing/SigningDiagnostics', component: SigningDiagnostics };

const NOW = new Date('2025-06-16T00:00:00Z');
const healthy = () =>
  runDiagnostics({ config: mockSigning({ certificates: [{ ...DIRECTOR_CERT, notAfter: '2026-06-16T00:00:00Z' }] }).config, role: DIRECTOR, now: NOW });
const noKey = () => runDiagnostics({ config: mockSigning({ version: '1.0.0', certificates: [] }).config, role: DIRECTOR, now: NOW });

function WithProvider() {
  const [{ config }] = useState(() => mockSigning({}, { '/v1/ukeys/sign-test/original': '签名测试 sc_1', '/v1/ukeys/sign-test/verify': true }));
  return (
    <MockSigningHost config={config}>
      <RoleKeyDiagnostics userName="c1_dir" boundSerials={[DIRECTOR_CERT.serialNumber]} />
    </MockSigningHost>
  );
}

export const Healthy = { render: () => <SigningDiagnostics run={healthy} signTest={async () => ({ ok: true, message: '服务端验签通过' })} /> };
export const NoKeyOutdated = { render: () => <SigningDiagnostics run={noKey} /> };
export const RoleKeyUnderProvider = { render: () => <WithProvider /> };
