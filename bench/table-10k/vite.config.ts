import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

// Our side of ../shared/peers/table-10k: the same page, built the same way (vite 8 + @vitejs/plugin-react 6, no
// source maps). Not a workspace: the plugin is the portal's copy; `source` resolves @scf/ui from its TypeScript
// sources, as the portal does.
const fromPortal = createRequire(path.resolve(import.meta.dirname, '../../apps/portal/package.json'));
const { default: react } = (await import(pathToFileURL(fromPortal.resolve('@vitejs/plugin-react')).href)) as typeof import('@vitejs/plugin-react');

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { sourcemap: false, reportCompressedSize: false },
  preview: { host: '127.0.0.1' },
});
