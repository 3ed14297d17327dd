// Shared vitest presets. Workspaces pick one and add only what differs.
import path from 'node:path';

/** A JSON report per workspace lets scripts/test.mjs sum the counts of every runner. */
function reporters(name) {
  const dir = process.env.REPORT_DIR;
  if (!dir) return ['default'];
  return ['default', ['json', { outputFile: path.join(dir, `vitest-${name}.json`) }]];
}

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

/** @param {string} name workspace name for the report file */
export function nodePreset(name, extra = {}) {
  return {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      environment: 'node',
      // The CI machine has 2 cores shared by several runners: time limits are generous, never asserted.
      testTimeout: 180_000,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      reporters: reporters(name),
      ...extra,
    },
  };
}

/** @param {string} name workspace name for the report file */
export function domPreset(name, extra = {}) {
  return {
    resolve,
    // Files that opt into `@vitest-environment node` resolve through SSR conditions: keep `source` there too.
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      environment: 'jsdom',
      testTimeout: 180_000,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/**/*.browser.test.{ts,tsx}'],
      setupFiles: ['@scf/vitest-config/setup-dom'],
      reporters: reporters(name),
      ...extra,
    },
  };
}
