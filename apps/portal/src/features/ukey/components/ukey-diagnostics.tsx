import { useMemo } from 'react';
import { useApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';
import { agentDriver } from '../api/agent-driver';

export interface UkeyDiagnosticsProps {
  uKeyCodeSuffix: string;
  roleName: string;
  userName: string;
  roleCode: string | null;
  bindings: UkeyBinding[] | undefined;
}

/** Signing diagnostics of the local Ukey middleware for the current user and role, with 签名测试. */
export function UkeyDiagnostics({ uKeyCodeSuffix, roleName, userName, roleCode, bindings }: UkeyDiagnosticsProps) {
  const client = useApiClient();
  const driver = useMemo(() => agentDriver(), []);
  // The serials the server bound to this user's current role: the inserted key must be one of them.
  const bound = useMemo(
    () => bindings?.filter((b) => b.userName === userName && b.roleCode === roleCode && b.status === 'ACTIVE').map((b) => b.ukeyNo),
    [bindings, userName, roleCode],
  );
  return <RoleKeyDiagnostics client={client} driver={driver} uKeyCodeSuffix={uKeyCodeSuffix} roleName={roleName} userName={userName} boundSerials={bound} />;
}
