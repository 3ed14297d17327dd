import { useEffect, useState } from 'react';

/** Seconds left of a resend wait, ticking once a second (spec §9 countdown tick 1 s); `start(n)` begins one. */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}
