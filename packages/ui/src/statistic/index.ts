export { Statistic } from './statistic';
export type { StatisticProps } from './statistic';
