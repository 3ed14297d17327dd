import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import { factRow } from '../fact-row.styles';

export const Head = styled.span`
  font-weight: 600;
  small {
    margin-left: 8px;
    font-weight: normal;
    color: ${cssVar('textSecondaryColor')};
  }
`;

export const Facts = styled.dl`
  ${factRow}
  gap: 4px 20px;
  margin: 4px 0 0;
  div {
    gap: 4px;
  }
`;
