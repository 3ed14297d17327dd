import { EDT_ORDER_SOURCE_LABEL, EDT_ORDER_STATUSES, EDT_ORDER_STATUS_LABEL } from '@scf/api/contract';
import type { EdtOrder, EdtOrderStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { ListSearch } from '../../../lib/list/list-search';
import { useList, StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { useOrders } from '../api/edt-chain-calls';
import { ORDER_TONE, canApply } from '../api/edt-chain-labels';

const LIST = { filters: ['keyword', 'status'], sortable: [] } as const;
const STATUS_OPTIONS = [{ value: 'all', label: '全部' }, ...EDT_ORDER_STATUSES.map((s) => ({ value: s, label: EDT_ORDER_STATUS_LABEL[s] }))];
const EMPTY = { keyword: '', status: 'all' };

const isStatus = (v: string | undefined): v is EdtOrderStatus => !!v && (EDT_ORDER_STATUSES as readonly string[]).includes(v);

const columns: TableColumn<EdtOrder>[] = [
  {
    key: 'orderNo',
    title: '订单编号',
    width: 170,
    value: (o) => o.orderNo,
    render: (o) => <StackedCell main={o.orderNo} sub={`数据来源：${EDT_ORDER_SOURCE_LABEL[o.source]}`} />,
  },
  { key: 'core', title: '采购方', value: (o) => o.core.corpName },
  {
    key: 'amount',
    title: '订单金额 / 确认金额',
    align: 'right',
    width: 170,
    value: (o) => o.amount,
    render: (o) => (
      <StackedCell
        main={<AmountText value={o.amount} />}
        sub={
          o.confirmedAmount ? (
            <>
              确认 <AmountText value={o.confirmedAmount} />
            </>
          ) : (
            '确认 --'
          )
        }
      />
    ),
  },
  { key: 'paymentDate', title: '约定付款日', width: 104, value: (o) => o.paymentDate },
  {
    key: 'financed',
    title: '已融资金额 / 融资余额',
    align: 'right',
    width: 180,
    value: (o) => o.financedAmount,
    render: (o) => (
      <StackedCell
        main={<AmountText value={o.financedAmount} />}
        sub={
          <>
            余额 <AmountText value={o.financingBalance} />
          </>
        }
      />
    ),
  },
  {
    key: 'status',
    title: '订单状态',
    width: 92,
    value: (o) => EDT_ORDER_STATUS_LABEL[o.status],
    render: (o) => <Tag tone={ORDER_TONE[o.status]}>{EDT_ORDER_STATUS_LABEL[o.status]}</Tag>,
  },
];

/**
 * 订单 (domain-lines.md §19.4): the supplier's orders by 订单编号 and 订单状态; 申请融资 on a confirmed order (or a
 * financed one with room left) opens 订单信息. `canFinance`: the operator's list (the director only reads).
 */
export function OrderTable({ canFinance, onApply }: { canFinance: boolean; onApply: (orderId: string) => void }) {
  const list = useList(LIST);
  const { keyword, status } = list.query.filters;
  const { data, error, isLoading, mutate } = useOrders({ ...(keyword ? { keyword } : {}), ...(isStatus(status) ? { status } : {}) });
  const { page, size } = list.query;
  const rows = data ?? [];
  return (
    <>
      <ListSearch
        label="订单查询"
        keyword={{ label: '订单编号', placeholder: '输入订单编号' }}
        choice={{ name: 'status', label: '订单状态', options: STATUS_OPTIONS }}
        empty={EMPTY}
        filters={list.query.filters}
        onSearch={(f) => list.setFilters(f)}
      />
      <DataTable
        label="订单"
        columns={columns}
        rows={rows.slice((page - 1) * size, page * size)}
        total={rows.length}
        rowKey={(o) => o.orderId}
        page={page}
        size={size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无订单"
        actionsWidth={88}
        actions={canFinance ? (o) => (canApply(o.status) ? [{ label: '申请融资', onSelect: () => onApply(o.orderId) }] : []) : undefined}
      />
    </>
  );
}
