import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { babEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BabIssueInput, BabIssueListQuery } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';

/** 银承出票's writes (domain-lines.md §20.3) besides the signed 同意 (core director) and 承兑 (the bank's product manager). */
export const babCalls = {
  apply:
    (body: BabIssueInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(babEndpoints.apply, { body }, { idempotencyKey }),
  /** 审核通过 of the bank's client manager (意见 optional). */
  fiPass:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(babEndpoints.fiPass, { params: { appNo }, body: { comment } }, { idempotencyKey }),
  /** 驳回 of the bank (client manager or product manager), 意见 required. */
  fiReject:
    (appNo: string, comment: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(babEndpoints.fiReject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
};

export const useBabLines = () => useEndpoint(babEndpoints.lines, {});
export const usePayees = () => useEndpoint(babEndpoints.payees, {});
export const useBabList = (scope: BabIssueListQuery['scope']) => useEndpoint(babEndpoints.list, { body: { scope } });
export const useBabDetail = (appNo: string | null) => useEndpoint(babEndpoints.detail, appNo ? { params: { appNo } } : null);

const CHANGED = [babEndpoints.lines, babEndpoints.list, babEndpoints.detail, creditEndpoints.applications, creditEndpoints.application] as const;

/** Re-reads the 银承 screens after an action (the line's figures, the lists, the detail). */
export const useRefreshBabs = (): (() => Promise<void>) => useRefreshReads(CHANGED);
