import { useEndpoint } from '@scf/api';
import { statisticsEndpoints } from '@scf/api/contract';
import type { ProductType } from '@scf/api/contract';
import type { Side } from './statistics-messages';

/** The page's call: one endpoint per page and product, so the server checks that page's menu. */
export const STATISTICS_ENDPOINT = {
  CREDIT: { core: statisticsEndpoints.core, chain: statisticsEndpoints.chain },
  VOUCHER: { core: statisticsEndpoints.voucherCore, chain: statisticsEndpoints.voucherChain },
} as const;

type AnyStatisticsEndpoint = (typeof STATISTICS_ENDPOINT)[ProductType][Side];

/** The statistics of the caller's corporation for a side and product: the twelve months to `to` (`YYYY-MM`), or to the business date. */
export function useStatistics(side: Side, product: ProductType, to?: string) {
  return useEndpoint<AnyStatisticsEndpoint>(STATISTICS_ENDPOINT[product][side], { body: to ? { to } : {} }, { keepPreviousData: true });
}
