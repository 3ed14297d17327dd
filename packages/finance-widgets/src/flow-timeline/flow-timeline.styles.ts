import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

export const Head = styled.span`
  font-weight: 600;
  small {
    margin-left: 8px;
    font-weight: normal;
    color: ${cssVar('textSecondaryColor')};
  }
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 4px 0 0;
  font-size: ${cssVar('fontSizeSm')};
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
  }
`;
