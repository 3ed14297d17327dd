import { EDT_ORDER_SOURCE_LABEL, EDT_ORDER_STATUS_LABEL, EDT_SETTLEMENT_LABEL } from '@scf/api/contract';
import type { EdtOrder } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { styled } from 'styled-components';
import { ORDER_TONE } from '../api/edt-chain-labels';

type Item = EdtOrder['items'][number];

/** The facts, then 商品明细 under a heading of its own, with room before the form that follows. */
const Facts = styled.div`
  margin-bottom: 24px;
  > h3 {
    margin: 24px 0 12px;
  }
`;
const itemColumns: TableColumn<Item>[] = [
  { key: 'name', title: '品名', value: (i) => i.name },
  { key: 'spec', title: '规格', value: (i) => i.spec || '--' },
  { key: 'quantity', title: '数量', align: 'right', width: 100, value: (i) => i.quantity },
  { key: 'unitPrice', title: '单价', align: 'right', width: 140, value: (i) => i.unitPrice, render: (i) => <AmountText value={i.unitPrice} /> },
  { key: 'amount', title: '金额', align: 'right', width: 160, value: (i) => i.amount, render: (i) => <AmountText value={i.amount} /> },
];

/** 订单信息 (domain-lines.md §19.4): the parties, amounts and dates, the locked 回款账户 and the 商品明细. */
export function OrderFacts({ order }: { order: EdtOrder }) {
  return (
    <Facts>
      <Descriptions
        title="订单详情"
        items={[
          { label: '订单编号', value: order.orderNo },
          { label: '订单状态', value: <Tag tone={ORDER_TONE[order.status]}>{EDT_ORDER_STATUS_LABEL[order.status]}</Tag> },
          { label: '数据来源', value: EDT_ORDER_SOURCE_LABEL[order.source] },
          { label: '采购方', value: order.core.corpName },
          { label: '供应商', value: order.supplier.corpName },
          { label: '结算方式', value: EDT_SETTLEMENT_LABEL[order.settlement] },
          { label: '订单金额', value: <AmountWithCapital value={order.amount} label="订单金额" /> },
          { label: '确认金额', value: order.confirmedAmount ? <AmountWithCapital value={order.confirmedAmount} label="确认金额" /> : '--' },
          { label: '下单日期', value: order.orderDate },
          { label: '约定交货日期', value: order.deliveryDate },
          { label: '约定付款日', value: order.paymentDate },
          { label: '回款账户', value: order.collectAccount ? `${order.collectAccount.accountName} ${order.collectAccount.accountNo}` : '--' },
          { label: '已融资金额', value: <AmountText value={order.financedAmount} /> },
          { label: '融资余额', value: <AmountText value={order.financingBalance} /> },
        ]}
      />
      <h3>商品明细</h3>
      <Table label="商品明细" columns={itemColumns} data={order.items} rowKey={(i) => `${i.name}-${i.spec}-${i.amount}`} />
    </Facts>
  );
}
