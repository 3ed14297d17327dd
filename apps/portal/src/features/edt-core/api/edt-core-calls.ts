import { edtEndpoints } from '@scf/api/contract';
import type { EdtFinancePlanInput, EdtOrderConfirmInput } from '@scf/api/contract';
import type { ApiClient } from '@scf/api';
import type { LedgerCall } from '../../../lib/applications';

type Write<T> = (client: ApiClient, idempotencyKey: string) => Promise<T>;

/**
 * The unsigned writes of e订通's core and bank screens (domain-lines.md §19.4, §19.5, §19.7). The director's 同意 over
 * 《订单确认及回款账户确认书》 is the kit's generic approve; the product manager's 按申请审批 signs through `useSignedCall`.
 */
export const edtCoreCalls = {
  /** 确认 (→ 确认中, an OCF application the core's director signs). */
  confirm:
    (orderId: string, body: EdtOrderConfirmInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.orderConfirm, { params: { orderId }, body }, { idempotencyKey }),
  /** 拒绝 with reason (→ 已拒绝). */
  reject:
    (orderId: string, reason: string): Write<unknown> =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.orderReject, { params: { orderId }, body: { reason } }, { idempotencyKey }),
  /** 模拟来账 (demo tool): the waterfall's result. */
  collect: (orderId: string, amount: string) => (client: ApiClient, idempotencyKey: string) =>
    client.call(edtEndpoints.collect, { params: { orderId }, body: { amount } }, { idempotencyKey }),
  /** The client manager's 审核通过 and 拒绝 (意见); the product manager's 拒绝 goes through the same call. */
  pass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.financePass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  rejectFinance:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.financeReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  /** 出具融资方案: 批准金额, 年利率, 到期日 (→ 待确认融资方案). */
  plan:
    (appNo: string, body: EdtFinancePlanInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.financePlan, { params: { appNo }, body }, { idempotencyKey }),
  /** 放款 (→ 已放款). */
  fund:
    (appNo: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.financeFund, { params: { appNo } }, { idempotencyKey }),
};
