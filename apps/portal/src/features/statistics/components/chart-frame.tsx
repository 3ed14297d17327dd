import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Frame = styled.div<{ $height: number }>`
  width: 100%;
  height: ${(p) => p.$height}px;
`;

/**
 * A chart as one image with a name: the figures it draws are in the section's 表格 view, so screen readers and
 * keyboards use that, and the drawing needs no focus stops of its own.
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <Frame role="img" aria-label={label} $height={height}>
      {children}
    </Frame>
  );
}
