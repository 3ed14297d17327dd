import { defineConfig } from 'vitest/config';
import { domPreset } from '@scf/vitest-config';

// Files marked `@vitest-environment node` resolve through the SSR conditions: without `source` they would
// load @scf/api's built dist (possibly stale) instead of its TypeScript source (docs/adr/0001).
const preset = domPreset('signing');
export default defineConfig({ ...preset, ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } } });
