import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

// The embedding tests only: node environment. The global set-up (test-embed/prepare-host.ts) builds, packs and
// installs two hosts, which takes minutes; the tests then only read its results and drive Chromium.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const preset = nodePreset('ui-embed', {
  include: ['test-embed/**/*.test.ts'],
  globalSetup: ['test-embed/prepare-host.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
});
export default defineConfig({ ...preset, root });
