import { styled } from 'styled-components';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cssVar } from '../theme/css-variables';
import { layers } from '../theme/palette';

export const Bubble = styled(RadixTooltip.Content)`
  z-index: ${layers.tooltip};
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
