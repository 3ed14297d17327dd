import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/build-app';
import type { ScfApp } from '../../src/build-app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed-demo';
import { FakeClock } from './fake-clock';
import { openTestDb } from './test-db';

import { BUSINESS_DATE } from './business-date';

export { BUSINESS_DATE };

/** A tiny stand-in for the built portal: the nonce placeholder on a script and a style, one hashed asset. */
export const TEST_INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><meta property="csp-nonce" nonce="__CSP_NONCE__">
<script type="module" nonce="__CSP_NONCE__" src="/cv3/assets/index-abc123.js"></script>
<style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><div id="root"></div></body></html>`;

export interface TestServer {
  app: ScfApp;
  db: Db;
  clock: FakeClock;
  portalDir: string;
  close(): Promise<void>;
}

/** One migrated, demo-seeded database and app per test file (PGlite start is slow and memory-hungry). */
export async function startTestServer(options: { portal?: boolean; signingEnabled?: boolean } = {}): Promise<TestServer> {
  const { db, dispose, fresh } = await openTestDb();
  if (fresh) {
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
  }
  const portalDir = mkdtempSync(path.join(tmpdir(), 'scf-portal-'));
  if (options.portal !== false) {
    mkdirSync(path.join(portalDir, 'assets'));
    writeFileSync(path.join(portalDir, 'index.html'), TEST_INDEX_HTML);
    writeFileSync(path.join(portalDir, 'assets', 'index-abc123.js'), 'console.log("portal")');
    // What the portal build's precompress step writes beside each asset.
    writeFileSync(path.join(portalDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("portal")'));
    writeFileSync(path.join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  const clock = new FakeClock(Date.parse(`${BUSINESS_DATE}T02:00:00Z`));
  const app = await buildApp({ db, clock, businessDate: BUSINESS_DATE, portalDir, sweepIntervalMs: 0, signingEnabled: options.signingEnabled ?? true });
  await app.ready();
  return {
    app,
    db,
    clock,
    portalDir,
    async close() {
      await app.close();
      await dispose();
      rmSync(portalDir, { recursive: true, force: true });
    },
  };
}
