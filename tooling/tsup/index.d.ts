import type { Options } from 'tsup';

/** A published package: ESM + `.d.ts` + source maps, es2022, React, styled-components and `@scf/*` external. */
export function libraryConfig(entry: Record<string, string>, overrides?: Options): () => Promise<Options>;

/** A Node app: one node20 ESM bundle with our own packages bundled from source, third-party dependencies external. */
export function nodeAppConfig(entry: Options['entry'], overrides?: Options): Options;
