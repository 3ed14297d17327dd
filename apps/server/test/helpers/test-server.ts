import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/build-app';
import type { ScfApp } from '../../src/build-app';
import { configureExports } from '../../src/modules/exports';
import type { OssConfig } from '../../src/modules/files';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from './business-date';
import { FakeClock } from './fake-clock';
import { TestClient } from './test-client';
import { openTestDb } from './test-db';
import { DEMO_BANK_CA_CERT_DER_B64 } from '../../src/platform/signing/demo-ukeys';
import { testBankCa } from '../signing/test-bank-ca';

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

export interface TestServerOptions {
  portal?: boolean;
  signingEnabled?: boolean;
  /** The file store's bucket (read on each request, so a test may fill in the endpoint once its S3 server runs). */
  oss?: OssConfig;
  /** TLS at a proxy, and whose X-Forwarded-For to believe (TRUST_PROXY). */
  trustProxyTls?: boolean;
  trustProxy?: number | readonly string[];
  /** The demo tools (domain-lines.md §14A.3); default off. */
  demoTools?: boolean;
}

/** One migrated, demo-seeded database and app (PGlite start is slow and memory-hungry: one per test file). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { db, dispose, fresh } = await openTestDb();
  if (fresh) {
    // The seed writes c1_op's 已完成 export file (its path and SHA-256 go into this database): into a folder of this
    // server's own, or a test file seeding beside it (PostgreSQL: every file seeds) would overwrite it.
    configureExports({ dir: mkdtempSync(path.join(tmpdir(), 'scf-exports-seed-')) });
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
  const app = await buildApp({
    db,
    clock,
    businessDate: BUSINESS_DATE,
    portalDir,
    sweepIntervalMs: 0,
    signingEnabled: options.signingEnabled ?? true,
    oss: options.oss,
    trustProxyTls: options.trustProxyTls ?? false,
    trustProxy: options.trustProxy ?? false,
    demoTools: options.demoTools ?? false,
    // The demo CCB CA and the tests' own bank CA, which issues fresh "hardware" certificates for bind and change.
    bankCaCerts: [DEMO_BANK_CA_CERT_DER_B64, (await testBankCa()).certDerB64],
  });
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

/** The file's server (started in beforeAll, closed in afterAll) and callers of it. */
export interface TestServerHandle extends Omit<TestServer, 'close'> {
  /** A new browser-like caller with no cookies. */
  client(): TestClient;
  /** A caller that loaded the page and logged in as `user`. */
  login(user: string): Promise<TestClient>;
}

/**
 * One server per test file: call at the top level of the file. Its fields are read inside tests and hooks (the
 * server exists from beforeAll on).
 */
export function useTestServer(options: TestServerOptions = {}): TestServerHandle {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = (): TestServer => {
    if (!server) throw new Error('useTestServer: the server starts in beforeAll; read it inside a test or hook');
    return server;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    get portalDir() {
      return current().portalDir;
    },
    client: () => new TestClient(current().app, current().clock),
    async login(user) {
      const c = new TestClient(current().app, current().clock);
      await c.page();
      await c.login(user);
      return c;
    },
  };
}
