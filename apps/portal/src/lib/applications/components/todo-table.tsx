import { BIZ_TYPE_LABEL, creditEndpoints } from '@scf/api/contract';
import type { Todo } from '@scf/api/contract';
import { AmountText, formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { tableState, useList, useListQuery } from '../../list';
import { failureMessage } from '../../write';

const LIST = { filters: [], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const COLUMNS: TableColumn<Todo>[] = [
  { key: 'bizType', title: '业务类型', width: 110, value: (t) => BIZ_TYPE_LABEL[t.bizType] },
  { key: 'title', title: '事项', value: (t) => t.title },
  { key: 'no', title: '编号', width: 190, value: (t) => t.appNo ?? t.creditNo ?? '—' },
  { key: 'amount', title: '金额', align: 'right', width: 170, value: (t) => t.amount ?? '', render: (t) => (t.amount ? <AmountText value={t.amount} /> : '—') },
  { key: 'createdAt', title: '时间', width: 150, sortable: true, value: (t) => formatBusinessDateTime(t.businessDate, t.createdAt) },
];

/** The caller's open todos (domain.md §4.6), newest first; 办理 does it here or on its page. */
export function TodoTable({ onAct }: { onAct: (todo: Todo) => void }) {
  const list = useList(LIST);
  const { data, error, isLoading, mutate } = useListQuery(creditEndpoints.todos, list);
  return (
    <DataTable
      label="待办事项"
      columns={COLUMNS}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey={(t) => t.todoId}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText="暂无待办事项"
      actions={(t) => [{ label: '办理', onSelect: () => onAct(t) }]}
      actionsWidth={90}
      {...tableState(list)}
    />
  );
}
