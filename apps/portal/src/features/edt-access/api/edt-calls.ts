import { edtEndpoints } from '@scf/api/contract';
import type { EdtAccessApplyInput, EdtLineAdjustInput, EdtLineCreateInput } from '@scf/api/contract';
import type { LedgerCall } from '../../../lib/applications';

/** The unsigned writes of 准入 and 授信 (domain-lines.md §19.2–§19.3); the director's 同意 and the manager's 审批 sign through `useSignedCall`. */
export const edtAccessCalls = {
  apply:
    (body: EdtAccessApplyInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.accessApply, { body }, { idempotencyKey }),
  /** The bank client manager's 通过 (意见 optional). */
  pass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.accessPass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  /** The bank client manager's 拒绝 (意见 required). */
  reject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.accessReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  createLine:
    (body: EdtLineCreateInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.lineCreate, { body }, { idempotencyKey }),
  freeze:
    (lineId: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.lineFreeze, { params: { lineId } }, { idempotencyKey }),
  unfreeze:
    (lineId: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.lineUnfreeze, { params: { lineId } }, { idempotencyKey }),
  adjust:
    (lineId: string, body: EdtLineAdjustInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(edtEndpoints.lineAdjust, { params: { lineId }, body }, { idempotencyKey }),
};
