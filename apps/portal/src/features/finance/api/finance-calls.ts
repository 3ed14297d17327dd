import { financeCoreEndpoints, financeEndpoints } from '@scf/api/contract';
import type { BuyerPaidApplyInput, FinanceApplyInput } from '@scf/api/contract';
import type { LedgerCall } from '../../../lib/applications';

/** The unsigned writes of financing (domain.md §7.7); the product manager's approval goes through `useSignedCall`. */
export const financeCalls = {
  apply:
    (body: FinanceApplyInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(financeEndpoints.apply, { body }, { idempotencyKey }),
  pass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(financeEndpoints.fiPass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  reject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(financeEndpoints.fiReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  /** 核心企业融资申请 (买方付息): the core's CORE_FINANCE application, approved by its director through the generic approval. */
  buyerPaidApply:
    (body: BuyerPaidApplyInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(financeCoreEndpoints.buyerPaidApply, { body }, { idempotencyKey }),
  fund:
    (appNo: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(financeEndpoints.fund, { params: { appNo } }, { idempotencyKey }),
};
