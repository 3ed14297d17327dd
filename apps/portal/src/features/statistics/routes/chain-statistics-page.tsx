import { StatisticsScreen } from '../components/statistics-screen';

/** `/credit/chain/statistics` (链属企业统计) and `/voucher/chain/statistics`: the supplier's year. */
export default function ChainStatisticsPage() {
  return <StatisticsScreen side="chain" />;
}
