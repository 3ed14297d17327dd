import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// Pure modules run in Node; a test that needs the DOM says `// @vitest-environment jsdom` on its first line. The
// preset's generous time limit: a backstop for a hang, not a budget on a busy machine (issue 35).
export default defineConfig(nodePreset('api', { include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['@scf/vitest-config/setup-dom'] }));
