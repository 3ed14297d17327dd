import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';
import { agentDriver, driverForKey } from '../api/drivers';
import type { KeyDriver } from '../api/drivers';

export interface UkeyDiagnosticsProps {
  uKeyCodeSuffix: string;
  roleName: string;
  userName: string;
  roleCode: string | null;
  bindings: UkeyBinding[] | undefined;
}

/**
 * Signing diagnostics and 签名测试 for the current user and role: with the soft key in this browser when the
 * role's key is one (a soft certificate of the test CA), else with the local Ukey middleware.
 */
export function UkeyDiagnostics({ uKeyCodeSuffix, roleName, userName, roleCode, bindings }: UkeyDiagnosticsProps) {
  const client = useApiClient();
  // The keys the server bound to this user's current role: the inserted key must be one of them.
  const mine = useMemo(() => bindings?.filter((b) => b.userName === userName && b.roleCode === roleCode && b.status === 'ACTIVE'), [bindings, userName, roleCode]);
  const bound = useMemo(() => mine?.map((b) => b.ukeyNo), [mine]);
  const ukeyCode = mine?.[0]?.ukeyCode;
  const [key, setKey] = useState<KeyDriver>();
  const loaded = bindings !== undefined;
  useEffect(() => {
    if (!loaded) return undefined;
    let live = true;
    void (ukeyCode ? driverForKey(ukeyCode) : Promise.resolve({ driver: agentDriver(), soft: false })).then((k) => live && setKey(k));
    return () => {
      live = false;
    };
  }, [ukeyCode, loaded]);
  if (!key) return <p role="status">正在检测签名环境…</p>;
  return (
    <RoleKeyDiagnostics
      client={client}
      driver={key.driver}
      uKeyCodeSuffix={uKeyCodeSuffix}
      roleName={roleName}
      userName={userName}
      boundSerials={bound}
      minVersion={key.soft ? null : undefined}
    />
  );
}
