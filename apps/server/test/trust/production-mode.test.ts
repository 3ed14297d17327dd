import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/db';
import { openPgDb } from '../../src/platform/db/pg-db';
import { openPgliteDb } from '../../src/platform/db/pglite-db';
import { DEMO_BANK_CA_CERT_DER_B64 } from '../../src/platform/signing/demo-ukeys';
import { adminQuery, withDatabase } from '../helpers/pg-url';
import { testBankCa } from '../signing/test-bank-ca';

// Issue 26 H2: `NODE_ENV=production node apps/server/dist/main.js` is a deployment — it binds 127.0.0.1 unless HOST
// says otherwise, seeds no demo, trusts only BANK_CA_CERTS_FILE and refuses the demo's CA and users. The built server
// runs as an operator would start it (npm test builds it before the tests).
const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');
const dirs: string[] = [];
/** Servers still running when a test ends early (a timeout): stopped in afterAll, never left behind. */
const running = new Set<ReturnType<typeof spawn>>();
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const pem = (derB64: string) => `-----BEGIN CERTIFICATE-----\n${derB64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/**
 * Start the built server with `env` on a free port: `untilListening` resolves with the address it listens on (then
 * stop() ends it), or the run ends by itself (a refusal to start).
 */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      BUSINESS_DATE: '2025-06-16',
      PORTAL_DIR: tempDir('scf-portal-'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const run: Run = { stdout: '', stderr: '', code: null };
  child.stdout.on('data', (d: Buffer) => (run.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (run.stderr += d.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
  const listening = new Promise<string | null>((resolve) => {
    const look = () => {
      const m = /Server listening at (http:\/\/[^"\s]+)/.exec(run.stdout);
      if (m) resolve(m[1]!);
    };
    child.stdout.on('data', look);
    void exited.then(() => resolve(null));
  });
  return {
    listening,
    exited,
    async stop(): Promise<Run> {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

let bankCaFile = '';

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npx turbo run build --filter=@scf/server)`);
  bankCaFile = path.join(tempDir('scf-ca-'), 'bank-cas.pem');
  writeFileSync(bankCaFile, pem((await testBankCa()).certDerB64));
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Where a production server keeps its data: with DATABASE_URL (CI) an empty database of its own on that PostgreSQL, as
 * a deployment runs; else an empty PGlite data dir (whose first start spends most of its time creating the cluster).
 */
interface Store {
  /** The server's environment naming it. */
  env: Record<string, string>;
  /** The store opened here (the server that used it stopped). */
  open(): Promise<Db>;
  /** A copy of it, taken after its server stopped. */
  copy(): Promise<Store>;
}

const pgUrl = process.env.DATABASE_URL;
const pgDatabases: string[] = [];

