import type { ReactNode } from 'react';
import { Tile } from './statistic.styles';

export interface StatisticProps {
  /** What the number is, e.g. 待办任务. */
  title: string;
  /** The figure; numbers are grouped (12,345.67), strings (already formatted money) are shown as is. */
  value: number | string;
  /** Unit after the value, e.g. 元 or 笔. */
  suffix?: string;
  /** Fraction digits for a number value. */
  precision?: number;
  /** Extra line under the value (trend, link). */
  footer?: ReactNode;
}

/** A key figure tile; a <dl> so the title is read as the figure's label. */
export function Statistic({ title, value, suffix, precision, footer }: StatisticProps) {
  const text = typeof value === 'number' ? value.toLocaleString('zh-CN', { minimumFractionDigits: precision, maximumFractionDigits: precision ?? 20 }) : value;
  return (
    <Tile as="dl">
      <dt>{title}</dt>
      <dd>
        {text}
        {suffix ? <small>{suffix}</small> : null}
      </dd>
      {footer ? <dd style={{ fontSize: 12, fontWeight: 'normal' }}>{footer}</dd> : null}
    </Tile>
  );
}
