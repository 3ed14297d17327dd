import { css } from 'styled-components';
import { cssVar } from './css-variables';

/** The platform's font at body size: every part sets it, because a host page may set neither. */
export const bodyFont = css`
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
`;
