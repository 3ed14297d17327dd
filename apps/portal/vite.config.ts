import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served under /cv3/ (spec §2). `html.cspNonce` leaves a placeholder the server replaces per response
// (security.md §1.4); `source` resolves our workspace packages from their TypeScript sources.
export default defineConfig({
  base: '/cv3/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/uaa': 'http://localhost:8080', '/v1': 'http://localhost:8080', '/api': 'http://localhost:8080', '/user': 'http://localhost:8080' } },
});
