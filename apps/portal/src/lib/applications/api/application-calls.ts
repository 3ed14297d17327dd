import type { ApiClient } from '@scf/api';
import { cashEndpoints, creditEndpoints } from '@scf/api/contract';

/** A write of the ledger under one operation's Idempotency-Key. */
export type LedgerCall = (client: ApiClient, idempotencyKey: string) => Promise<unknown>;

/** The unsigned writes on an application of the review and todo screens (the signed approval goes through `useSignedCall`). */
export const applicationCalls = {
  return:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.return, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  reject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.reject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  cancel:
    (appNo: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.cancel, { params: { appNo } }, { idempotencyKey }),
  signFor:
    (creditNo: string, decision: 'ACCEPT' | 'REFUSE', comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.signFor, { params: { creditNo }, body: { decision, comment } }, { idempotencyKey }),
  /** The counterparty's operator on a transfer (签收 / 拒签) or a return (确认 / 拒收). */
  decide:
    (appNo: string, decision: 'ACCEPT' | 'REFUSE', comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.decide, { params: { appNo }, body: { decision, comment } }, { idempotencyKey }),
  /** The bank holding the credit of a 兑付确认: 未收到款项 (with 意见). */
  notReceived:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(cashEndpoints.refuseReceipt, { params: { appNo }, body: { comment } }, { idempotencyKey }),
};
