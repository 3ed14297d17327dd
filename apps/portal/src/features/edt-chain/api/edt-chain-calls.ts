import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinanceApplyInput, EdtOrderQuery } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

/** The supplier's e订通 writes (domain-lines.md §19.5); the directors' signed 同意 / 接受方案 go through `useSignedCall`. */
export const edtChainCalls = {
  apply:
    (body: EdtFinanceApplyInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(edtEndpoints.financeApply, { body }, { idempotencyKey }),
  /** 放弃 a plan the bank offered: the generic 拒绝 of the application with the reason as its 意见 (→ 已撤销). */
  giveUp:
    (appNo: string, reason: string) =>
    (client: ApiClient, idempotencyKey: string): Promise<unknown> =>
      client.call(creditEndpoints.reject, { params: { appNo }, body: { comment: reason } }, { idempotencyKey }),
};

export const useOrders = (query: EdtOrderQuery) => useEndpoint(edtEndpoints.orders, { query });
export const useOrder = (orderId: string) => useEndpoint(edtEndpoints.order, orderId ? { params: { orderId } } : null);
export const useFinances = () => useEndpoint(edtEndpoints.finances, {});

/** 可融资上限 now, and for a valid amount and due date the interest, the fee and what reaches the supplier. */
export const useFinancePreview = (orderId: string, amount: string, dueDate: string) =>
  useEndpoint(edtEndpoints.financePreview, orderId ? { params: { orderId }, query: amount && dueDate ? { amount, dueDate } : {} } : null, {
    keepPreviousData: true,
  });

/** The caller's corporation's 订单融资 applications (their status; at most the newest 100), or the director's queue. */
export const useEdtFinanceApps = (scope: 'all' | 'review') =>
  useEndpoint(creditEndpoints.applications, {
    body: { page: 1, size: 100, sort: { field: 'createdAt', order: 'desc' }, filters: { scope, bizType: 'EDT_FINANCE' } },
  });

// What a financing changes: the orders, the applications, the lines' frozen amount.
const CHANGED = [
  edtEndpoints.orders,
  edtEndpoints.order,
  edtEndpoints.finances,
  edtEndpoints.lines,
  creditEndpoints.applications,
  creditEndpoints.application,
] as const;

/** Re-reads the e订通 lists after an action, so the tabs agree with it. */
export const useRefreshEdt = (): (() => Promise<void>) => useRefreshReads(CHANGED);
