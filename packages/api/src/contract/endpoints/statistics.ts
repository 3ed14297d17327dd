import { z } from 'zod';
import { post } from '../endpoint';
import { chainStatisticsSchema, coreStatisticsSchema, monthSchema } from '../schemas/statistics';

export { STATISTICS_MONTHS, chainStatisticsSchema, coreStatisticsSchema } from '../schemas/statistics';
export type { ChainMonth, ChainStatistics, CoreMonth, CoreStatistics, CounterpartyFigure, FinancingFigure, TierFigure } from '../schemas/statistics';

/**
 * 统计 (domain.md §12): `credit/chain/statistics` and `credit/core/statistics` and their `/voucher` twins. One
 * endpoint per page, so each declares the one menu it needs; the product is the path's, the period the twelve months
 * up to the business date, or up to the month `to` (统计期间: a calendar year is the twelve months to its December).
 */
export const statisticsQuerySchema = z.optional(z.strictObject({ to: z.optional(monthSchema) }));
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

export const statisticsEndpoints = {
  /** 链属企业统计 of the credit product. */
  chain: post('/v1/statistics/credit/chain', { body: statisticsQuerySchema, response: chainStatisticsSchema }),
  /** 核心企业统计 of the credit product. */
  core: post('/v1/statistics/credit/core', { body: statisticsQuerySchema, response: coreStatisticsSchema }),
  /** 链属企业统计 of the voucher product (支付通). */
  voucherChain: post('/v1/statistics/voucher/chain', { body: statisticsQuerySchema, response: chainStatisticsSchema }),
  /** 核心企业统计 of the voucher product (支付通). */
  voucherCore: post('/v1/statistics/voucher/core', { body: statisticsQuerySchema, response: coreStatisticsSchema }),
} as const;
