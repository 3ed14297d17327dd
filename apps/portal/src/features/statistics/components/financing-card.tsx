import { styled } from 'styled-components';
import { formatFen, parseFen } from '@scf/api/money';
import { Card, Empty, Statistic, cssVar } from '@scf/ui';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import type { Statistics } from '../api/statistics-tables';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;

const Footnote = styled.span`
  color: ${cssVar('textSecondaryColor')};
`;

/**
 * 融资概况: the period's financings. The average rate is that of the funded applications, weighted by amount; where no
 * financing of the period records a rate it says 暂无数据 and why, rather than showing a quoted price as if it were paid.
 */
export function FinancingCard({ statistics }: { statistics: Statistics }) {
  const f = statistics.financing;
  return (
    <Card title={T.financing}>
      {f.count === 0 ? (
        <Empty description={T.noFinancing} />
      ) : (
        <Grid>
          <Statistic title={T.financingCount} value={f.count} suffix="笔" />
          <Statistic title={T.financingAmount} value={formatFen(parseFen(f.amount))} />
          <Statistic
            title={T.averageTerm}
            value={f.averageTermDays === null ? T.empty : f.averageTermDays.toFixed(1)}
            footer={<Footnote>{T.termNote}</Footnote>}
          />
          <Statistic title={T.averageRate} value={f.averageRate ?? T.noRate} footer={f.averageRate === null ? <Footnote>{T.rateNote}</Footnote> : null} />
        </Grid>
      )}
    </Card>
  );
}
