import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoHide {
  /** The bar is open (false: only the ball shows). */
  open: boolean;
  /** Reopens the bar and restarts the countdown. */
  reopen: () => void;
  /** While the pointer or focus is in the bar the countdown stops, so nobody loses the bar mid-use. */
  pause: () => void;
  resume: () => void;
}

/** Closes after `ms` of inactivity (spec §9: 7 s); `reopen` opens it again. */
export function useAutoHide(ms: number): AutoHide {
  const [open, setOpen] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    timer.current = setTimeout(() => setOpen(false), ms);
  }, [ms, stop]);

  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  const reopen = useCallback(() => {
    setOpen(true);
    start();
  }, [start]);

  return { open, reopen, pause: stop, resume: start };
}
