import type { EdtOrder } from '@scf/api/contract';
import { EDT_ORDER_SOURCE_LABEL } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { useLocalPage } from '../api/use-local-page';
import { OrderStatusTag } from './order-status-tag';

export interface OrderTableProps {
  label: string;
  rows: readonly EdtOrder[] | undefined;
  error: unknown;
  onRetry: () => void;
  onOpen: (order: EdtOrder) => void;
  actions?: (order: EdtOrder) => readonly DataTableAction[];
  emptyText?: string;
}

/**
 * Orders (domain-lines.md §19.8 订单 tab): 订单编号, 供应商, 订单金额, 确认金额, 下单日期, 约定付款日, 回款账户, 订单状态,
 * 已融资金额, 融资余额. The secondary facts sit under the main one of their cell, so ten facts and the actions fit a
 * 1280 px screen without scrolling sideways.
 */
export function OrderTable({ label, rows, error, onRetry, onOpen, actions, emptyText = '暂无订单' }: OrderTableProps) {
  const paging = useLocalPage(rows);
  const columns: TableColumn<EdtOrder>[] = [
    {
      key: 'orderNo',
      title: '订单编号',
      value: (o) => o.orderNo,
      render: (o) => (
        <StackedCell
          main={
            <Button variant="link" onClick={() => onOpen(o)}>
              {o.orderNo}
            </Button>
          }
          sub={`下单日期 ${o.orderDate}`}
        />
      ),
    },
    {
      key: 'supplier',
      title: '供应商',
      value: (o) => o.supplier.corpName,
      render: (o) => <StackedCell main={o.supplier.corpName} sub={EDT_ORDER_SOURCE_LABEL[o.source]} />,
    },
    {
      key: 'amount',
      title: '订单金额',
      align: 'right',
      width: 150,
      value: (o) => o.amount,
      render: (o) => (
        <StackedCell
          main={<AmountText value={o.amount} />}
          sub={
            o.confirmedAmount ? (
              <>
                确认金额 <AmountText value={o.confirmedAmount} />
              </>
            ) : (
              '确认金额 —'
            )
          }
        />
      ),
    },
    {
      key: 'paymentDate',
      title: '约定付款日',
      width: 190,
      value: (o) => o.paymentDate,
      render: (o) => <StackedCell main={o.paymentDate} sub={o.collectAccount ? `回款账户 ${o.collectAccount.accountNo}` : '回款账户 —'} />,
    },
    {
      key: 'financed',
      title: '已融资金额',
      align: 'right',
      width: 150,
      value: (o) => o.financedAmount,
      render: (o) => (
        <StackedCell
          main={<AmountText value={o.financedAmount} />}
          sub={
            <>
              融资余额 <AmountText value={o.financingBalance} />
            </>
          }
        />
      ),
    },
    { key: 'status', title: '订单状态', width: 90, value: (o) => o.status, render: (o) => <OrderStatusTag status={o.status} /> },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(o) => o.orderId}
      rows={paging.rows}
      total={paging.total}
      page={paging.page}
      size={paging.size}
      onPageChange={paging.onPageChange}
      onSizeChange={paging.onSizeChange}
      loading={rows === undefined && !error}
      error={error ? failureMessage(error) : undefined}
      onRetry={onRetry}
      emptyText={emptyText}
      {...(actions ? { actions, actionsWidth: 120 } : {})}
    />
  );
}
