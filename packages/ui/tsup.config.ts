import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per `exports` subpath; shared code goes to chunks, so the date picker stays out of `index` users'
  // bundles unless they render it.
  entry: { index: 'src/index.ts', 'date-picker': 'src/date-picker/index.ts', fixtures: 'src/fixtures.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outDir: 'dist',
  external: [/^react/, /^styled-components/, /^@scf\//],
});
