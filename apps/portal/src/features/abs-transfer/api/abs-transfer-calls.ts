import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { absEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';

/** The most receivables one transfer names (the contract's cap). */
export const MAX_PICK = 50;

/** The writes of ABS转让 (domain-lines.md §18.3) besides the signed 同意 (director) and 同意受让 (product manager). */
export const absTransferCalls = {
  apply:
    (receivableNos: readonly string[], fiCorpId: string) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(absEndpoints.transferApply, { body: { receivableNos: [...receivableNos], fiCorpId } }, { idempotencyKey }),
  /** 审核通过 of the factor's client manager (意见 optional). */
  fiPass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.fiPass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  /** 拒绝 of the factor (client manager or product manager), 意见 required. */
  fiReject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(absEndpoints.fiReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
};

/** The caller's 已确权 receivables (at most the contract's page of 100: one transfer names at most 50). */
export const useConfirmedReceivables = () =>
  useEndpoint(absEndpoints.receivables, { body: { page: 1, size: 100, filters: { status: 'CONFIRMED' }, sort: { field: 'dueDate', order: 'asc' } } });

/** One receivable of the caller by number (the preselected one, when it is not among the 已确权). */
export const useReceivableByNo = (receivableNo: string | null) =>
  useEndpoint(absEndpoints.receivables, receivableNo ? { body: { page: 1, size: 1, filters: { keyword: receivableNo } } } : null);

/** 受让方: the factors quoting for the caller's debtors. */
export const useFactors = () => useEndpoint(absEndpoints.transferFactors, {});

/** 转让价款 at today for the picked receivables and factor (the server's §18.4 figures, or its refusal). */
export const useTransferPreview = (receivableNos: readonly string[], fiCorpId: string) =>
  useEndpoint(absEndpoints.transferPreview, receivableNos.length > 0 && fiCorpId ? { body: { receivableNos: [...receivableNos], fiCorpId } } : null, {
    keepPreviousData: false,
  });

export const useTransferDetail = (appNo: string) => useEndpoint(absEndpoints.transferDetail, appNo ? { params: { appNo } } : null);

// What a transfer's step changes: its detail, the queues, the receivables.
const CHANGED = [
  absEndpoints.transferDetail,
  absEndpoints.transferDone,
  absEndpoints.receivables,
  creditEndpoints.applications,
  creditEndpoints.application,
] as const;

/** Re-reads the transfer screens after an action, so the queue and the detail agree with it. */
export const useRefreshTransfers = (): (() => Promise<void>) => useRefreshReads(CHANGED);
