import { defineConfig } from 'vitest/config';
import { domPreset } from '@scf/vitest-config';

export default defineConfig(
  domPreset('portal', {
    // The preset's DOM setup plus ours (the jsdom gaps Radix and the charts need).
    setupFiles: ['@scf/vitest-config/setup-dom', './src/test/setup.ts'],
  }),
);
