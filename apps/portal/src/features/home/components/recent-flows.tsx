import { Link } from 'react-router-dom';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { FlowRecord } from '@scf/api/contract';
import { AmountText, DateTimeText } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { HomeList } from '../../../lib/page';

const columns: TableColumn<FlowRecord>[] = [
  { key: 'at', title: '时间', width: 150, render: (r) => <DateTimeText value={r.at} businessDate={r.businessDate} /> },
  { key: 'biz', title: '业务', width: 90, value: (r) => (r.bizType ? BIZ_TYPE_LABEL[r.bizType] : '—') },
  { key: 'action', title: '动作', width: 100, value: (r) => r.actionLabel },
  {
    key: 'creditNo',
    title: '凭证编号',
    width: 190,
    render: (r) => (r.creditNo ? <Link to={`/transfer-record?creditNo=${r.creditNo}`}>{r.creditNo}</Link> : (r.appNo ?? '—')),
  },
  { key: 'corp', title: '企业', value: (r) => r.corp.corpName },
  { key: 'user', title: '操作人', width: 90, value: (r) => r.user.personName || r.user.userName },
  { key: 'amount', title: '金额', align: 'right', width: 150, render: (r) => (r.amount === null ? '—' : <AmountText value={r.amount} />) },
];

/** The corporation's latest flow records (query homes, domain.md §12); a credit number opens its whole flow. */
export function RecentFlows({ records }: { records: readonly FlowRecord[] }) {
  return (
    <HomeList
      title="最新流转记录"
      columns={columns}
      rows={records}
      rowKey={(r) => [r.at, r.action, r.appNo, r.creditNo, r.corp.corpId].join('|')}
      emptyText="暂无流转记录"
    />
  );
}
