/** Spec §9: a lazy page import that has not settled after this long counts as a failed chunk load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page chunk that could not be loaded (spec §8 "ChunkLoadError"); stable name and code. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code = 'CHUNK_LOAD_FAILED';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

// Texts browsers and bundlers use for a chunk or stylesheet that failed to load after a deploy or a network
// drop: webpack-style names of the spec, Vite's dynamic import message in Chromium, Firefox and Safari.
const PATTERNS = [
  /ChunkLoadError/,
  /CSS_CHUNK_LOAD_FAILED/,
  /Cannot find module/,
  /Failed to fetch dynamically imported module/,
  /error loading dynamically imported module/,
  /Importing a module script failed/,
  /Unable to preload CSS/,
];

/** True when an error means "a code or style chunk did not load" (spec §8) rather than a bug in a page. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  const text = [name, code, message].filter((v) => typeof v === 'string').join(' ');
  return PATTERNS.some((p) => p.test(text));
}