async function pgStore(template?: string): Promise<Store> {
  const name = `t_prod_${randomBytes(6).toString('hex')}`;
  await adminQuery(pgUrl ?? '', `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  pgDatabases.push(name);
  const url = withDatabase(pgUrl ?? '', name);
  return { env: { DATABASE_URL: url }, open: () => openPgDb({ connectionString: url, max: 1 }), copy: () => pgStore(name) };
}

function pgliteStore(dataDir = tempDir('scf-prod-')): Store {
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPgliteDb(dataDir),
    copy: async () => {
      const copy = tempDir('scf-prod-copy-');
      cpSync(dataDir, copy, { recursive: true });
      return pgliteStore(copy);
    },
  };
}

const emptyStore = (): Promise<Store> => (pgUrl ? pgStore() : Promise.resolve(pgliteStore()));

afterAll(async () => {
  for (const name of pgDatabases) await adminQuery(pgUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function countRows(store: Store, table: string): Promise<number> {
  const db = await store.open();
  try {
    return Number((await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  } finally {
    await db.close();
  }
}

/**
 * A production server's first start on an empty store (migrations and the reference seed), run once: the first test
 * checks it, and the tests that need a database a production server made copy it instead of migrating one more.
 */
let firstStart: Promise<{ store: Store; address: string | null; healthStatus: number | undefined; run: Run }> | undefined;
const productionFirstStart = () =>
  (firstStart ??= (async () => {
    const store = await emptyStore();
    const server = startServer({ NODE_ENV: 'production', ...store.env, BANK_CA_CERTS_FILE: bankCaFile });
    const address = await server.listening;
    const healthStatus = address ? (await fetch(`${address}/healthz`)).status : undefined;
    return { store, address, healthStatus, run: await server.stop() };
  })());
/** A copy of the first production start's store (migrated, reference data, no demo user). */
const copyOfProductionStore = async () => (await productionFirstStart()).store.copy();

// The cases are independent (each its own server, port and data dir): they run at once.
describe.concurrent('production mode (NODE_ENV=production)', () => {
  it('says so first, binds 127.0.0.1, seeds no demo user or key but the reference data, and answers', async () => {
    const { store, address, healthStatus, run } = await productionFirstStart();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(healthStatus).toBe(200);
    // Bound to loopback only: Fastify names every address it listens on (0.0.0.0 would add the machine's others).
    expect([...run.stdout.matchAll(/Server listening at (http:\/\/[^"\s]+)/g)].map((m) => m[1])).toEqual([address]);
    expect(run.stdout.split('\n')[0]).toBe('production mode: listening on 127.0.0.1, no demo data or tools, Ukey trust anchors from BANK_CA_CERTS_FILE');
    expect(await countRows(store, 'app_user')).toBe(0);
    expect(await countRows(store, 'ukey_binding')).toBe(0);
    expect(await countRows(store, 'menu')).toBeGreaterThan(0);
  }, 400_000);

  it.each([
    ['without BANK_CA_CERTS_FILE', {}, 'production mode: set BANK_CA_CERTS_FILE'],
    ['with the demo CA among the trust anchors', { demoCa: true }, 'production mode: BANK_CA_CERTS_FILE holds the demo CA'],
    ['with SEED=demo', { SEED: 'demo' }, "production mode: SEED=demo would write the demo's users"],
    ['with DEMO_TOOLS=1', { DEMO_TOOLS: '1' }, 'production mode: DEMO_TOOLS cannot be on'],
  ])(
    'refuses to start %s',
    async (_name, setting, message) => {
      const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: tempDir('scf-prod-') };
      const { demoCa, ...rest } = setting as { demoCa?: boolean } & Record<string, string>;
      if (demoCa) {
        env.BANK_CA_CERTS_FILE = path.join(tempDir('scf-ca-'), 'with-demo.pem');
        writeFileSync(env.BANK_CA_CERTS_FILE, pem((await testBankCa()).certDerB64) + pem(DEMO_BANK_CA_CERT_DER_B64));
      } else if (Object.keys(rest).length > 0) env.BANK_CA_CERTS_FILE = bankCaFile;
      const run = await startServer({ ...env, ...rest }).exited;
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`refused to start: ${message}`);
      expect(run.stdout).not.toContain('Server listening');
    },
    60_000,
  );

  it('refuses to serve a database that holds the demo’s users', async () => {
    // A database a production server made and served (the first start's, copied), then given a demo user.
    expect((await productionFirstStart()).address).not.toBeNull();
    const store = await copyOfProductionStore();
    const db = await store.open();
    await db.query("INSERT INTO corp (corp_id, corp_name, uscc, corp_type) VALUES ('C1', '演示', '91320300MA1XG0000F', 'CORE')");
    await db.query(
      `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role)
        VALUES ('c1_dir', 'c1_dir', '演示', '13800000000', 'C1', 'x', 'ROLE_DIRECTOR')`,
    );
    await db.close();
    const run = await startServer({ NODE_ENV: 'production', ...store.env, BANK_CA_CERTS_FILE: bankCaFile }).exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('refused to start: production mode: the database holds demo users (c1_dir');
  }, 400_000);

  it('without NODE_ENV it is the demo, and its first line says so', async () => {
    // The banner comes before the database is opened: a migrated data dir (the copy) spares migrating one more.
    const server = startServer({ ...(await copyOfProductionStore()).env, SEED: 'none' });
    expect(await server.listening).not.toBeNull();
    const run = await server.stop();
    expect(run.stdout.split('\n')[0]).toMatch(/^演示模式 \(demo\): demo data with published passwords/);
  }, 400_000);
});
