import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildVersion } from './vite-plugins/build-version';
import { precompress } from './vite-plugins/precompress';

// The first route (design.md §7: ≤ 3 JS requests before first paint) is what the entry imports statically —
// rolldown tags those modules `$initial`. Left to itself rolldown splits them by which lazy screens share them
// (react-router, styled-components and the session each became a file: 5 requests). Two groups instead: the
// libraries, which change rarely and stay cached across our releases, and our own code. Lazy screens and lazy
// parts (the header's user menu, dialogs) are not `$initial`, so they keep their own chunks. rolldown adds its
// small runtime chunk (CommonJS interop shared by both): 3 requests in all.
//
// The first paint is the boot frame (src/app/boot); the app — router, API client, session, screen registry — is one
// lazy chunk `app` that main.tsx imports at once: its start module and everything it imports statically (rolldown
// includes a captured module's dependencies), except what the first route already has. Left alone, rolldown cut it
// into 11 files by which screens share each module.
const firstRouteChunks = {
  groups: [
    { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/, priority: 3 },
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'app', test: /[\\/]src[\\/]app[\\/]boot[\\/]start-app\.tsx$/, priority: 1 },
  ],
};

// The first route's chunks keep their names; a lazy chunk is named by its hash alone: the first route lists every
// lazy chunk's file (the screens' preload lists), so long names cost every first load (source maps still name them).
const lazyChunkName = (chunk: { name: string }) => (['vendor', 'index', 'app'].includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js');

// A screen's preload list need not name the first route's files nor the app's: the page has loaded them before any
// screen's import runs. Dropping them keeps the lists (one per screen, all in the app's code) short.
const LOADED_BEFORE_SCREENS = /(^|\/)(index|vendor|app|rolldown-runtime)-[\w-]+\.js$/;

// react-router 7 ships a production build (dist/production: ENABLE_DEV_WARNINGS off, so the minifier drops the
// warnings' code) but its package exports name only dist/development (remix-run/react-router#12532, #14102): a
// production build would bundle the development one. The build takes the production files by path; dev and tests
// keep the warnings.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

// Served under /cv3/ (spec §2). `html.cspNonce` leaves a placeholder the server replaces per response
// (security.md §1.4); `source` resolves our workspace packages from their TypeScript sources.
export default defineConfig(({ command }) => ({
  base: '/cv3/',
  // precompress: .br/.gz beside each asset for the server to send as they are (docs/performance.md);
  // buildVersion: version.json, which open tabs poll to offer a reload after a deploy.
  plugins: [react(), precompress(), buildVersion()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'], alias: command === 'build' ? reactRouterProduction : [] },
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => !LOADED_BEFORE_SCREENS.test(d)) },
    // PDF character maps are fetched by pdf.js at run time: keep them files (a data: URL breaks connect-src 'self').
    assetsInlineLimit: (file: string) => (file.endsWith('.bcmap') ? false : undefined),
    rolldownOptions: { output: { codeSplitting: firstRouteChunks, chunkFileNames: lazyChunkName } },
  },
  server: { proxy: { '/uaa': 'http://localhost:8080', '/v1': 'http://localhost:8080', '/api': 'http://localhost:8080', '/user': 'http://localhost:8080' } },
}));
