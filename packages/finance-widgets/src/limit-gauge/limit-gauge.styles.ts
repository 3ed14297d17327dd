import { styled } from 'styled-components';
import { factRow } from '../fact-row.styles';

export const Bar = styled.div`
  display: flex;
  height: 14px;
  overflow: hidden;
  border-radius: 7px;
  background: #f0f0f0;
`;

export const Segment = styled.span<{ $colour: string; $percent: number }>`
  flex: 0 0 ${(p) => p.$percent}%;
  background: ${(p) => p.$colour};
`;

export const Legend = styled.dl`
  ${factRow}
  gap: 8px 24px;
  margin: 10px 0 0;
  div {
    align-items: center;
    gap: 6px;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

export const Swatch = styled.span<{ $colour: string }>`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${(p) => p.$colour};
`;
