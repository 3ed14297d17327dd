import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// PGlite is memory-hungry (~750 MB per instance): test files run in a few forks, not all at once. One seeded
// database is built once per run (test/global-setup.ts); the preset's time limits are backstops for a busy shared 2-core machine.
// The files of a fork share its modules (isolate: false): the server's modules load once per fork, not once per file
// (a few seconds each); no server test mocks a module, and test/setup-flows.ts resets the one setting a file may change.
const preset = nodePreset('server', {
  pool: 'forks',
  maxWorkers: 2,
  isolate: false,
  hookTimeout: 180_000,
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup-flows.ts'],
});

export default defineConfig({
  ...preset,
  // The global setup runs in Vitest's own environment, which takes neither `resolve` nor `ssr` conditions: without
  // `source` there it would load our packages from their dist builds, stale or absent while they are being rebuilt.
  environments: { __vitest__: { resolve: { conditions: preset.ssr?.resolve?.conditions ?? [] } } },
});
