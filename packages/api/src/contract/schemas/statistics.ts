/**
 * 统计 (domain.md §12): a year of a corporation's credit activity, month by month, with its main counterparties, the
 * tiers its credits reached (core) and its financings. Amounts are decimal strings (design.md §3).
 */
import { z } from 'zod';
import { PRODUCT_TYPES, amountSchema, businessDateSchema, corpRefSchema } from './refs';
import { tallySchema } from './tally';

/** A calendar month `YYYY-MM`. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** Months a statistics reply covers: the business date's month and the eleven before it. */
export const STATISTICS_MONTHS = 12;

const moved = { transferred: amountSchema, financed: amountSchema, cashed: amountSchema };

/** A core's month: issued by it (or its members), then transferred, financed and cashed along its credits' trees. */
export const coreMonthSchema = z.object({ month: monthSchema, issued: amountSchema, ...moved });
export type CoreMonth = z.infer<typeof coreMonthSchema>;

/** A supplier's month: received (signed for, or by transfer), transferred on, financed, and cashed to it. */
export const chainMonthSchema = z.object({ month: monthSchema, received: amountSchema, ...moved });
export type ChainMonth = z.infer<typeof chainMonthSchema>;

/** A counterparty with the amount and number of credit movements between it and the caller's corporation. */
export const counterpartyFigureSchema = z.object({ corp: corpRefSchema, amount: amountSchema, count: z.number().int().nonnegative() });
export type CounterpartyFigure = z.infer<typeof counterpartyFigureSchema>;

/** Outstanding credits held at one tier (1: the core's direct suppliers, 2: theirs …). */
export const tierFigureSchema = z.object({
  tier: z.number().int().positive(),
  /** Distinct holding corporations. */
  holders: z.number().int().nonnegative(),
  ...tallySchema.shape,
});
export type TierFigure = z.infer<typeof tierFigureSchema>;

/** The financings of the period. Rate and term are null when there is nothing to average or no record of it. */
export const financingFigureSchema = tallySchema.extend({
  /** Amount-weighted days from funding to the due date, one decimal. */
  averageTermDays: z.number().nonnegative().nullable(),
  /** Amount-weighted annual rate in percent (`"3.45"`); null while the ledger keeps no rate of its financings. */
  averageRate: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
});
export type FinancingFigure = z.infer<typeof financingFigureSchema>;

const common = {
  productType: z.enum(PRODUCT_TYPES),
  /** The business date the figures are as of. */
  businessDate: businessDateSchema,
  /** First and last month of the series. */
  from: monthSchema,
  to: monthSchema,
  /** The largest counterparties of the period, largest first (at most five). */
  counterparties: z.array(counterpartyFigureSchema).max(5),
  financing: financingFigureSchema,
};

/** 核心企业统计: the caller's corporation as issuer; a group also counts its members' credits. */
export const coreStatisticsSchema = z.object({
  side: z.literal('core'),
  ...common,
  months: z.array(coreMonthSchema).length(STATISTICS_MONTHS),
  totals: coreMonthSchema.omit({ month: true }),
  /** Outstanding credits held by suppliers, by tier, as of the business date. */
  tiers: z.array(tierFigureSchema),
});
export type CoreStatistics = z.infer<typeof coreStatisticsSchema>;

/** 链属企业统计: the caller's corporation as holder. */
export const chainStatisticsSchema = z.object({
  side: z.literal('chain'),
  ...common,
  months: z.array(chainMonthSchema).length(STATISTICS_MONTHS),
  totals: chainMonthSchema.omit({ month: true }),
});
export type ChainStatistics = z.infer<typeof chainStatisticsSchema>;
