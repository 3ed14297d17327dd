import { defineConfig } from 'vitest/config';
import { domPreset, sharedWorkers } from '@scf/vitest-config';

// No file needs a worker of its own (none calls `vi.mock`): every file shares its worker (isolate: false);
// @scf/vitest-config/shared-worker-setup resets what a file may leave behind. VITEST_ISOLATE=1 runs every file in a
// fresh worker. The rule for a new file: docs/testing.md ("Shared workers: how they are set up").
const ISOLATED: string[] = [];

const preset = domPreset('finance-widgets', { setupFiles: ['@scf/vitest-config/setup-dom', '@scf/vitest-config/shared-worker-setup'] });
export default defineConfig(sharedWorkers(preset, ISOLATED));
