import { useSyncExternalStore } from 'react';

/** Screen-size mode of the session state (spec §3). */
export type ScreenSize = 'WIDE' | 'MINI';

/** Width from which the layout is WIDE (spec §9). */
export const WIDE_MIN_WIDTH = 1480;
/** Width assumed where there is no window (server render): the spec's default 1200 × 600. */
const DEFAULT_WIDTH = 1200;

/** WIDE at a width of 1480 px or more, else MINI. */
export function screenSizeOf(width: number): ScreenSize {
  return width >= WIDE_MIN_WIDTH ? 'WIDE' : 'MINI';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current screen size, updated on resize (a string snapshot, so only crossing 1480 px re-renders). */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(
    subscribe,
    () => screenSizeOf(window.innerWidth),
    () => screenSizeOf(DEFAULT_WIDTH),
  );
}
