import { useEffect } from 'react';
import { ChunkLoadError, recoverFromChunkError } from '../../lib/chunk-load';

/**
 * Vite reports a failed preload of a chunk's JS or CSS with a `vite:preloadError` event instead of an import
 * rejection; the same single reload applies (spec §8 CSS_CHUNK_LOAD_FAILED).
 */
const reloadPage = () => window.location.reload();

export function usePreloadErrorRecovery(reload: () => void = reloadPage): void {
  useEffect(() => {
    const onError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      const error = payload instanceof Error ? new ChunkLoadError(payload.message, { cause: payload }) : new ChunkLoadError('CSS_CHUNK_LOAD_FAILED');
      if (recoverFromChunkError(error, reload) === 'reloading') event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onError);
    return () => window.removeEventListener('vite:preloadError', onError);
  }, [reload]);
}
