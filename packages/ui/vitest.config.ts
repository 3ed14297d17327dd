import { defineConfig } from 'vitest/config';
import { domPreset, sharedWorkers } from '@scf/vitest-config';

// The files that must not share a worker: a `vi.mock` stays registered in its worker for every later file. Every other
// file shares its worker (isolate: false); @scf/vitest-config/shared-worker-setup resets what a file may leave behind.
// VITEST_ISOLATE=1 runs every file in a fresh worker. The rule for a new file: docs/testing.md ("Shared workers: how they are set up").
const ISOLATED = ['src/file-previewer/file-previewer.test.tsx', 'src/header/user-menu.test.tsx'];

const preset = domPreset('ui', {
  setupFiles: ['@scf/vitest-config/setup-dom', './src/test/setup.ts', '@scf/vitest-config/shared-worker-setup'],
});
export default defineConfig(sharedWorkers(preset, ISOLATED));
