import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './chart-frame';
import { SERIES_COLORS, tenThousands, yuanText } from './chart-palette';

export interface RankingBar {
  name: string;
  amount: string;
}

const ROW = 44;
/** Room for the longest name at 12 px (a CJK character is about 12 px wide), within bounds. */
const labelWidth = (bars: readonly RankingBar[]) => Math.min(220, Math.max(72, Math.max(0, ...bars.map((b) => b.name.length)) * 12 + 16));

/** Amounts by name as horizontal bars, largest first (top counterparties, tiers). */
export function RankingChart({
  bars,
  label,
  series,
  color = SERIES_COLORS[0],
}: {
  bars: readonly RankingBar[];
  label: string;
  series: string;
  color?: string;
}) {
  const height = Math.max(160, bars.length * ROW + 48);
  const data = bars.map((b) => ({ name: b.name, amount: Number(b.amount) }));
  return (
    <ChartFrame label={label} height={height}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={tenThousands} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={labelWidth(bars)} tick={{ fontSize: 12 }} />
          <Tooltip formatter={yuanText} />
          <Bar dataKey="amount" name={series} fill={color} maxBarSize={22} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
