import type { ReactNode } from 'react';
import { EDT_ORDER_SOURCE_LABEL, EDT_ORDER_STATUS_LABEL, EDT_SETTLEMENT_LABEL } from '@scf/api/contract';
import type { EdtOrder } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Button, Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { DetailHead, DetailSection } from '../../../lib/applications';

type Item = EdtOrder['items'][number] & { line: number };

const ITEM_COLUMNS: TableColumn<Item>[] = [
  { key: 'name', title: '品名', value: (i) => i.name },
  { key: 'spec', title: '规格', value: (i) => i.spec || '—' },
  { key: 'quantity', title: '数量', align: 'right', width: 100, value: (i) => i.quantity },
  { key: 'unitPrice', title: '单价', align: 'right', width: 150, value: (i) => i.unitPrice, render: (i) => <AmountText value={i.unitPrice} /> },
  { key: 'amount', title: '金额', align: 'right', width: 170, value: (i) => i.amount, render: (i) => <AmountText value={i.amount} /> },
];

/** 商品明细: 品名, 规格, 数量, 单价, 金额 (their 金额 add up to 订单金额). */
export function OrderItemsTable({ order }: { order: EdtOrder }) {
  return <Table label="商品明细" columns={ITEM_COLUMNS} data={order.items.map((i, n) => ({ ...i, line: n + 1 }))} rowKey={(i) => String(i.line)} />;
}

export interface OrderDetailProps {
  order: EdtOrder;
  onBack: () => void;
  /** The actions the screen allows on it now (确认 / 拒绝, 模拟来账). */
  actions?: ReactNode;
}

/** 订单详情 (domain-lines.md §19.4): the order's facts, 数据来源, its confirmation and financing, and its 商品明细. */
export function OrderDetail({ order: o, onBack, actions }: OrderDetailProps) {
  return (
    <DetailSection aria-labelledby="edt-order-title">
      <DetailHead>
        <h2 id="edt-order-title">订单详情 {o.orderNo}</h2>
        <Button variant="link" onClick={onBack}>
          返回列表
        </Button>
      </DetailHead>
      <Descriptions
        title="订单信息"
        columns={3}
        emptyValue="—"
        items={[
          { label: '订单编号', value: o.orderNo },
          { label: '采购方', value: o.core.corpName },
          { label: '供应商', value: o.supplier.corpName },
          { label: '订单金额', value: <AmountWithCapital value={o.amount} label="订单金额" /> },
          { label: '下单日期', value: o.orderDate },
          { label: '约定交货日期', value: o.deliveryDate },
          { label: '约定付款日', value: o.paymentDate },
          { label: '结算方式', value: EDT_SETTLEMENT_LABEL[o.settlement] },
          { label: '数据来源', value: EDT_ORDER_SOURCE_LABEL[o.source] },
          { label: '订单状态', value: EDT_ORDER_STATUS_LABEL[o.status] },
        ]}
      />
      <Descriptions
        title="确认与融资"
        columns={3}
        emptyValue="—"
        items={[
          { label: '确认金额', value: o.confirmedAmount ? <AmountWithCapital value={o.confirmedAmount} label="确认金额" /> : null },
          { label: '回款账户', value: o.collectAccount ? `${o.collectAccount.accountNo} ${o.collectAccount.accountName}` : null },
          { label: '确认申请编号', value: o.confirmAppNo },
          { label: '已融资金额', value: <AmountText value={o.financedAmount} /> },
          { label: '融资余额', value: <AmountText value={o.financingBalance} /> },
        ]}
      />
      <h3>商品明细</h3>
      <OrderItemsTable order={o} />
      {actions}
    </DetailSection>
  );
}
