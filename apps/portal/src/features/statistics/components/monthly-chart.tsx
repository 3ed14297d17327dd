import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesTitles } from '../api/statistics-tables';
import type { Statistics } from '../api/statistics-tables';
import { ChartFrame } from './chart-frame';
import { SERIES_COLORS, tenThousands, yuanText } from './chart-palette';

const HEIGHT = 320;

/** The twelve months as grouped bars, one colour per series. */
export function MonthlyChart({ statistics, label }: { statistics: Statistics; label: string }) {
  const titles = seriesTitles(statistics.side);
  const data = statistics.months.map((m) => {
    const values = 'issued' in m ? [m.issued, m.transferred, m.financed, m.cashed] : [m.received, m.transferred, m.financed, m.cashed];
    return { month: m.month, ...Object.fromEntries(values.map((v, i) => [`s${i}`, Number(v)])) };
  });
  return (
    <ChartFrame label={label} height={HEIGHT}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} barCategoryGap="20%">
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={tenThousands} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={yuanText} />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {titles.map((title, i) => (
            <Bar key={title} dataKey={`s${i}`} name={title} fill={SERIES_COLORS[i]} maxBarSize={18} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
