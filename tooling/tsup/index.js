// Shared tsup presets. A workspace's tsup.config.ts passes its entries (one per `exports` subpath) and nothing else.
import { build } from 'esbuild';
import { emitDeclarations } from './declarations.js';
import { outputSpecifier } from './output-specifier.js';

/** What a published package never bundles: its peers (React, styled-components) and our own packages. */
const PEERS_AND_WORKSPACE = [/^react/, /^styled-components/, /^@scf\//];

/** The source modules the public entries reach (tests, stories and their fixtures are not among them). */
async function reachableModules(entry) {
  const { metafile } = await build({
    entryPoints: Object.values(entry),
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    outdir: 'reach',
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((file) => file.startsWith('src/'));
}

/**
 * One output module per source module (issue 13, tree-shaking): every relative import stays an import of the
 * sibling output file, so a host's bundler keeps only the modules it reaches (`sideEffects: false`) instead of one
 * bundle in which every component's styled-components call runs.
 */
const keepModules = {
  name: 'scf-keep-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const specifier = outputSpecifier(args.path, args.resolveDir);
      return specifier ? { path: specifier, external: true } : undefined;
    });
  },
};

/**
 * A published package (design.md §4): ESM with `.d.ts` and source maps for es2022, peers and `@scf/*` external,
 * one output file per source module the entries reach, under `dist/` (the tree of `src/`), its `.d.ts` beside it.
 * @param {Record<string, string>} entry the public entries, one per `exports` subpath (name → source): `name` is
 *   the source's path under `src/` without `.ts`, so an entry's `.d.ts` is `dist/<name>.d.ts`
 * @param {import('tsup').Options} [overrides] only where a package really differs
 * @returns {() => Promise<import('tsup').Options>}
 */
export function libraryConfig(entry, overrides = {}) {
  return async () => ({
    entry: await reachableModules(entry),
    // TypeScript's declaration emit, once the modules are written (declarations.js): per module, like the `.js`.
    dts: false,
    onSuccess: async () => emitDeclarations(Object.values(entry)),
    format: ['esm'],
    bundle: true,
    splitting: false,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    outDir: 'dist',
    external: PEERS_AND_WORKSPACE,
    esbuildPlugins: [keepModules],
    // The entry list is every module: say only what fails.
    silent: true,
    ...overrides,
  });
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
