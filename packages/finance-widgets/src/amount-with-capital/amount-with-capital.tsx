import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import { formatFen, parseFen, toChineseCapital } from '@scf/api/money';

export interface AmountWithCapitalProps {
  /** Decimal yuan string as on the wire, e.g. `"1234.56"`. */
  value: string;
  /** Accessible label of the figure, e.g. 融资金额. */
  label?: string;
}

// Never wider than its box (a table cell, a dialog's column): the figure stays on one line and the 大写 wraps under
// it, so a signer reads both whole at any width instead of an ellipsis or a cut-off digit.
const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  max-width: 100%;
  vertical-align: top;
`;
const Figure = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
const Capital = styled.span`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
  white-space: normal;
  overflow-wrap: anywhere;
`;

/**
 * An amount in figures and in 大写 (PBoC writing rules), the way a signer must read it before the key signs
 * (security.md §2.6 WYSIWYS). A value that is not a decimal amount is shown as it came, never guessed at.
 */
export function AmountWithCapital({ value, label }: AmountWithCapitalProps) {
  let figure: string;
  let capital: string;
  try {
    figure = `${formatFen(parseFen(value))}元`;
    capital = toChineseCapital(value);
  } catch {
    return <span data-amount={value}>{value}</span>;
  }
  return (
    <Wrap data-amount={value} aria-label={label ? `${label} ${figure}（${capital}）` : undefined}>
      <Figure>{figure}</Figure>
      <Capital>大写：{capital}</Capital>
    </Wrap>
  );
}
