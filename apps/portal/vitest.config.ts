import { defineConfig } from 'vitest/config';
import { domPreset, sharedWorkers } from '@scf/vitest-config';

// The files that must not share a worker: a `vi.mock` stays registered in its worker for every later file, and
// first-chunk tests a flag set once per page load. Every other file shares its worker (isolate: false):
// jsdom and the app's modules load once per worker instead of once per file; src/test/shared-worker.ts resets what a
// file may leave behind. The rule for a new file is in docs/testing.md ("Portal: shared workers").
const ISOLATED = [
  'src/app/errors/route-error-boundary.test.tsx',
  'src/features/auth/routes/login-page.test.tsx',
  'src/features/identify/routes/soft-key-identify-page.test.tsx',
  'src/features/statistics/routes/chain-statistics-page.test.tsx',
  'src/lib/chunk-load/first-chunk.test.tsx',
];

const preset = domPreset('portal', {
  // The preset's DOM setup plus ours (the jsdom gaps Radix and the charts need, the reset between shared files).
  setupFiles: ['@scf/vitest-config/setup-dom', './src/test/setup.ts', './src/test/shared-worker.ts'],
  // A hook or teardown that waits on something that never comes fails loudly instead of leaving the worker idle.
  hookTimeout: 120_000,
  teardownTimeout: 60_000,
});

// On by default; VITEST_ISOLATE=1 (or PORTAL_ISOLATE=1) runs every file in a fresh worker as before (to tell a leak
// between files from a failure of the file itself).
export default defineConfig(process.env.PORTAL_ISOLATE === '1' ? preset : sharedWorkers(preset, ISOLATED));
