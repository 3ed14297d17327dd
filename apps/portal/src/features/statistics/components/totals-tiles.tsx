import { styled } from 'styled-components';
import { formatFen, parseFen } from '@scf/api/money';
import { Statistic, cssVar } from '@scf/ui';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import { seriesTitles } from '../api/statistics-tables';
import type { Statistics } from '../api/statistics-tables';

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  padding: 16px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
`;

/** A calendar year's totals say so (2024年合计); the twelve months to the business date are 近12个月合计. */
const totalsName = (s: Statistics): string =>
  s.from.endsWith('-01') && s.to === `${s.from.slice(0, 4)}-12` ? T.yearTotalsName(s.from.slice(0, 4)) : T.totalsName;

/** The four series summed over the twelve months. */
export function TotalsTiles({ statistics }: { statistics: Statistics }) {
  const t = statistics.totals;
  const values = 'issued' in t ? [t.issued, t.transferred, t.financed, t.cashed] : [t.received, t.transferred, t.financed, t.cashed];
  const titles = seriesTitles(statistics.side);
  return (
    <TileGrid role="group" aria-label={totalsName(statistics)}>
      {values.map((v, i) => (
        <Statistic key={titles[i]} title={titles[i] ?? ''} value={formatFen(parseFen(v))} suffix={T.yuan} />
      ))}
    </TileGrid>
  );
}
