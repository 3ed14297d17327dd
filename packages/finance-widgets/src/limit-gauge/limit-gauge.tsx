import { formatFen, parseFen } from '@scf/api/money';
import { Bar, Legend, Segment, Swatch } from './limit-gauge.styles';

/** The §6.2 figures of a line or a sub-limit, decimal yuan strings as on the wire. */
export interface LimitFigures {
  total: string;
  allocated: string;
  used: string;
  frozen: string;
  available: string;
}

export interface LimitGaugeProps {
  figures: LimitFigures;
  /** What the gauge is of (e.g. 徐州示例重工集团有限公司 授信额度); starts its accessible name. */
  label?: string;
  /** The legend gives the amounts too; leave them out where the figures stand beside the gauge already. */
  showAmounts?: boolean;
}

// Colour repeats what the legend says in words: used is spent, frozen is on hold, allocated is lent to members.
const PARTS = [
  { key: 'used', label: '已用', colour: '#1f5fbf' },
  { key: 'frozen', label: '冻结', colour: '#d48806' },
  { key: 'allocated', label: '已分配', colour: '#8c6fd6' },
  { key: 'available', label: '可用', colour: '#389e0d' },
] as const;

/** A part of the total in hundredths of a percent, from bigint fen (money is never a float; only the width is). */
function share(part: bigint, total: bigint): number {
  if (total <= 0n || part <= 0n) return 0;
  const basis = (part * 10_000n) / total;
  return Number(basis > 10_000n ? 10_000n : basis) / 100;
}

/**
 * How a limit is spent (domain.md §6.2): one stacked bar of used / frozen / allocated / available against the total,
 * with a legend giving each amount and its share. The bar is an image named by the same figures.
 */
export function LimitGauge({ figures, label = '额度使用情况', showAmounts = true }: LimitGaugeProps) {
  const total = parseFen(figures.total);
  const parts = PARTS.map((p) => {
    const fen = parseFen(figures[p.key]);
    return { ...p, text: `${formatFen(fen)}元`, percent: share(fen, total) };
  });
  const summary = `${label}：${parts.map((p) => `${p.label}${p.text}`).join('，')}（总额度${formatFen(total)}元）`;
  return (
    <div>
      <Bar role="img" aria-label={summary}>
        {parts.map((p) => (p.percent > 0 ? <Segment key={p.key} $colour={p.colour} $percent={p.percent} /> : null))}
      </Bar>
      <Legend>
        {parts.map((p) => (
          <div key={p.key}>
            <Swatch $colour={p.colour} aria-hidden="true" />
            <dt>{p.label}</dt>
            <dd>{showAmounts ? `${p.text}（${p.percent.toFixed(2)}%）` : `${p.percent.toFixed(2)}%`}</dd>
          </div>
        ))}
      </Legend>
    </div>
  );
}
