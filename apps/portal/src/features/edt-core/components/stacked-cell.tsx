import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

const Secondary = styled.span`
  display: block;
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeSm')};
`;

/** A cell's main fact with a secondary one under it, so a wide list fits 1280 px without scrolling sideways. */
export function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <>
      <span>{main}</span>
      {sub ? <Secondary>{sub}</Secondary> : null}
    </>
  );
}
