import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const Title = styled.h3`
  margin: 0 0 12px;
  font-size: ${cssVar('fontSizeLg')};
  font-weight: 600;
`;

export const Grid = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 12px 24px;
  margin: 0;
  ${bodyFont}
  color: ${cssVar('textColor')};
`;

export const Pair = styled.div<{ $span: number }>`
  display: flex;
  gap: 8px;
  grid-column: span ${({ $span }) => $span};
  dt {
    flex: none;
    color: ${cssVar('textSecondaryColor')};
  }
  dt::after {
    content: '：';
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;
