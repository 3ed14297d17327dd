import { useEffect, useState, useSyncExternalStore } from 'react';
import { lastServerActivity, subscribeServerActivity } from '../../../lib/session-activity';

/** The server ends a session after 30 minutes without a request (security.md §1.1). */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** The warning shows this long before the end. */
export const IDLE_WARNING_MS = 2 * 60_000;

export type IdlePhase = 'active' | 'warning' | 'expired';

export interface IdleDeadline {
  phase: IdlePhase;
  /** Time left until the session ends, ms (ticks each second during the warning). */
  remainingMs: number;
}

function phaseOf(remaining: number): IdlePhase {
  if (remaining <= 0) return 'expired';
  return remaining <= IDLE_WARNING_MS ? 'warning' : 'active';
}

/**
 * Where the session stands against the idle timeout, counted from the last answer of the server (any request
 * renews it). Sleeps until the warning is due, then ticks each second; a request in between starts it over.
 */
export function useIdleDeadline(enabled: boolean): IdleDeadline {
  const last = useSyncExternalStore(subscribeServerActivity, lastServerActivity);
  const [now, setNow] = useState(() => Date.now());
  const remaining = last + IDLE_TIMEOUT_MS - now;
  const phase = enabled ? phaseOf(remaining) : 'active';

  useEffect(() => {
    if (!enabled) return undefined;
    setNow(Date.now());
    if (phase === 'expired') return undefined;
    if (phase === 'warning') {
      const tick = setInterval(() => setNow(Date.now()), 1000);
      return () => clearInterval(tick);
    }
    const wake = setTimeout(() => setNow(Date.now()), last + IDLE_TIMEOUT_MS - IDLE_WARNING_MS - Date.now());
    return () => clearTimeout(wake);
  }, [enabled, last, phase]);

  return { phase, remainingMs: Math.max(0, remaining) };
}
