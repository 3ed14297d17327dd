import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EdtOrder } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import { useBusinessDate } from '../../../lib/business-date';
import { PageSection, ToastPage } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { edtCoreCalls } from '../api/edt-core-calls';
import { collectAccountsOf, useEdtAccesses, useEdtOrders, useOpenedOrder, useRefreshEdt } from '../api/use-edt-core';
import { ConfirmOrderDialog } from '../components/confirm-order-dialog';
import { OrderDetail } from '../components/order-detail';
import { NO_FILTER, OrderSearch, matching, queryOf } from '../components/order-search';
import type { OrderFilter } from '../components/order-search';
import { OrderTable } from '../components/order-table';
import { RejectOrderDialog } from '../components/reject-order-dialog';
import { OrderActionBar, orderActionsOf } from '../components/order-actions';

type Acting = { kind: 'confirm' | 'reject'; order: EdtOrder } | null;

/**
 * `/edt/core/order-info-sure` 订单信息确认 (domain-lines.md §19.4): the core's orders by 订单编号, 供应商 and 状态, 待确认
 * first; 确认 (确认金额, 约定付款日, 回款账户 → 确认中, for the director's signature) or 拒绝 with a reason. An order
 * number opens the order with its 商品明细 and 数据来源 (`?orderId=` keeps it linkable).
 */
function OrderInfoSure() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const orders = useEdtOrders(queryOf(filter));
  const accesses = useEdtAccesses();
  const businessDate = useBusinessDate();
  const refresh = useRefreshEdt();
  const toast = useToast();
  const write = useWrite();
  const [acting, setActing] = useState<Acting>(null);
  const openId = params.get('orderId');
  const opened = useOpenedOrder(openId, orders.data);
  const open = (o: EdtOrder) => setParams({ orderId: o.orderId });
  const close = () => setParams({});
  const start = (kind: 'confirm' | 'reject', order: EdtOrder) => {
    write.begin();
    setActing({ kind, order });
  };
  const finish = async (text: string) => {
    toast.success(text);
    setActing(null);
    await refresh();
  };

  const confirm = async (order: EdtOrder, body: { confirmedAmount: string; paymentDate: string; collectAccountId: string }) => {
    const done = await write.run(edtCoreCalls.confirm(order.orderId, body));
    if (done) await finish(`订单${order.orderNo}已确认，待主管审批`);
  };
  const reject = async (order: EdtOrder, reason: string) => {
    const done = await write.run(edtCoreCalls.reject(order.orderId, reason));
    if (done) await finish(`订单${order.orderNo}已拒绝`);
  };

  return (
    <PageSection>
      {opened ? (
        <OrderDetail order={opened} onBack={close} actions={<OrderActionBar actions={orderActionsOf(opened, start)} />} />
      ) : (
        <>
          <OrderSearch onSearch={setFilter} />
          <OrderTable
            label="订单列表"
            rows={matching(orders.data, filter)}
            error={orders.error}
            onRetry={() => void orders.mutate()}
            onOpen={open}
            actions={(o) => orderActionsOf(o, start)}
            emptyText="暂无订单"
          />
        </>
      )}
      {acting?.kind === 'confirm' && businessDate ? (
        <ConfirmOrderDialog
          order={acting.order}
          businessDate={businessDate}
          accounts={collectAccountsOf(accesses.data ?? [], acting.order)}
          busy={write.busy}
          error={write.error}
          onConfirm={(body) => void confirm(acting.order, body)}
          onCancel={() => setActing(null)}
        />
      ) : null}
      {acting?.kind === 'reject' ? (
        <RejectOrderDialog
          order={acting.order}
          busy={write.busy}
          error={write.error}
          onConfirm={(reason) => void reject(acting.order, reason)}
          onCancel={() => setActing(null)}
        />
      ) : null}
    </PageSection>
  );
}

export function OrderInfoSurePage() {
  return (
    <ToastPage>
      <OrderInfoSure />
    </ToastPage>
  );
}
