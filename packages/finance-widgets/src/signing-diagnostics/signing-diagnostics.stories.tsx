// Stories for apps/storybook: the diagnostics panel over mock drivers.
import { createMockDriver } from '@scf/signing';
import { DIRECTOR, DIRECTOR_CERT } from '../test/signing-fixtures';
import { runDiagnostics } from './run-diagnostics';
import { SigningDiagnostics } from './signing-diagnostics';

export default { title: 'Finance/SigningDiagnostics', component: SigningDiagnostics };

const NOW = new Date('2025-06-16T00:00:00Z');
const healthy = () =>
  runDiagnostics({ driver: createMockDriver({ certificates: [{ ...DIRECTOR_CERT, notAfter: '2026-06-16T00:00:00Z' }] }), role: DIRECTOR, minVersion: '3.0.0', now: NOW });
const noKey = () => runDiagnostics({ driver: createMockDriver({ version: '1.0.0', certificates: [] }), role: DIRECTOR, minVersion: '3.0.0', now: NOW });

export const Healthy = { render: () => <SigningDiagnostics run={healthy} signTest={async () => ({ ok: true, message: '服务端验签通过' })} /> };
export const NoKeyOutdated = { render: () => <SigningDiagnostics run={noKey} /> };
