import { useEffect, useState } from 'react';
import { messages } from '../messages';
import { Bar, Track } from './navigation-progress.styles';

/** Trickle interval while a route loads. */
export const NAVIGATION_PROGRESS_TICK_MS = 200;
/** How long the full bar stays before it hides. */
export const NAVIGATION_PROGRESS_DONE_MS = 300;

export interface NavigationProgressProps {
  /** True while a route transition (lazy chunk, loader) is pending, e.g. react-router's `navigation.state !== 'idle'`. */
  active: boolean;
}

/** Approaches 90 % ever more slowly: the real remaining time is unknown. */
export function nextProgress(value: number): number {
  return Math.min(90, value + (90 - value) * 0.1);
}

/** Thin top bar for route transitions: trickles while `active`, fills and fades when done. */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (active) {
      setValue(10);
      const timer = setInterval(() => setValue((v) => nextProgress(v ?? 10)), NAVIGATION_PROGRESS_TICK_MS);
      return () => clearInterval(timer);
    }
    setValue((v) => (v === null ? null : 100));
    const timer = setTimeout(() => setValue(null), NAVIGATION_PROGRESS_DONE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (value === null) return null;
  return (
    <Track role="progressbar" aria-label={messages.navigationProgress.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
      <Bar style={{ width: `${value}%` }} />
    </Track>
  );
}
