import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { isApiCacheKey } from '@scf/api';
import { LIVE_EVENTS_PATH } from '@scf/api/contract';
import { LIVE_READS } from './live-reads';
import type { LiveKind } from './live-reads';

/** The server's stream of live notices (apps/server platform/live): same origin, the session cookie authenticates it. */
export const LIVE_EVENTS_URL = LIVE_EVENTS_PATH;

export interface LiveOptions {
  /** Builds the EventSource (tests pass a fake). */
  open?: (url: string) => EventSource;
  /** The capped back-off after the stream failed: the first wait, and the most it grows to (ms). */
  baseMs?: number;
  maxMs?: number;
  /** Failures the browser's own reconnect (the server's `retry:`) may have before ours takes over. */
  ownRetries?: number;
}

/** EventSource.CLOSED: the browser will not reconnect this one. */
const CLOSED = 2;
const KINDS = Object.keys(LIVE_READS) as LiveKind[];
const ALL_READS = new Set<string>(KINDS.flatMap((k) => LIVE_READS[k]));

/**
 * One EventSource per tab while signed in (`identity`: the user and role; null when signed out): on each event the
 * matching SWR reads are revalidated, so the counterparty's todo, message dot and application pages follow within
 * the notice's delay, with no polling. A stream that drops is reconnected by the browser (`retry:`); after repeated
 * failures, or when the browser gave up (an error answer), by a capped exponential back-off; after a reconnect every
 * live read is revalidated (notices sent meanwhile were missed). `end` (the session ended) stops it for good.
 */
export function useLiveEvents(identity: string | null, options: LiveOptions = {}): void {
  const { mutate } = useSWRConfig();
  const { open, baseMs = 1000, maxMs = 30_000, ownRetries = 2 } = options;
  useEffect(() => {
    const create = open ?? (typeof EventSource === 'undefined' ? null : (url: string) => new EventSource(url));
    if (identity === null || create === null) return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let missed = false;
    const revalidate = (reads: ReadonlySet<string>) => void mutate((key: unknown) => isApiCacheKey(key) && reads.has(String((key as unknown[])[1])));
    const connect = () => {
      const s = create(LIVE_EVENTS_URL);
      source = s;
      s.onopen = () => {
        failures = 0;
        if (missed) revalidate(ALL_READS);
        missed = false;
      };
      for (const kind of KINDS) s.addEventListener(kind, () => revalidate(new Set<string>(LIVE_READS[kind])));
      s.addEventListener('resync', () => revalidate(ALL_READS));
      s.addEventListener('end', () => {
        s.close();
        source = null;
      });
      s.onerror = () => {
        failures += 1;
        missed = true;
        // The browser retries a dropped stream by itself; a refused one (CLOSED) or one failing again and again is ours.
        if (s.readyState !== CLOSED && failures <= ownRetries) return;
        s.close();
        source = null;
        const wait = Math.min(maxMs, baseMs * 2 ** (failures - 1));
        timer = setTimeout(connect, wait);
      };
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [identity, mutate, open, baseMs, maxMs, ownRetries]);
}
