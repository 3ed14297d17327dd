import { useEffect, useState, useSyncExternalStore } from 'react';

// Whether the page's first lazy chunk (the first screen) has arrived. The frame's own lazy parts (the right bar, the
// frame extras) wait for it, so a first load fetches the page before them, not alongside (they are helpers: a moment
// later is fine, and their widths are reserved from the start).

let loaded = false;
const listeners = new Set<() => void>();

/** Called when a lazy chunk has loaded (markChunkLoaded). */
export function noteChunkLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first lazy chunk has loaded, or `fallbackMs` after mount (a page that failed still gets its helpers). */
export function useAfterFirstChunk(fallbackMs = 3000): boolean {
  const first = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (first) return undefined;
    const timer = setTimeout(() => setLate(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [first, fallbackMs]);
  return first || late;
}
