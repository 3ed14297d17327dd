import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

export const Branches = styled.ul`
  margin: 0 0 0 12px;
  padding: 0 0 0 24px;
  list-style: none;
  border-left: 1px dashed ${cssVar('borderColor')};
`;

export const Root = styled(Branches)`
  padding: 0;
  border: 0;
  margin: 0;
`;

export const NodeRow = styled.div<{ $current: boolean }>`
  /* Fixed columns, so the numbers, holders and amounts of every level line up under each other. */
  display: inline-grid;
  grid-template-columns: 200px 280px 150px 80px;
  align-items: center;
  gap: 16px;
  margin: 6px 0;
  padding: 8px 12px;
  border: 1px solid ${(p) => (p.$current ? cssVar('primaryColor') : cssVar('borderColor'))};
  border-radius: ${cssVar('radius')};
  background: ${(p) => (p.$current ? '#e6f0ff' : '#fff')};
  font-size: ${cssVar('fontSizeMd')};
  dt {
    font-size: ${cssVar('fontSizeSm')};
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
  }
`;

export const Amount = styled.dd`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const CurrentMark = styled.strong`
  margin-left: 6px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('primaryColor')};
`;
