// Shared tsup presets. A workspace's tsup.config.ts passes its entries (one per `exports` subpath) and nothing else.

/** What a published package never bundles: its peers (React, styled-components) and our own packages. */
const PEERS_AND_WORKSPACE = [/^react/, /^styled-components/, /^@scf\//];

/**
 * A published package (design.md §4): ESM with `.d.ts` and source maps for es2022, peers and `@scf/*` external.
 * @param {import('tsup').Options['entry']} entry
 * @param {import('tsup').Options} [overrides] only where a package really differs
 * @returns {import('tsup').Options}
 */
export function libraryConfig(entry, overrides = {}) {
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    outDir: 'dist',
    external: PEERS_AND_WORKSPACE,
    ...overrides,
  };
}

/**
 * A Node app (the server, the Ukey agent): one ESM bundle for node20 that bundles our own packages from TypeScript
 * source (the `source` condition), so `npm start` needs no separate package build; third-party dependencies stay
 * external.
 * @param {import('tsup').Options['entry']} entry
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function nodeAppConfig(entry, overrides = {}) {
  return {
    entry,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: true,
    outDir: 'dist',
    noExternal: [/^@scf\//],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
    ...overrides,
  };
}
