import { styled } from 'styled-components';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cssVar } from '../theme/css-variables';

export const Bubble = styled(RadixTooltip.Content)`
  z-index: 1100;
  max-width: 280px;
  padding: 6px 8px;
  border-radius: ${cssVar('radius')};
  background: rgba(0, 0, 0, 0.85);
  color: #fff;
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 1.5;
`;

export const Arrow = styled(RadixTooltip.Arrow)`
  fill: rgba(0, 0, 0, 0.85);
`;
