// The ledger's figures for `npm run bench` (issue 10): issue → approve → sign-for throughput on PostgreSQL, and the
// list endpoints' time with SEED=large. Reported, never asserted. Each measurement starts its own server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LedgerClient, dummySignature } from './ledger-client.mjs';
import { freePort, startChild, waitForHttp } from './processes.mjs';
import { percentile } from './stats.mjs';

const BUSINESS_DATE = '2025-06-16';
const round = (v) => (v === null ? null : Math.round(v * 100) / 100);

/** Our server on a port of its own, seeded as asked; `stop()` ends it. */
async function startServer(serverMain, env) {
  const port = await freePort();
  const handle = startChild(process.execPath, [serverMain], { env: { ...process.env, PORT: String(port), BUSINESS_DATE, LOG_LEVEL: 'warn', UKEY_AGENT_ORIGIN: 'none', ...env } });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, handle, 300_000);
  return { base, stop: () => handle.stop() };
}

/** One credit's whole life to HELD: c1_op issues, c1_dir approves, s1_op signs for, s1_dir approves (signing switch off). */
async function oneFlow(c) {
  const app = await c.op.call('POST', '/v1/credits/issue/apply', { issuerCorpId: 'C1', lines: [{ receiverCorpId: 'S1', amount: '100.00', dueDate: '2025-09-15', contractId: 'CT-HT-2025-001', remark: '' }], submit: true }, { idempotent: true });
  const approve = async (client, appNo) => {
    const original = await client.call('GET', `/v1/credits/${appNo}/signature/assemble`, undefined, { query: { raType: 'CCB' } });
    return client.call('POST', `/v1/applications/${appNo}/approve`, dummySignature(original), { idempotent: true });
  };
  const issued = await approve(c.dir, app.appNo);
  const sign = await c.s1op.call('POST', `/v1/credits/${issued.lines[0].creditNo}/sign-for`, { decision: 'ACCEPT', comment: '' }, { idempotent: true });
  await approve(c.s1dir, sign.appNo);
}

/** Closed loop: `workers` flows at a time for `seconds`; flows per second and the flow latency. */
export async function issueThroughput(base, { workers = 8, seconds = 10 } = {}) {
  const login = (u) => new LedgerClient(base).login(u);
  const clients = { op: await login('c1_op'), dir: await login('c1_dir'), s1op: await login('s1_op'), s1dir: await login('s1_dir') };
  await oneFlow(clients);
  const times = [];
  let failures = 0;
  let firstError = null;
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await oneFlow(clients);
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch (error) {
          failures += 1;
          firstError ??= String(error?.message ?? error);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { workers, seconds, flows: times.length, failures, firstError, flowsPerSecond: round(times.length / elapsed), callsPerFlow: 7, flowP50Ms: round(percentile(times, 50)), flowP99Ms: round(percentile(times, 99)) };
}

/** Sequential calls of each list endpoint (loopback round trip ≈ server time): p50 and p95 in ms. */
export async function listTimes(base, { n = 60 } = {}) {
  const c1 = await new LedgerClient(base).login('c1_query');
  const s1 = await new LedgerClient(base).login('s1_op');
  const dir = await new LedgerClient(base).login('c1_dir');
  const lists = {
    'credits all, by due date': () => c1.call('POST', '/v1/credits/list', { page: 1, size: 20, sort: { field: 'dueDate', order: 'asc' }, filters: { scope: 'all' } }),
    'credits all, page 200 by amount': () => c1.call('POST', '/v1/credits/list', { page: 200, size: 20, sort: { field: 'amount', order: 'desc' }, filters: { scope: 'all' } }),
    'credits held, counterparty filter': () => s1.call('POST', '/v1/credits/list', { page: 1, size: 20, filters: { scope: 'held', counterparty: '重工' } }),
    'applications review queue': () => dir.call('POST', '/v1/applications/list', { page: 1, size: 20, filters: { scope: 'review' } }),
    'line credits (额度详情)': () => c1.call('POST', '/v1/limits/lines/L1/credits', { page: 1, size: 20 }),
    'core query home': () => c1.call('POST', '/v1/credits/home', { side: 'core' }),
    'chain operator home': () => s1.call('POST', '/v1/credits/home', { side: 'chain' }),
  };
  const out = {};
  for (const [name, call] of Object.entries(lists)) {
    const total = (await call()).total ?? null;
    const times = [];
    for (let i = 0; i < n; i += 1) {
      const t0 = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    out[name] = { total, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
  }
  return out;
}

/** A throw-away schema on the PostgreSQL of DATABASE_URL, and the URL that puts the server in it. */
async function scratchSchema(databaseUrl) {
  const { default: pg } = await import('pg');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Every ledger figure this machine can give; what it cannot is null with the reason in `reasons`. */
export async function measureLedger(serverMain, { attempt, reasons, log, seconds = 10 }) {
  const results = { businessDate: BUSINESS_DATE, signing: 'off (SIGNING_ENABLED=0: challenges issued and consumed, dummy signature values)' };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    results.issueApproveSignPostgres = await attempt('ledger.issueApproveSign.postgres', async () => {
      const scratch = await scratchSchema(databaseUrl);
      const server = await startServer(serverMain, { DATABASE_URL: scratch.url, SEED: 'demo', SIGNING_ENABLED: '0' });
      try {
        return await issueThroughput(server.base, { seconds });
      } finally {
        await server.stop();
        await scratch.drop();
      }
    });
    if (results.issueApproveSignPostgres) log(`  issue → approve → sign-for on PostgreSQL: ${results.issueApproveSignPostgres.flowsPerSecond} flows/s (${results.issueApproveSignPostgres.failures} failed)`);
  } else {
    results.issueApproveSignPostgres = null;
    reasons['ledger.issueApproveSign.postgres'] = 'skipped: DATABASE_URL is not set (PostgreSQL absent)';
    log(`  issue → approve → sign-for: ${reasons['ledger.issueApproveSign.postgres']}`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-large-'));
  results.listsSeedLargePglite = await attempt('ledger.lists.pglite', async () => {
    const server = await startServer(serverMain, { DATA_DIR: dataDir, SEED: 'large', DATABASE_URL: '' });
    try {
      return await listTimes(server.base);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  if (databaseUrl) {
    results.listsSeedLargePostgres = await attempt('ledger.lists.postgres', async () => {
      const scratch = await scratchSchema(databaseUrl);
      const server = await startServer(serverMain, { DATABASE_URL: scratch.url, SEED: 'large' });
      try {
        return await listTimes(server.base);
      } finally {
        await server.stop();
        await scratch.drop();
      }
    });
  }
  return results;
}
