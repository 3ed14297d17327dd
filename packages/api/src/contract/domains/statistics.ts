// 统计 (domain.md §12).
export { STATISTICS_MONTHS, chainStatisticsSchema, coreStatisticsSchema, statisticsEndpoints } from '../endpoints/statistics';
export type { ChainMonth, ChainStatistics, CoreMonth, CoreStatistics, CounterpartyFigure, FinancingFigure, TierFigure } from '../endpoints/statistics';
