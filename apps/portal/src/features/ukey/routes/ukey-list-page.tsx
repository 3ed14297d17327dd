import { useAuth } from '../../../lib/auth';
import { Tabs } from '@scf/ui';
import { useBindings, useUkeyRequests } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { useCanVisit } from '../api/use-can-visit';
import { BindingsTable } from '../components/bindings-table';
import { QueryState } from '../components/query-state';
import { RequestsTable } from '../components/requests-table';
import { UkeyDiagnostics } from '../components/ukey-diagnostics';
import { UkeyLinks } from '../components/ukey-links';
import { UkeyPage } from '../components/ukey-page';

/** Spec §6: directors bind keys in user role settings (server permission `ukey:bind`). */
function isKeyManager(menuPerms: ReadonlySet<string>, currentRole: string | null): boolean {
  return menuPerms.has('ukey:bind') || menuPerms.has('ukey:manage') || currentRole === 'ROLE_DIRECTOR';
}

/**
 * Ukey管理 (/my/enterprise-info/ukey/list): the corporation's bound keys (更换 and 注销 for directors), the
 * 申请记录 of every key operation, the links to the other key services, and the signing diagnostics.
 */
export default function UkeyListPage() {
  const { session, role, menuPerms } = useAuth();
  const bindings = useBindings();
  const requests = useUkeyRequests();
  const canVisit = useCanVisit();
  const manager = isKeyManager(menuPerms, role.currentRole);
  const actions = manager ? { change: canVisit(UKEY_PATHS.change), delete: canVisit(UKEY_PATHS.delete) } : undefined;

  return (
    <UkeyPage fallbackTitle="Ukey管理">
      <UkeyLinks />
      <Tabs
        label="Ukey管理"
        items={[
          {
            value: 'keys',
            label: '已绑定Ukey',
            content: (
              <QueryState query={bindings} loadingLabel="正在加载已绑定Ukey">
                {(rows) => <BindingsTable bindings={rows} actions={actions} />}
              </QueryState>
            ),
          },
          {
            value: 'requests',
            label: '申请记录',
            content: (
              <QueryState query={requests} loadingLabel="正在加载申请记录">
                {(rows) => <RequestsTable label="申请记录" requests={rows} detailLinks={canVisit(UKEY_PATHS.applyDetail)} />}
              </QueryState>
            ),
          },
          {
            value: 'diagnostics',
            label: '签名诊断',
            content: <UkeyDiagnostics userName={session?.userInfo.userName ?? ''} roleCode={role.currentRole} bindings={bindings.data} />,
          },
        ]}
      />
    </UkeyPage>
  );
}
