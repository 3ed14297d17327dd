import { Link } from 'react-router-dom';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { ApplicationRow } from '@scf/api/contract';
import { AmountText, AppStatusTag, DateTimeText } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { useReaderSide } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { actPath } from '../api/act-path';
import { HomeList } from '../../../lib/page';

/**
 * The caller's work: a director's approval queue (业务类型, 申请编号, 申请方, 金额, 提交时间; the number opens where it is
 * approved) or an operator's drafts and returned applications with their 状态 (the number opens where they are edited).
 */
export function QueueList({ queue, mode }: { queue: readonly ApplicationRow[]; mode: 'review' | 'own' }) {
  const { permissions } = useAuth();
  const sideOf = useReaderSide();
  const appNo: TableColumn<ApplicationRow> = {
    key: 'appNo',
    title: '申请编号',
    render: (a) => {
      const to = actPath(a, mode, permissions);
      return to ? <Link to={to}>{a.appNo}</Link> : a.appNo;
    },
  };
  const amount: TableColumn<ApplicationRow> = { key: 'amount', title: '金额', align: 'right', render: (a) => <AmountText value={a.amount} /> };
  const columns: TableColumn<ApplicationRow>[] =
    mode === 'review'
      ? [
          { key: 'bizType', title: '业务类型', width: 110, value: (a) => BIZ_TYPE_LABEL[a.bizType] },
          appNo,
          { key: 'applicant', title: '申请方', value: (a) => a.applicant.corpName },
          amount,
          { key: 'createdAt', title: '提交时间', width: 150, render: (a) => <DateTimeText value={a.createdAt} businessDate={a.businessDate} /> },
        ]
      : [
          { key: 'bizType', title: '业务类型', width: 110, value: (a) => BIZ_TYPE_LABEL[a.bizType] },
          appNo,
          { key: 'counterparty', title: '交易对手', value: (a) => a.counterparty?.corpName ?? '—' },
          amount,
          { key: 'status', title: '状态', width: 120, render: (a) => <AppStatusTag status={a.status} side={sideOf(a)} bizType={a.bizType} /> },
          { key: 'updatedAt', title: '更新时间', width: 150, render: (a) => <DateTimeText value={a.updatedAt} /> },
        ];
  return (
    <HomeList
      title={mode === 'review' ? '待审批' : '草稿与退回'}
      columns={columns}
      rows={queue}
      rowKey={(a) => a.appNo}
      emptyText={mode === 'review' ? '暂无待办' : '暂无草稿与退回的申请'}
    />
  );
}
