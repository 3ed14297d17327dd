import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// PGlite is memory-hungry (~750 MB per instance): test files run in a few forks, not all at once.
export default defineConfig(
  nodePreset('server', { pool: 'forks', maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 }),
);
