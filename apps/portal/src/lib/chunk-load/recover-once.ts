import { readStorage, removeStorage, writeStorage } from '../storage';
import { isChunkLoadError } from './chunk-load-error';
import { noteChunkLoaded } from './first-chunk';

export type RecoveryOutcome = 'reloading' | 'show-error' | 'not-a-chunk-error';

/**
 * Spec §8 page-chunk failure: reload once, because after a deploy the old chunk names are gone and a fresh
 * index.html fixes it. A session flag makes the second failure show the error page instead of looping.
 */
export function recoverFromChunkError(error: unknown, reload: () => void = () => window.location.reload()): RecoveryOutcome {
  if (!isChunkLoadError(error)) return 'not-a-chunk-error';
  if (readStorage('chunkReload') === '1') return 'show-error';
  writeStorage('chunkReload', '1');
  reload();
  return 'reloading';
}

/** Called after a chunk loads: the next failure (a later deploy) may reload once again. */
export function markChunkLoaded(): void {
  noteChunkLoaded();
  if (readStorage('chunkReload') !== null) removeStorage('chunkReload');
}
