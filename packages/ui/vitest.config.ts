import { defineConfig } from 'vitest/config';
import { domPreset } from '@scf/vitest-config';

export default defineConfig(domPreset('ui', { setupFiles: ['@scf/vitest-config/setup-dom', './src/test/setup.ts'] }));
