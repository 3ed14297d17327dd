import { Link, useSearchParams } from 'react-router-dom';
import type { EdtOrder } from '@scf/api/contract';
import { EDT_ORDER_STATUS_LABEL } from '@scf/api/contract';
import { FormAlert, LoadState, ToastPage } from '../../../lib/page';
import { useOrder } from '../api/edt-chain-calls';
import { EDT_CHAIN_PATHS, canApply } from '../api/edt-chain-labels';
import { FinanceApplyForm } from '../components/finance-apply-form';
import { OrderFacts } from '../components/order-facts';

/** Why an order in this state takes no financing (domain-lines.md §19.8's texts where it has one). */
function whyNot(order: EdtOrder): string {
  if (order.status === 'FINANCING') return '该订单已有处理中的融资申请';
  if (order.status === 'UNCONFIRMED' || order.status === 'CONFIRMING') return '订单尚未确认，不能申请融资';
  if (order.status === 'EXPIRED') return '订单已过约定付款日，不能申请融资';
  return `订单${EDT_ORDER_STATUS_LABEL[order.status]}，不能申请融资`;
}

/**
 * 订单信息 (`?orderId=`, domain-lines.md §19.5): the order as the core confirmed it, and 申请融资 on it while it is
 * 已确认 (or 已融资 with room left under its cap); any other state says why no financing can be asked.
 */
export function OrderInfoPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { data, error, mutate } = useOrder(orderId);
  return (
    <ToastPage actions={<Link to={EDT_CHAIN_PATHS.list}>返回订单列表</Link>}>
      {orderId ? (
        <LoadState what="订单信息" data={data} error={error} onRetry={() => void mutate()}>
          {(order) => (
            <>
              <OrderFacts order={order} />
              {canApply(order.status) ? <FinanceApplyForm order={order} /> : <FormAlert title="不能申请融资" message={whyNot(order)} />}
            </>
          )}
        </LoadState>
      ) : (
        <FormAlert title="未指定订单" message="请从订单列表选择订单后申请融资。" />
      )}
    </ToastPage>
  );
}
