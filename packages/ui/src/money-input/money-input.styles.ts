import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const MoneyInputRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
`;

export const AmountRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('spacing')};
  > :not(input) {
    flex: none;
  }
`;

export const Unit = styled.span`
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeMd')};
`;

/** 大写 and 万/亿 under the field: secondary text, no layout shift when it appears (min-height). */
export const CapitalLine = styled.div`
  min-height: 1.5em;
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 1.5;
  word-break: break-all;
`;

export const MagnitudeTag = styled.span`
  margin-left: 8px;
  padding: 0 4px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
`;

/** Why what was typed is refused, in the 大写 line's place when no FormField shows it. */
export const ProblemLine = styled.div`
  min-height: 1.5em;
  color: ${cssVar('dangerColor')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 1.5;
`;
