import { useCallback, useMemo } from 'react';
import type { SigningDriver } from '@scf/signing';
import type { SignTestClient } from './run-sign-test';
import { DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION } from '../signing-kit/signing-defaults';
import { runDiagnostics } from './run-diagnostics';
import { runSignTest } from './run-sign-test';
import { SigningDiagnostics } from './signing-diagnostics';

export interface RoleKeyDiagnosticsProps {
  client: SignTestClient;
  driver: SigningDriver;
  /** The current role's key tail number (session `uKeyCodeSuffix`) and role name. */
  uKeyCodeSuffix: string;
  roleName: string;
  userName: string;
  /** Serials bound to this user's current role, when the host has loaded them. */
  boundSerials?: readonly string[];
  /** Minimum driver version; the default {ip}, or none for the soft driver. */
  minVersion?: string | null;
}

/** The diagnostics panel for the current user's role key over one driver, with 签名测试 against the server. */
export function RoleKeyDiagnostics({ client, driver, uKeyCodeSuffix, roleName, userName, boundSerials, minVersion }: RoleKeyDiagnosticsProps) {
  const min = minVersion === null ? undefined : (minVersion ?? DEFAULT_MIN_DRIVER_VERSION);
  const role = useMemo(() => ({ uKeyCodeSuffix, roleName }), [uKeyCodeSuffix, roleName]);
  const run = useCallback(() => runDiagnostics({ driver, role, minVersion: min, banks: DEFAULT_BANKS, boundSerials }), [driver, role, min, boundSerials]);
  const signTest = useCallback(() => runSignTest(client, driver, role, min), [client, driver, role, min]);
  const context = useMemo(() => ({ userName, roleName, userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent }), [userName, roleName]);
  return <SigningDiagnostics run={run} signTest={signTest} context={context} />;
}
