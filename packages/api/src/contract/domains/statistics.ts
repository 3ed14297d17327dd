// 统计 (domain.md §12).
export { STATISTICS_MONTHS, chainStatisticsSchema, coreStatisticsSchema, statisticsEndpoints, statisticsQuerySchema } from '../endpoints/statistics';
export type {
  ChainMonth,
  ChainStatistics,
  CoreMonth,
  CoreStatistics,
  CounterpartyFigure,
  FinancingFigure,
  StatisticsQuery,
  TierFigure,
} from '../endpoints/statistics';
