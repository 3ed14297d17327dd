import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { BILL_PACKAGE_STATUS_LABEL, creditEndpoints, discountBillEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BabQuery, BillAppType, BillPackageStatus, BillReceiveInput, MyBillQuery } from '@scf/api/contract';
import type { TagTone } from '@scf/ui';
import { useRefreshReads } from '../../../lib/applications';
import type { LedgerCall } from '../../../lib/applications';

/** The routes of part B (domain-lines.md §20.2). */
export const BILL_PATHS = {
  submit: '/discount/core/bab/submit',
  revoke: '/discount/core/bab/revoke',
  query: '/discount/core/bab/query',
  receive: '/discount/chain/bill/receive',
  mine: '/discount/chain/bill/query',
  detail: '/discount/bill/detail',
  apply: '/discount/chain/apply',
} as const;

export const detailPath = (packageNo: string): string => `${BILL_PATHS.detail}?packageNo=${encodeURIComponent(packageNo)}`;
export const applyPath = (packageNo: string): string => `${BILL_PATHS.apply}?packageNo=${encodeURIComponent(packageNo)}`;

export const PACKAGE_TONE: Record<BillPackageStatus, TagTone> = {
  ACCEPTED: 'primary',
  PENDING_RECEIVE: 'processing',
  ISSUED: 'success',
  REFUSED: 'danger',
  CANCELLED: 'default',
  PAID: 'default',
};
export const packageLabel = (s: BillPackageStatus): string => BILL_PACKAGE_STATUS_LABEL[s];

/** The writes of 提示收票, 票据签收 and 撤票 (the director's 同意 / 退回 / 拒绝 are the application kit's). */
export const billCalls = {
  deliver:
    (packageNos: readonly string[]) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail[]> =>
      client.call(discountBillEndpoints.deliver, { body: { packageNos: [...packageNos] } }, { idempotencyKey }),
  receive:
    (packageNo: string, body: BillReceiveInput): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountBillEndpoints.receive, { params: { packageNo }, body }, { idempotencyKey }),
  revoke:
    (packageNo: string, reason: string): LedgerCall =>
    (client, idempotencyKey) =>
      client.call(discountBillEndpoints.revoke, { params: { packageNo }, body: { reason } }, { idempotencyKey }),
};

export const useBabs = (query: BabQuery) => useEndpoint(discountBillEndpoints.babs, { body: query });
export const useToReceive = () => useEndpoint(discountBillEndpoints.toReceive, {});
export const useBillApps = (bizType: BillAppType, openOnly: boolean) => useEndpoint(discountBillEndpoints.apps, { body: { bizType, openOnly } });
export const useMyBills = (query: MyBillQuery) => useEndpoint(discountBillEndpoints.mine, { body: query });
export const useBillDetail = (packageNo: string) => useEndpoint(discountBillEndpoints.detail, packageNo ? { params: { packageNo } } : null);

// What a step on a package changes: the package lists, the queues, the applications.
const CHANGED = [
  discountBillEndpoints.babs,
  discountBillEndpoints.toReceive,
  discountBillEndpoints.apps,
  discountBillEndpoints.mine,
  discountBillEndpoints.detail,
  creditEndpoints.applications,
  creditEndpoints.application,
] as const;

/** Re-reads the package screens after an action. */
export const useRefreshBills = (): (() => Promise<void>) => useRefreshReads(CHANGED);
