import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-family: ${cssVar('fontFamily')};
  dt {
    font-size: ${cssVar('fontSizeMd')};
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
    font-size: 24px;
    font-weight: 600;
    color: ${cssVar('textColor')};
    font-variant-numeric: tabular-nums;
  }
  small {
    margin-left: 4px;
    font-size: ${cssVar('fontSizeMd')};
    font-weight: normal;
  }
`;
