import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// The embedding test only: node environment, one file, minutes not seconds (it builds, packs and installs).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const preset = nodePreset('ui-embed', { include: ['test-embed/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 600_000 });
export default defineConfig({ ...preset, root });
