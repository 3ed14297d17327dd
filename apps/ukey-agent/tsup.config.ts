import { defineConfig } from 'tsup';

// Like apps/server: our own packages are bundled from source (the `source` condition), so `npm start`
// needs no separate package build; third-party dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  outDir: 'dist',
  noExternal: [/^@scf\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
