import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { readsOf, useApiClient, useEndpoint } from '@scf/api';
import { KEY_ROLES, corpUserEndpoints } from '@scf/api/contract';
import type { CorpUser, CorpUserAdd } from '@scf/api/contract';
import { Button } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { InfoNote, LoadFailure, Page, PageLoading, PagePart } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { DisableDialog } from '../components/disable-dialog';
import { UserFormDialog } from '../components/user-form-dialog';
import { USER_FILTERS, UserSearch } from '../components/user-search';
import { UserTable } from '../components/user-table';

const LIST = { filters: USER_FILTERS, sortable: ['userName'], defaultSort: { field: 'userName', order: 'asc' } } as const;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

/**
 * `/my/enterprise-info/user/list` 用户管理 (domain-lines.md §16.4): the administrator lists the corporation's users,
 * adds one (shown iff userRoleAdd), edits, 停用 / 启用, sends 重置密码's SMS and binds a director's key.
 */
export default function UserListPage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const settings = useEndpoint(corpUserEndpoints.settings, {});
  const list = useList(LIST);
  const read = useListQuery(corpUserEndpoints.list, list);
  const [editing, setEditing] = useState<CorpUser | null | undefined>(undefined);
  const [disabling, setDisabling] = useState<CorpUser | null>(null);
  const [notice, setNotice] = useState('');

  if (settings.error) return <LoadFailure what="用户管理" error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <PageLoading />;
  const s = settings.data;
  const refresh = () => mutate(readsOf(corpUserEndpoints.list));

  async function run(done: string, call: () => Promise<unknown>) {
    setNotice('');
    try {
      await call();
      setNotice(done);
    } catch (e) {
      setNotice(failureMessage(e));
    }
    await refresh();
  }

  async function save(input: CorpUserAdd) {
    const { loginName, idCard, ...edit } = input;
    if (editing) {
      await client.call(corpUserEndpoints.edit, { params: { userId: editing.userId }, body: edit });
      setNotice(`用户${editing.userName}已保存`);
    } else {
      await client.call(corpUserEndpoints.add, { body: { ...edit, loginName, idCard } });
      setNotice(`用户${loginName}已新增，待其通过“忘记密码”设置密码后激活`);
    }
    setEditing(undefined);
    await refresh();
  }

  const actions = (u: CorpUser): readonly DataTableAction[] => {
    const self = u.userId === s.currentUserId;
    return [
      { label: '编辑', onSelect: () => setEditing(u) },
      u.status === 'DISABLED'
        ? {
            label: '启用',
            onSelect: () => void run(`用户${u.userName}已启用，Ukey须重新绑定`, () => client.call(corpUserEndpoints.enable, { params: { userId: u.userId } })),
          }
        : { label: '停用', onSelect: () => setDisabling(u), disabled: self },
      {
        label: '重置密码',
        disabled: u.status === 'DISABLED',
        onSelect: () => {
          setNotice('');
          client.call(corpUserEndpoints.reset, { params: { userId: u.userId } }).then(
            (r) => setNotice(r.message),
            (e: unknown) => setNotice(failureMessage(e)),
          );
        },
      },
      ...(u.roles.some((r) => KEY_ROLES.includes(r as never)) && u.status === 'ACTIVE'
        ? [{ label: '绑定Ukey', onSelect: () => navigate(`/my/enterprise-info/ukey/add?userName=${encodeURIComponent(u.userName)}`) }]
        : []),
    ];
  };

  return (
    <Page>
      <PagePart aria-label="用户列表">
        <UserSearch roles={s.roles} filters={list.query.filters} onSearch={list.setFilters} />
        <Bar>
          {s.canAdd ? (
            <Button variant="primary" onClick={() => setEditing(null)}>
              新增用户
            </Button>
          ) : null}
        </Bar>
        <div role="status" aria-live="polite">
          {notice ? <InfoNote>{notice}</InfoNote> : null}
        </div>
        <UserTable
          {...tableResult(read, (e) => (e ? failureMessage(e) : undefined))}
          {...tableState(list)}
          voucherOpen={s.voucherOpen}
          edtOpen={s.edtOpen}
          actions={actions}
        />
      </PagePart>
      <UserFormDialog open={editing !== undefined} user={editing ?? null} settings={s} onClose={() => setEditing(undefined)} onSubmit={save} />
      <DisableDialog
        user={disabling}
        onClose={() => setDisabling(null)}
        onConfirm={async (u, handoverTo) => {
          await client.call(corpUserEndpoints.disable, { params: { userId: u.userId }, body: handoverTo ? { handoverTo } : {} });
          setDisabling(null);
          setNotice(`用户${u.userName}已停用`);
          await refresh();
        }}
      />
    </Page>
  );
}
