// Shared vitest presets. Workspaces pick one and add only what differs.
import path from 'node:path';

/**
 * With REPORT_DIR (set by `npm test`): a JSON report per runner lets scripts/test.mjs sum the counts of every runner,
 * and the timings report (timings-reporter.js) what each of its files cost.
 * @param {string} name the runner's name (its workspace)
 */
export function reporters(name) {
  const dir = process.env.REPORT_DIR;
  if (!dir) return ['default'];
  return [
    'default',
    ['json', { outputFile: path.join(dir, `vitest-${name}.json`) }],
    [path.join(import.meta.dirname, 'timings-reporter.js'), { outputFile: path.join(dir, `timings-vitest-${name}.json`), runner: name }],
  ];
}

/** Every preset's setup files start with the property-run multiplier (property-runs.js), then the workspace's own. */
function setupFiles(own) {
  return ['@scf/vitest-config/property-runs', ...own];
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
      setupFiles: setupFiles(extra.setupFiles ?? []),
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
      reporters: reporters(name),
      ...extra,
      // styled-components' CSSOM path (insertRule), as in production. Its default outside production appends each rule
      // as text to one <style>, and jsdom re-parses the whole sheet on every append: a third of a screen test's CPU.
      env: { SC_DISABLE_SPEEDY: 'false', ...extra.env },
      setupFiles: setupFiles(extra.setupFiles ?? ['@scf/vitest-config/setup-dom']),
    },
  };
}

/**
 * Test files share their worker (isolate: false): the environment and the workspace's modules load once per worker
 * instead of once per file. Two projects: `shared` for every file but `isolated`, and `isolated` (a fresh worker per
 * file) for the files that cannot share one, e.g. a file that calls `vi.mock` (the mock stays registered in its worker
 * for every later file). The preset's setup files must reset what a file leaves behind (shared-worker.js).
 * VITEST_ISOLATE=1 runs every file in a fresh worker, to tell a leak between files from a failure of the file itself.
 * @param {import('vitest/config').ViteUserConfig} preset
 * @param {string[]} isolated paths of the files that get a worker of their own, relative to the workspace
 */
export function sharedWorkers(preset, isolated) {
  if (process.env.VITEST_ISOLATE === '1') return preset;
  // A project that extends the root concatenates its lists with the root's: the file lists live in the projects only.
  const { include = [], exclude = [], ...common } = preset.test ?? {};
  const shared = { extends: true, test: { name: 'shared', isolate: false, include, exclude: [...exclude, ...isolated] } };
  const own = { extends: true, test: { name: 'isolated', include: isolated } };
  return { ...preset, test: { ...common, projects: isolated.length > 0 ? [shared, own] : [shared] } };
}
