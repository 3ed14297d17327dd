import { useEffect, useState } from 'react';
import { formatDateTime } from '../date-time-text/format-date-time';
import { signingMessages as m } from './signing-dialog.messages';

/** Whole seconds from `now` to `until` (ms), never below zero. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.floor((until - now) / 1000));

/**
 * The original's 有效期至 as the signer reads it: Beijing time (never the raw UTC string, which names the day before
 * between 00:00 and 08:00) and the time left to sign, counting down each second; once passed, what to do.
 */
export function ExpiryText({ iso }: { iso: string }) {
  const until = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- one interval until it runs out
  return (
    <time dateTime={iso}>
      {formatDateTime(iso)}
      {left > 0 ? m.timeLeft(Math.floor(left / 60), left % 60) : m.expired}
    </time>
  );
}
