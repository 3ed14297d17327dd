#!/usr/bin/env node
// `npm run routes:doc`: regenerates docs/routes.md. The generator is a TypeScript module of the portal
// (apps/portal/src/app/routes-doc) that needs the portal's screen registry, so it runs through the portal's vitest
// test with UPDATE_ROUTES_DOC=1; without the variable that same test (part of `npm test`) fails when the file is stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const portal = path.resolve(import.meta.dirname, '..', 'apps', 'portal');
const result = spawnSync('npx', ['vitest', 'run', 'src/app/routes-doc'], {
  cwd: portal,
  env: { ...process.env, UPDATE_ROUTES_DOC: '1' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
