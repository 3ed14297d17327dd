import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px;
  ${bodyFont}
  color: ${cssVar('textSecondaryColor')};
`;

export const Picture = styled.svg`
  width: 64px;
  height: 40px;
`;
