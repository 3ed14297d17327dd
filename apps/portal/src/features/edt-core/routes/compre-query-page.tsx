import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EdtCollection, EdtOrder } from '@scf/api/contract';
import { Button, Tabs } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useBusinessDate } from '../../../lib/business-date';
import { useDemoTools } from '../../../lib/deposit-verify/use-demo-tools';
import { PageSection, ToastPage } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { edtCoreCalls } from '../api/edt-core-calls';
import { useEdtCollections, useEdtFinances, useEdtOrders, useOpenedOrder, useRefreshEdt } from '../api/use-edt-core';
import { CollectDialog } from '../components/collect-dialog';
import { CollectionTable } from '../components/collection-table';
import { FinanceQueue } from '../components/finance-queue';
import { FinanceReview } from '../components/finance-review';
import { FinanceTable } from '../components/finance-table';
import { OrderDetail } from '../components/order-detail';
import { NO_FILTER, OrderSearch, matching, queryOf } from '../components/order-search';
import type { OrderFilter } from '../components/order-search';
import { OrderTable } from '../components/order-table';

/** The bank's staff on this screen (domain-lines.md §19.1): they also get 待我审批. */
const BANK_ROLES = ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'];
/** The core's roles that may book a 模拟来账 (the server's rule for the demo tool). */
const PAYER_ROLES = ['ROLE_OPERATOR', 'ROLE_PURCHASE', 'ROLE_DIRECTOR'];
/** An order whose 回款专户 takes a payment: confirmed, in financing, financed or overdue. */
const COLLECTING: ReadonlySet<EdtOrder['status']> = new Set(['CONFIRMED', 'FINANCING', 'FINANCED', 'OVERDUE']);

function OrdersTab({ canCollect }: { canCollect: boolean }) {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const orders = useEdtOrders(queryOf(filter));
  const businessDate = useBusinessDate();
  const refresh = useRefreshEdt();
  const write = useWrite();
  const [collecting, setCollecting] = useState<EdtOrder | null>(null);
  const [result, setResult] = useState<EdtCollection>();
  const openId = params.get('orderId');
  const opened = useOpenedOrder(openId, orders.data);
  const setOrder = (orderId: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (orderId) p.set('orderId', orderId);
      else p.delete('orderId');
      return p;
    });
  const startCollect = (o: EdtOrder) => {
    write.begin();
    setResult(undefined);
    setCollecting(o);
  };
  const collect = async (o: EdtOrder, amount: string) => {
    const booked = await write.run(edtCoreCalls.collect(o.orderId, amount));
    if (!booked) return;
    setResult(booked);
    await refresh();
  };
  const collectable = (o: EdtOrder) => canCollect && COLLECTING.has(o.status) && o.collectAccount !== null;

  return (
    <>
      {opened ? (
        <OrderDetail
          order={opened}
          onBack={() => setOrder(null)}
          actions={
            collectable(opened) ? (
              <Button variant="primary" onClick={() => startCollect(opened)}>
                模拟来账
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <OrderSearch onSearch={setFilter} />
          <OrderTable
            label="订单列表"
            rows={matching(orders.data, filter)}
            error={orders.error}
            onRetry={() => void orders.mutate()}
            onOpen={(o) => setOrder(o.orderId)}
            {...(canCollect ? { actions: (o: EdtOrder) => (collectable(o) ? [{ label: '模拟来账', onSelect: () => startCollect(o) }] : []) } : {})}
          />
        </>
      )}
      {collecting && businessDate ? (
        <CollectDialog
          order={collecting}
          businessDate={businessDate}
          busy={write.busy}
          error={write.error}
          result={result}
          onConfirm={(amount) => void collect(collecting, amount)}
          onClose={() => setCollecting(null)}
        />
      ) : null}
    </>
  );
}

function FinancesTab() {
  const finances = useEdtFinances();
  return <FinanceTable rows={finances.data} error={finances.error} onRetry={() => void finances.mutate()} />;
}

function CollectionsTab() {
  const collections = useEdtCollections();
  return <CollectionTable rows={collections.data} error={collections.error} onRetry={() => void collections.mutate()} />;
}

function ReviewTab() {
  const [params, setParams] = useSearchParams();
  const finances = useEdtFinances();
  const appNo = params.get('appNo');
  const setApp = (next: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('appNo', next);
      else p.delete('appNo');
      return p;
    });
  return appNo ? <FinanceReview appNo={appNo} finances={finances.data} onBack={() => setApp(null)} /> : <FinanceQueue onOpen={setApp} />;
}

/**
 * `/edt/core/compre-query` 订单综合查询 (domain-lines.md §19.8): tabs 订单, 融资 and 回款 for the core's roles and the
 * bank's staff — the bank reads the orders and financings it was asked to finance — and for the bank also 待我审批
 * (its first tab) with the buttons of the financing flow. The core's paying roles get 模拟来账 on an order (demo only).
 */
function CompreQuery() {
  const role = useAuth().role?.currentRole ?? '';
  const demoTools = useDemoTools();
  const [params, setParams] = useSearchParams();
  const bank = BANK_ROLES.includes(role);
  const items = [
    ...(bank ? [{ value: 'review', label: '待我审批', content: <ReviewTab /> }] : []),
    { value: 'orders', label: '订单', content: <OrdersTab canCollect={!bank && demoTools && PAYER_ROLES.includes(role)} /> },
    { value: 'finances', label: '融资', content: <FinancesTab /> },
    { value: 'collections', label: '回款', content: <CollectionsTab /> },
  ];
  const tab = items.some((i) => i.value === params.get('tab')) ? (params.get('tab') ?? '') : (items[0]?.value ?? 'orders');
  return (
    <PageSection>
      <Tabs label="订单综合查询" items={items} value={tab} onValueChange={(v) => setParams({ tab: v })} />
    </PageSection>
  );
}

export function CompreQueryPage() {
  return (
    <ToastPage>
      <CompreQuery />
    </ToastPage>
  );
}
