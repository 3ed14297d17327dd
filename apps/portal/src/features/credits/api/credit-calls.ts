import { creditEndpoints } from '@scf/api/contract';
import type { ReturnApplyInput, TransferApplyInput } from '@scf/api/contract';
import type { LedgerCall } from '../../../lib/applications';

/** The unsigned applications of the credit ledger: transfer, return, withdraw and recycle. */
export const creditCalls = {
  transfer:
    (body: TransferApplyInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.transferApply, { body }, { idempotencyKey }),
  returnApply:
    (body: ReturnApplyInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.returnApply, { body }, { idempotencyKey }),
  withdraw:
    (creditNos: string[], reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.withdrawApply, { body: { creditNos, reason } }, { idempotencyKey }),
  recycle:
    (creditNos: string[], reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(creditEndpoints.recycleApply, { body: { creditNos, reason } }, { idempotencyKey }),
};
