import { useState } from 'react';
import type { UkeyBinding } from '@scf/api/contract';
import { Button, ConfirmDialog } from '@scf/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../../app/session';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { useBindings } from '../api/use-bindings';
import { BindingsTable } from '../components/bindings-table';
import { UkeyDiagnostics } from '../components/ukey-diagnostics';

const Actions = styled.p`
  display: flex;
  gap: 16px;
`;

/** Spec §6: directors bind keys in user role settings (server permission `ukey:bind`). */
function canBind(menuPerms: ReadonlySet<string>, currentRole: string | null): boolean {
  return menuPerms.has('ukey:bind') || menuPerms.has('ukey:manage') || currentRole === 'ROLE_DIRECTOR';
}

/**
 * Ukey管理 (/my/enterprise-info/ukey/list): the corporation's bound keys with unbind for directors, links to
 * bind a Ukey or a soft key, and the signing diagnostics (the route catalogue has no page of its own for it).
 */
export default function UkeyListPage() {
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role, menuPerms } = useSession();
  const { bindings, error, unbind } = useBindings();
  const [tab, setTab] = useState<'keys' | 'diagnostics'>('keys');
  const [pending, setPending] = useState<UkeyBinding | null>(null);
  const [message, setMessage] = useState<string>();
  const director = canBind(menuPerms, role.currentRole);

  async function confirmUnbind() {
    const target = pending;
    setPending(null);
    if (!target) return;
    try {
      await unbind(target.ukeyNo);
      setMessage(`已解绑印刷号为${target.ukeyCode}的Ukey`);
    } catch (e) {
      setMessage(`解绑失败：${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return (
    <PageSection aria-labelledby="ukey-list-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="ukey-list-title">{route?.title ?? 'Ukey管理'}</h1>
      <div role="tablist" aria-label="Ukey管理">
        <Button role="tab" aria-selected={tab === 'keys'} onClick={() => setTab('keys')}>
          已绑定Ukey
        </Button>
        <Button role="tab" aria-selected={tab === 'diagnostics'} onClick={() => setTab('diagnostics')}>
          签名诊断
        </Button>
      </div>
      {tab === 'keys' ? (
        <div role="tabpanel" aria-label="已绑定Ukey">
          {director ? (
            <Actions>
              <Link to="/my/enterprise-info/ukey/add">绑定Ukey</Link>
              <Link to="/my/enterprise-info/ukey/apply">申请软证书</Link>
            </Actions>
          ) : null}
          {message ? <p role="status">{message}</p> : null}
          {error ? <p role="alert">{error}</p> : null}
          {bindings ? <BindingsTable bindings={bindings} onUnbind={director ? setPending : undefined} /> : error ? null : <p role="status">加载中…</p>}
        </div>
      ) : (
        <div role="tabpanel" aria-label="签名诊断">
          <UkeyDiagnostics
            uKeyCodeSuffix={session?.corpInfo.uKeyCodeSuffix ?? ''}
            roleName={role.label}
            userName={session?.userInfo.userName ?? ''}
            roleCode={role.currentRole}
            bindings={bindings}
          />
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="解绑Ukey"
        description={pending ? `确定解绑印刷号为${pending.ukeyCode}的Ukey吗？解绑后该角色需重新绑定才能签名。` : undefined}
        onConfirm={confirmUnbind}
        onCancel={() => setPending(null)}
      />
    </PageSection>
  );
}
