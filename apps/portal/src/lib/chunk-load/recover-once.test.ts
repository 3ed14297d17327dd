import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError } from './chunk-load-error';
import { markChunkLoaded, recoverFromChunkError } from './recover-once';
import { importWithTimeout } from './with-timeout';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('chunk-load failure recovery (spec §8)', () => {
  it.each([
    ['ChunkLoadError', Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' })],
    ['CSS_CHUNK_LOAD_FAILED', Object.assign(new Error('Loading CSS chunk failed'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
    ['Cannot find module', new Error("Cannot find module './credit'")],
    ['Vite dynamic import', new TypeError('Failed to fetch dynamically imported module: /cv3/assets/credit-x.js')],
  ])('recognises %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not treat an ordinary bug as a chunk failure', () => {
    const reload = vi.fn();
    expect(recoverFromChunkError(new TypeError('x is undefined'), reload)).toBe('not-a-chunk-error');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once, then shows the error page instead of looping', () => {
    const reload = vi.fn();
    const error = new ChunkLoadError('Loading chunk credit failed');
    expect(recoverFromChunkError(error, reload)).toBe('reloading');
    expect(recoverFromChunkError(error, reload)).toBe('show-error');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('re-arms the single reload after a chunk loads', () => {
    const reload = vi.fn();
    recoverFromChunkError(new ChunkLoadError('a'), reload);
    markChunkLoaded();
    expect(recoverFromChunkError(new ChunkLoadError('b'), reload)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('fails a lazy import that has not settled after 120 s', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
