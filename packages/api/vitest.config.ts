import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// Pure modules run in Node; a test that needs the DOM says `// @vitest-environment jsdom` on its first line.
export default defineConfig(nodePreset('api', { include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['@scf/vitest-config/setup-dom'], testTimeout: 20_000 }));
