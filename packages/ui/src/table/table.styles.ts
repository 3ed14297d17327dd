import { styled } from 'styled-components';
import { focusRing } from '../field-style/field-style';
import { bone } from '../spinner/spinner.styles';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';
import { fills, shadows } from '../theme/palette';

export const Wrapper = styled.div<{ $height?: number }>`
  position: relative;
  ${bodyFont}
  color: ${cssVar('textColor')};
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  overflow: auto;
  ${({ $height }) => ($height ? `height: ${$height}px;` : '')}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  /* Border-box: a column's width includes its padding, as in antd, so a host's widths add up to the table's. */
  th,
  td {
    box-sizing: border-box;
    padding: 8px 12px;
    border-bottom: 1px solid ${cssVar('borderColor')};
    text-align: left;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Amounts: right-aligned with figures of one width, so that digits line up down the column. */
  [data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  [data-align='center'] {
    text-align: center;
  }
  /* Whole cells (a review, what a signer reads): wrap, long numbers included, and never cut with an ellipsis. */
  &[data-whole] td {
    overflow: visible;
    text-overflow: clip;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${fills.muted};
    font-weight: 600;
  }
  /* A pinned column stays at the right edge when the table scrolls sideways, over what passes under it. */
  td[data-pin='right'],
  th[data-pin='right'] {
    position: sticky;
    right: 0;
    z-index: 1;
    background: ${cssVar('surfaceColor')};
    box-shadow: inset 1px 0 0 ${cssVar('borderColor')};
  }
  thead th[data-pin='right'] {
    z-index: 2;
    background: ${fills.muted};
  }
  tbody tr:hover td {
    background: ${fills.hover};
  }
  tbody tr[aria-selected='true'] td {
    background: ${fills.selected};
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  ${focusRing()}
`;

export const SortMark = styled.span<{ $active: boolean }>`
  color: ${({ $active }) => ($active ? cssVar('primaryColor') : cssVar('textSecondaryColor'))};
  display: inline-flex;
  min-width: 1em;
`;

/* The selection column: the box without its default margin, and never an ellipsis in place of it. */
export const CheckCell = styled.td`
  width: 44px;
  text-align: center !important;
  text-overflow: clip !important;
  input {
    margin: 0;
    vertical-align: middle;
    accent-color: ${cssVar('primaryColor')};
  }
`;

export const EmptyCell = styled.td`
  padding: 32px 12px !important;
  text-align: center !important;
  color: ${cssVar('textSecondaryColor')};
`;

export const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${fills.veil};
  z-index: 2;
`;

/** The spinner over rows being replaced, on a small card so it does not sit on top of their text. */
export const BusyBadge = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: ${shadows.popover};
  color: ${cssVar('textSecondaryColor')};
`;

/** Top and bottom filler rows keep the scroll height of the rows that are not rendered. */
export const SpacerRow = styled.tr`
  td {
    padding: 0 !important;
    border: 0 !important;
  }
`;

/** A grey bar in a placeholder row, about as wide as the text that will replace it. */
export const SkeletonBar = styled.span<{ $width: number }>`
  ${bone}
  display: inline-block;
  width: ${({ $width }) => $width}%;
  height: 14px;
  vertical-align: middle;
`;
