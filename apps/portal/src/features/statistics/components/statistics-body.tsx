import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import { counterpartyTable, hasActivity, monthlyTable, tierTable } from '../api/statistics-tables';
import type { Statistics } from '../api/statistics-tables';
import { SERIES_COLORS } from './chart-palette';
import { FigureCard } from './figure-card';
import { FinancingCard } from './financing-card';
import { MonthlyChart } from './monthly-chart';
import { RankingChart } from './ranking-chart';
import { TotalsTiles } from './totals-tiles';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(440px, 1fr));
  gap: 16px;
`;

const Period = styled.p`
  margin: 0;
  color: ${cssVar('textSecondaryColor')};
`;

/** The sections of a statistics page: totals, the monthly series, counterparties, tiers (core) and financings. */
export function StatisticsBody({ statistics: s }: { statistics: Statistics }) {
  const counterpartyAmount = T.counterpartyAmount[s.side];
  return (
    <Stack>
      <Period>{T.period(s.from, s.to, s.businessDate)}</Period>
      <TotalsTiles statistics={s} />
      <FigureCard title={T.monthly} chart={<MonthlyChart statistics={s} label={T.chartName(T.monthly)} />} table={monthlyTable(s)} empty={!hasActivity(s)} />
      <Pair>
        <FigureCard
          title={T.counterparties}
          note={T.topFive}
          description={T.counterpartyNote[s.side]}
          chart={
            <RankingChart
              bars={s.counterparties.map((c) => ({ name: c.corp.corpName, amount: c.amount }))}
              label={T.chartName(T.counterparties)}
              series={counterpartyAmount}
            />
          }
          table={counterpartyTable(s)}
          empty={s.counterparties.length === 0}
        />
        {s.side === 'core' ? (
          <FigureCard
            title={T.tiers}
            note={T.asOf(s.businessDate)}
            description={T.tierNote}
            chart={
              <RankingChart
                bars={s.tiers.map((t) => ({ name: T.tierLabel(t.tier), amount: t.amount }))}
                label={T.chartName(T.tiers)}
                series={T.heldAmount}
                color={SERIES_COLORS[1]}
              />
            }
            table={tierTable(s)}
            empty={s.tiers.length === 0}
          />
        ) : null}
      </Pair>
      <FinancingCard statistics={s} />
    </Stack>
  );
}
