import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 3000;
  height: 3px;
  pointer-events: none;
`;

export const Bar = styled.div`
  height: 100%;
  background: ${cssVar('primaryColor')};
  transition: width 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
