export { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError } from './chunk-load-error';
export { useAfterFirstChunk } from './first-chunk';
export { lazyScreen } from './lazy-screen';
export { markChunkLoaded, recoverFromChunkError } from './recover-once';
export type { RecoveryOutcome } from './recover-once';
export { importWithTimeout } from './with-timeout';
