import { styled } from 'styled-components';

/** Heard, not seen: counts, states and announcements that the picture already tells a sighted user. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
