import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

const Wrap = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const Sub = styled.span`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
  overflow-wrap: anywhere;
`;

/** A cell's main fact with a secondary one under it, so a list of many facts fits 1280 px without sideways scrolling. */
export function StackedCell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Wrap>
      <span>{main}</span>
      {sub ? <Sub>{sub}</Sub> : null}
    </Wrap>
  );
}
