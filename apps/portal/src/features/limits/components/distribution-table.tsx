import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationRow } from '@scf/api/contract';
import { AppStatusTag, DateTimeText } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { ConfirmDialog, DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { LIMIT_PATHS } from '../api/limit-labels';
import { ChangeCell } from './change-cell';

const Frame = styled.div`
  margin-top: 16px;
`;

const LIST = { filters: ['appNo'], sortable: ['createdAt', 'updatedAt', 'amount'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;

export interface DistributionTableProps {
  /** `review`: waiting for the caller's approval; `all`: every distribution of the caller's group. */
  scope: 'review' | 'all';
  label: string;
  emptyText: string;
}

/**
 * The distribution applications (额度分配申请) page by page: 申请编号 (opening the approval where the role may approve),
 * 成员单位, the change, 状态, 申请人 and 提交时间; the operator may 撤销申请 what is still pending or returned.
 */
export function DistributionTable({ scope, label, emptyText }: DistributionTableProps) {
  const client = useApiClient();
  const { permissions } = useAuth();
  const list = useList(LIST);
  const read = useListQuery(creditEndpoints.applications, list, { scope, bizType: 'LIMIT_DIST' });
  const [cancelling, setCancelling] = useState<ApplicationRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const canApprove = permissions.has(LIMIT_PATHS.approve);

  const columns: TableColumn<ApplicationRow>[] = [
    {
      key: 'appNo',
      title: '申请编号',
      render: (a) => (canApprove && a.actions.includes('APPROVE') ? <Link to={`${LIMIT_PATHS.approve}?appNo=${a.appNo}`}>{a.appNo}</Link> : a.appNo),
    },
    { key: 'target', title: '成员单位', value: (a) => a.counterparty?.corpName ?? '—' },
    { key: 'amount', title: '调整金额', align: 'right', sortable: true, render: (a) => <ChangeCell app={a} /> },
    { key: 'status', title: '状态', width: 110, render: (a) => <AppStatusTag status={a.status} /> },
    { key: 'creator', title: '申请人', width: 100, value: (a) => a.creator.personName || a.creator.userName },
    { key: 'createdAt', title: '提交时间', width: 150, sortable: true, render: (a) => <DateTimeText value={a.createdAt} businessDate={a.businessDate} /> },
  ];

  async function cancel(app: ApplicationRow) {
    setCancelling(null);
    try {
      await client.call(creditEndpoints.cancel, { params: { appNo: app.appNo } });
      setOutcome({ ok: true, text: `已撤销申请 ${app.appNo}` });
    } catch (e) {
      setOutcome({ ok: false, text: `撤销失败：${e instanceof Error ? e.message : String(e)}` });
    }
    await read.mutate();
  }

  return (
    <Frame>
      {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
      <DataTable
        label={label}
        columns={columns}
        rowKey={(a) => a.appNo}
        emptyText={emptyText}
        {...tableResult(read)}
        actions={
          scope === 'all' ? (a) => (a.actions.includes('CANCEL') ? [{ label: '撤销申请', danger: true, onSelect: () => setCancelling(a) }] : []) : undefined
        }
        actionsWidth={100}
        {...tableState(list)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={`确认撤销额度分配申请 ${cancelling?.appNo ?? ''}？`}
        description="撤销后申请终止，调增冻结的额度将释放"
        confirmText="确认撤销"
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </Frame>
  );
}
