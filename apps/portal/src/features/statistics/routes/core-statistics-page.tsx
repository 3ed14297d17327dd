import { StatisticsScreen } from '../components/statistics-screen';

/** `/credit/core/statistics` (核心企业统计) and `/voucher/core/statistics`: the core's (or its group's) year. */
export default function CoreStatisticsPage() {
  return <StatisticsScreen side="core" />;
}
