import type { ApplicationDetail } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, Spinner } from '@scf/ui';
import { useEdtOrders } from '../api/use-edt-core';
import { OrderItemsTable } from './order-detail';

/**
 * What the director signs over in 《订单确认及回款账户确认书》 (an OCF application): the order, 确认金额 in 大写,
 * 约定付款日 and the supplier's 回款账户 as the purchase role proposed them, and the order's 商品明细.
 */
export function ConfirmOrderPart({ detail }: { detail: ApplicationDetail }) {
  const orders = useEdtOrders({ status: 'CONFIRMING' });
  if (!orders.data) return orders.error ? <p role="alert">订单信息加载失败</p> : <Spinner label="正在加载订单信息" />;
  const order = orders.data.find((o) => o.confirmAppNo === detail.appNo);
  if (!order) return <p>该申请的订单已不在确认中。</p>;
  return (
    <>
      <Descriptions
        title="订单确认信息"
        columns={3}
        emptyValue="—"
        items={[
          { label: '订单编号', value: order.orderNo },
          { label: '供应商', value: order.supplier.corpName },
          { label: '订单金额', value: <AmountWithCapital value={order.amount} label="订单金额" /> },
          { label: '确认金额', value: order.confirmedAmount ? <AmountWithCapital value={order.confirmedAmount} label="确认金额" /> : null },
          { label: '约定付款日', value: order.paymentDate },
          { label: '回款账户', value: order.collectAccount ? `${order.collectAccount.accountNo} ${order.collectAccount.accountName}` : null },
        ]}
      />
      <h3>商品明细</h3>
      <OrderItemsTable order={order} />
    </>
  );
}
