import type { SubLimit } from '@scf/api/contract';
import { Empty, StatusTag, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { amountColumn } from './amount-column';
import { SUB_LIMIT_STATUS_LABEL, SUB_LIMIT_STATUS_STYLE } from '../api/limit-labels';

const amount = (key: 'total' | 'used' | 'frozen' | 'available', title: string) => amountColumn<SubLimit, typeof key>(key, title, 170);

const columns: TableColumn<SubLimit>[] = [
  { key: 'corp', title: '成员单位', value: (s) => s.corp.corpName },
  amount('total', '分配额度'),
  amount('used', '已用'),
  amount('frozen', '冻结'),
  amount('available', '可用'),
  {
    key: 'status',
    title: '状态',
    width: 90,
    value: (s) => SUB_LIMIT_STATUS_LABEL[s.status],
    render: (s) => <StatusTag status={s.status} statuses={SUB_LIMIT_STATUS_STYLE} />,
  },
];

/** The members' sub-limits of one line (a member's total is what the group allocated to it). */
export function SubLimitTable({ subLimits, label }: { subLimits: readonly SubLimit[]; label: string }) {
  return (
    <Table
      label={label}
      columns={columns}
      data={subLimits}
      rowKey={(s) => s.subLimitId}
      emptyText={<Empty description="暂未向成员单位分配额度" />}
      virtualized={false}
    />
  );
}
