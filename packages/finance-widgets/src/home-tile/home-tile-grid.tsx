import { Children } from 'react';
import type { ReactNode } from 'react';
import { TileGridBox } from './home-tile.styles';

export interface HomeTileGridProps {
  /** The group's accessible name (业务概览, 融资概览 …): a screen reader announces the tiles as one group. */
  label: string;
  children: ReactNode;
}

/** A role home's figures as one labelled group of tiles: up to four fill one row, more wrap to as many columns as fit. */
export function HomeTileGrid({ label, children }: HomeTileGridProps) {
  return (
    <TileGridBox role="group" aria-label={label} $tiles={Children.toArray(children).length}>
      {children}
    </TileGridBox>
  );
}
