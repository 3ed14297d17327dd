import { useEffect, useState } from 'react';

/** Seconds left of an N-second countdown that ticks once a second (spec §9) while `running`; restarts on `epoch`. */
export function useCountdown(seconds: number, running: boolean, epoch: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (!running || seconds <= 0) return undefined;
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, running, epoch]);
  return left;
}
