import { useCallback, useMemo } from 'react';
import type { RoleKey } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import { runDiagnostics } from './run-diagnostics';
import { runSignTest } from './run-sign-test';
import { SigningDiagnostics } from './signing-diagnostics';

export interface RoleKeyDiagnosticsProps {
  userName: string;
  /** Serials bound to this user's current role, when the host has loaded them. */
  boundSerials?: readonly string[];
  /** Over the provider's current-role key, e.g. the printed number of a soft key just created. */
  role?: Partial<RoleKey>;
}

/**
 * The diagnostics panel for the current role's key with 签名测试 against the server, over the provider's signing
 * config: the driver a signature would use (soft key or middleware) and the minimum version that applies to it.
 */
export function RoleKeyDiagnostics({ userName, boundSerials, role: override }: RoleKeyDiagnosticsProps) {
  const { config, role: sessionRole } = useSigner();
  const { uKeyCodeSuffix, roleName, boundSerial, ukeyCode } = { ...sessionRole, ...override };
  // Keyed on the fields: the override object is new on every render of the page.
  const role = useMemo(() => ({ uKeyCodeSuffix, roleName, boundSerial, ukeyCode }), [uKeyCodeSuffix, roleName, boundSerial, ukeyCode]);
  const run = useCallback(() => runDiagnostics({ config, role, boundSerials }), [config, role, boundSerials]);
  const signTest = useCallback(() => runSignTest(config, role), [config, role]);
  const context = useMemo(() => ({ userName, roleName, userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent }), [userName, roleName]);
  return <SigningDiagnostics run={run} signTest={signTest} context={context} />;
}
