import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// PGlite is memory-hungry (~750 MB per instance): test files run in a few forks, not all at once. One seeded
// PGlite image is built once per run (test/global-setup.ts); timeouts allow for a busy shared 2-core machine.
export default defineConfig(
  nodePreset('server', { pool: 'forks', maxWorkers: 2, testTimeout: 60_000, hookTimeout: 180_000, globalSetup: ['test/global-setup.ts'] }),
);
