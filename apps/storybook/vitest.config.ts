import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromiumArgs, chromiumPath } from '@scf/test-chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (its headless shell when installed); no browser is ever downloaded (toolchain.md). */
const executablePath = chromiumPath();

/** A JSON report lets scripts/test.mjs sum the counts of every runner, and the timings report what each file cost (as tooling/vitest does). */
const timings = path.join(dirname, '../../tooling/vitest/timings-reporter.js');
const reportDir = process.env.REPORT_DIR;
const reporters = reportDir
  ? [
      'default',
      ['json', { outputFile: path.join(reportDir, 'vitest-storybook.json') }],
      [timings, { outputFile: path.join(reportDir, 'timings-vitest-storybook.json'), runner: 'storybook' }],
    ]
  : ['default'];

/** A fresh object per project: vitest writes the project name into `instances`, so they must not be shared. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: [...testChromiumArgs] } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // As in .storybook/main.ts: a dependency first met mid-run is optimised then and reloads the page, which fails the
  // test file being imported ("Vitest failed to find the current suite"). The first route's schemas use zod/mini.
  optimizeDeps: { include: ['zod', 'zod/mini'] },
  test: {
    reporters: reporters as never,
    projects: [
      {
        extends: true,
        // Every story is a test: render, play function, axe (a11y test: 'error').
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Generous: a PDF story renders real pages with pdf.js, slow on 2 shared cores (times are not asserted).
        // One page for every story file (isolate: false): a fresh iframe per file loaded the preview, axe and the
        // story's packages again, ≈ 3 s per file. STORYBOOK_ISOLATE=1 gives each file its own page again (to tell a
        // leak between files from a failure of the file itself).
        test: { name: 'storybook', browser: browser(), testTimeout: 60_000, isolate: process.env.STORYBOOK_ISOLATE === '1' },
      },
      {
        extends: true,
        // Visual baselines of the shell parts, from the same stories (disjoint glob, toolchain.md pitfall 6).
        test: {
          name: 'visual',
          include: ['visual/**/*.browser.test.tsx'],
          setupFiles: ['./visual/setup.ts'],
          // WIDE width, so the baselines show the whole bar.
          browser: { ...browser(), viewport: { width: 1480, height: 900 } },
        },
      },
    ],
  },
});
