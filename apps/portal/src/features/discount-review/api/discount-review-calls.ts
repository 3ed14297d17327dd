import { useEndpoint } from '@scf/api';
import { creditEndpoints, discountApplyEndpoints } from '@scf/api/contract';
import type { AppStatus } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';

/** Whose queue a screen shows: the bank's (贴现审批) or the drawer's (买方付息确认). */
export type ReviewRole = 'fi' | 'payer';

/** The statuses of each queue's 待办. */
export const QUEUE_STATUSES: Record<ReviewRole, AppStatus[]> = { fi: ['PENDING_FI', 'PENDING_FINAL'], payer: ['PENDING_PAYER'] };

/** The unsigned writes of 贴现审批 and 买方付息确认 (the signed 签收 and 签署 go through `useSignedCall`). */
export const discountReviewCalls = {
  fiPass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountApplyEndpoints.fiPass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  fiReject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountApplyEndpoints.fiReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  payerConfirm:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountApplyEndpoints.payerConfirm, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  payerRefuse:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountApplyEndpoints.payerRefuse, { params: { appNo }, body: { comment } }, { idempotencyKey }),
};

/** One page of the queue (待办: its statuses, oldest first) or of every application of the role (全部, newest first). */
export const useDiscountQueue = (role: ReviewRole, all: boolean, page: number, size: number) =>
  useEndpoint(
    discountApplyEndpoints.list,
    {
      body: {
        page,
        size,
        sort: { field: 'createdAt', order: all ? 'desc' : 'asc' },
        filters: all ? { role } : { role, statuses: QUEUE_STATUSES[role] },
      },
    },
    { keepPreviousData: true },
  );

export const useDiscountDetail = (appNo: string) => useEndpoint(discountApplyEndpoints.detail, appNo ? { params: { appNo } } : null);

const CHANGED = [discountApplyEndpoints.list, discountApplyEndpoints.detail, creditEndpoints.todos] as const;

/** Re-reads the queue and the detail after a step. */
export const useRefreshDiscounts = (): (() => Promise<void>) => useRefreshReads(CHANGED);
