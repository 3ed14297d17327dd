import { useState } from 'react';
import { useApiClient, useEndpoint } from '@scf/api';
import { ROLE, UKEY_REVOCATION_STATUS_LABEL, ukeyEndpoints } from '@scf/api/contract';
import type { UkeyRevocation } from '@scf/api/contract';
import { Button, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { dateTimeText } from '../api/ukey-format';
import { useRefreshUkeyData } from '../api/use-ukey-query';

/**
 * 遗失注销复核: lost-Ukey 注销 of the corporation. Another director than the one who asked approves a pending one
 * (issue 26 H1: an SMS code to the holder and a second director's word instead of the key's signature). Directors
 * only: another role on 注销Ukey (an administrator, a bank's staff) neither asks for the list nor sees it.
 */
export function PendingRevocations() {
  const client = useApiClient();
  const refreshKeys = useRefreshUkeyData();
  const { session, role } = useAuth();
  const list = useEndpoint(ukeyEndpoints.revocations, role?.currentRole === ROLE.director ? {} : null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const rows = list.data ?? [];
  if (rows.length === 0) return null;

  async function approve(r: UkeyRevocation) {
    setOutcome(undefined);
    try {
      await client.call(ukeyEndpoints.approveRevocation, { body: { revocationId: r.revocationId } });
      setOutcome({ ok: true, text: `已复核通过，印刷号 ${r.ukeyCode} 的Ukey已注销` });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
    await Promise.all([list.mutate(), refreshKeys()]);
  }

  const me = session?.userInfo.userName;
  const columns: TableColumn<UkeyRevocation>[] = [
    { key: 'ukeyCode', title: '印刷号' },
    { key: 'holder', title: '持有人', value: (r) => `${r.holderPersonName}（${r.holderUserName}）` },
    { key: 'reason', title: '注销原因' },
    { key: 'requestedBy', title: '申请主管', value: (r) => `${r.requestedBy} ${dateTimeText(r.requestedAt)}` },
    { key: 'status', title: '状态', value: (r) => UKEY_REVOCATION_STATUS_LABEL[r.status] },
    {
      key: 'action',
      title: '操作',
      render: (r) =>
        r.status !== 'PENDING' ? (
          (r.decidedBy ?? '—')
        ) : r.requestedByUserName === me ? (
          '待另一位主管复核'
        ) : (
          <Button onClick={() => void approve(r)}>复核通过</Button>
        ),
    },
  ];
  return (
    <section aria-label="遗失注销复核">
      <h2>遗失注销复核</h2>
      <Table label="遗失注销申请" columns={columns} data={rows} rowKey={(r) => r.revocationId} />
      {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
    </section>
  );
}
