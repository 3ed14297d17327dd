import { useMemo } from 'react';
import type { UkeyBinding } from '@scf/api/contract';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';

export interface UkeyDiagnosticsProps {
  userName: string;
  roleCode: string | null;
  bindings: UkeyBinding[] | undefined;
}

/**
 * Signing diagnostics and 签名测试 for the current user and role, once the bindings are known: the printed number
 * of the role's key picks the soft key in this browser when it is one (a soft certificate of the test CA), else
 * the local Ukey middleware answers.
 */
export function UkeyDiagnostics({ userName, roleCode, bindings }: UkeyDiagnosticsProps) {
  // The keys the server bound to this user's current role: the inserted key must be one of them.
  const mine = useMemo(
    () => bindings?.filter((b) => b.userName === userName && b.roleCode === roleCode && b.status === 'ACTIVE'),
    [bindings, userName, roleCode],
  );
  const bound = useMemo(() => mine?.map((b) => b.ukeyNo), [mine]);
  const ukeyCode = mine?.[0]?.ukeyCode;
  if (bindings === undefined) return <p role="status">正在检测签名环境…</p>;
  return <RoleKeyDiagnostics userName={userName} boundSerials={bound} role={ukeyCode ? { ukeyCode } : undefined} />;
}
