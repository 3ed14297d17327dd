import { formatFen, parseFen } from '@scf/api/money';

export interface AmountTextProps {
  /** Decimal yuan string as on the wire, e.g. `"1000000.00"`. */
  value: string;
  /** Unit after the figure; 元 by default. */
  unit?: string;
}

/** An amount in figures with thousands separators, as every finance screen shows it. */
export function AmountText({ value, unit = '元' }: AmountTextProps) {
  return (
    <span data-amount={value}>
      {formatFen(parseFen(value))}
      {unit}
    </span>
  );
}
