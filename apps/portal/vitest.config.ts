import { defineConfig } from 'vitest/config';
import { domPreset } from '@scf/vitest-config';

export default defineConfig(
  domPreset('portal', {
    // The preset's DOM setup plus ours (Testing Library timeouts for lazy screens on shared cores).
    setupFiles: ['@scf/vitest-config/setup-dom', './src/test/setup.ts'],
    testTimeout: 15000,
  }),
);
