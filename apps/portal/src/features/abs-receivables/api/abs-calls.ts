import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { absEndpoints, counterpartyEndpoints, creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AbsPayableBatchInput, AbsReceivable } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';

/**
 * The writes of 应付账款登记 / 应付账款查询 / 应收账款查询 (domain-lines.md §18.2–§18.3), each under one Idempotency-Key.
 * The director's 同意 of a batch is the generic signed approve (CONTRACT_SIGN), 退回 / 拒绝 / 撤销 the kit's calls.
 */
export const absCalls = {
  register:
    (body: AbsPayableBatchInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<unknown> =>
      client.call(absEndpoints.register, { body }, { idempotencyKey }),
  dispute:
    (receivableNo: string, reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.dispute, { params: { receivableNo }, body: { reason } }, { idempotencyKey }),
  withdrawDispute:
    (receivableNo: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.withdrawDispute, { params: { receivableNo } }, { idempotencyKey }),
  voidDisputed:
    (receivableNo: string, reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.voidDisputed, { params: { receivableNo }, body: { reason } }, { idempotencyKey }),
  cancelRequest:
    (receivableNo: string, reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.cancelRequest, { params: { receivableNo }, body: { reason } }, { idempotencyKey }),
  cancelDecision:
    (receivableNo: string, agree: boolean, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.cancelDecision, { params: { receivableNo }, body: { agree, comment } }, { idempotencyKey }),
};

/** The debtor's supplier counterparties (confirmed): the 债权人 a payable may name (the server checks ABS is opened). */
export const useCreditors = () => useEndpoint(counterpartyEndpoints.page, { body: { page: 1, size: 100, filters: { status: 'CONFIRMED' } } });

/** The debtor's verified invoices with what is still free of them (本次占用金额 may take at most that). */
export const useVerifiedInvoices = () => useEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 100, filters: { verifyStatus: 'VERIFIED' } } });

/** The APR batches of the caller's corporation: waiting for the caller's confirmation, or its own returned ones. */
export const useBatches = (scope: 'review' | 'mine', status?: 'RETURNED') =>
  useEndpoint(creditEndpoints.applications, {
    body: {
      page: 1,
      size: 100,
      sort: { field: 'createdAt', order: scope === 'review' ? 'asc' : 'desc' },
      filters: { scope, bizType: 'ABS_PAYABLE', ...(status ? { status } : {}) },
    },
  });

/**
 * The receivables of one batch: the debtor's payables of that 确权 application (a batch holds at most 50, all 待确权 or,
 * returned, 待提交).
 */
export function useBatchReceivables(appNo: string, status: AbsReceivable['status']) {
  const read = useEndpoint(absEndpoints.payables, { body: { page: 1, size: 100, filters: { status } } });
  return { ...read, rows: (read.data?.rows ?? []).filter((r) => r.confirmAppNo === appNo) };
}

// What an ABS action changes: both lists, the applications and the todos.
const CHANGED = [absEndpoints.payables, absEndpoints.receivables, creditEndpoints.applications, creditEndpoints.application, creditEndpoints.todos] as const;

/** Re-reads the ABS lists after an action, so every tab agrees with it. */
export const useRefreshAbs = (): (() => Promise<void>) => useRefreshReads(CHANGED);
