import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Wrapper = styled.div<{ $height?: number }>`
  position: relative;
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
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
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${cssVar('borderColor')};
    text-align: left;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: #f5f6f7;
    font-weight: 600;
  }
  tbody tr:hover td {
    background: #f5f8ff;
  }
  tbody tr[aria-selected='true'] td {
    background: #e6f0ff;
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
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 2px;
  }
`;

export const SortMark = styled.span<{ $active: boolean }>`
  color: ${({ $active }) => ($active ? cssVar('primaryColor') : cssVar('textSecondaryColor'))};
  font-size: ${cssVar('fontSizeSm')};
`;

export const CheckCell = styled.td`
  width: 40px;
  text-align: center !important;
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
  background: rgba(255, 255, 255, 0.6);
  z-index: 2;
`;

/** Top and bottom filler rows keep the scroll height of the rows that are not rendered. */
export const SpacerRow = styled.tr`
  td {
    padding: 0 !important;
    border: 0 !important;
  }
`;
