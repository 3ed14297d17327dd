#!/usr/bin/env node
// `vite preview` of a built app, run with the app's own vite, on a given port. Used for the peers and, while
// the server does not serve /cv3/ yet, for our portal — then `apiTarget` proxies its API calls to our server
// instead of the dev default (localhost:8080). Usage: node preview.mjs <appDir> <port> [apiTarget]
import { createRequire } from 'node:module';
import path from 'node:path';

const [appDir, port, apiTarget] = process.argv.slice(2);
const vite = await import(createRequire(path.join(path.resolve(appDir), 'package.json')).resolve('vite'));
const proxy = apiTarget ? Object.fromEntries(['/uaa', '/v1', '/api', '/user'].map((p) => [p, apiTarget])) : undefined;
const server = await vite.preview({
  root: path.resolve(appDir),
  logLevel: 'warn',
  preview: { port: Number(port), strictPort: true, host: '127.0.0.1', open: false, ...(proxy ? { proxy } : {}) },
});
console.log(`preview ${server.resolvedUrls?.local?.[0] ?? port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
