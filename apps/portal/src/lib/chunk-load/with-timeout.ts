import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './chunk-load-error';

/**
 * Wraps a dynamic import so that a chunk that never arrives fails after 120 s (spec §9) like one that 404s,
 * instead of leaving the page on a spinner forever.
 */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
