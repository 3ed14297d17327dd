import type { ComponentType } from 'react';

/** Path (below /cv3) → the screen component of that route; a path absent here shows "under construction". */
export type ScreenMap = Readonly<Partial<Record<string, ComponentType>>>;

/** Maps every path to the same screen (the role home pages share one). */
export function sameScreen(paths: readonly string[], screen: ComponentType): ScreenMap {
  return Object.fromEntries(paths.map((p) => [p, screen]));
}
