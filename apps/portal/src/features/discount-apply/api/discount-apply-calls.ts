import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { creditEndpoints, discountApplyEndpoints } from '@scf/api/contract';
import type { AppStatus, DiscountApplyInput, DiscountDetail, DiscountListQuery, DiscountTrial, DiscountTrialInput } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

/** The writes of 贴现申请 (domain-lines.md §20.4) besides the signed 同意 and 撤回. */
export const discountApplyCalls = {
  /** 贴现试算 at the business date with the bank's current quote. */
  trial:
    (body: DiscountTrialInput) =>
    (client: ApiClient): Promise<DiscountTrial> =>
      client.call(discountApplyEndpoints.trial, { body }),
  /** 提交: the trial's inputs with 入账账户 and the trial's date and rate. */
  apply:
    (body: DiscountApplyInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<DiscountDetail> =>
      client.call(discountApplyEndpoints.apply, { body }, { idempotencyKey }),
};

/** The caller's bills it may discount, the quoting banks and its settlement accounts. */
export const useHoldings = () => useEndpoint(discountApplyEndpoints.holdings, {});

export type DiscountListFilters = NonNullable<DiscountListQuery['filters']>;

/** A page of the caller's discount applications (as 贴现申请人). */
export const useDiscountList = (query: { page: number; size: number; filters?: DiscountListFilters }) =>
  useEndpoint(
    discountApplyEndpoints.list,
    { body: { page: query.page, size: query.size, sort: { field: 'createdAt', order: 'desc' }, filters: { role: 'seller', ...query.filters } } },
    { keepPreviousData: true },
  );

export const useDiscountDetail = (appNo: string | null) => useEndpoint(discountApplyEndpoints.detail, appNo ? { params: { appNo } } : null);

/** The statuses a seller's director may still 撤回 (before the bank signs). */
export const REVOCABLE: AppStatus[] = ['PENDING_PAYER', 'PENDING_FI', 'PENDING_FINAL'];

// What a step of a discount changes: the lists, the detail, the holdings, the generic application.
const CHANGED = [
  discountApplyEndpoints.list,
  discountApplyEndpoints.detail,
  discountApplyEndpoints.holdings,
  creditEndpoints.application,
  creditEndpoints.applications,
] as const;

/** Re-reads the discount screens after an action. */
export const useRefreshDiscounts = (): (() => Promise<void>) => useRefreshReads(CHANGED);
