import { useEffect, useState } from 'react';
import { BASE_PATH } from '@scf/api/contract';
import { z } from 'zod';

/** How often an open tab asks whether a newer build is deployed (and whenever it becomes visible again). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** Written by the build (vite-plugins/build-version.ts); a static file, so asking never renews the session. */
export const VERSION_URL = `${BASE_PATH}/version.json`;

const versionSchema = z.object({ entry: z.string().min(1) });

/** The hashed entry script this tab runs (`/cv3/assets/index-<hash>.js`); none in development and tests. */
export function runningEntry(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return script ? new URL(script.src, doc.baseURI).pathname : null;
}

/** The entry script of the deployed build, or null when it cannot be told (offline, an old server, bad JSON). */
export async function deployedEntry(fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<string | null> {
  try {
    const response = await fetchFn(VERSION_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = versionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.entry : null;
  } catch {
    return null;
  }
}

/**
 * True once a build other than the running one is deployed: checked every 5 minutes while the tab is visible and
 * when it becomes visible. Lazy screens of the old build may be gone by then; the chunk recovery of spec §8 reloads
 * once when one fails, and this lets the user reload before that, at a moment of their choosing.
 */
export function useNewBuildAvailable(interval = BUILD_CHECK_INTERVAL_MS, fetchFn?: typeof fetch): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    const mine = runningEntry();
    if (!mine || newer) return undefined;
    let live = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const theirs = await deployedEntry(fetchFn);
      if (live && theirs && theirs !== mine) setNewer(true);
    };
    const timer = setInterval(() => void check(), interval);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [interval, fetchFn, newer]);
  return newer;
}
