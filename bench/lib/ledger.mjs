// The ledger's figures for `npm run bench` (issues 10 and 11): issue → approve → sign-for and transfer throughput on
// PostgreSQL (PGlite when DATABASE_URL is unset, labelled), and the list endpoints' time with SEED=large. Reported,
// never asserted. Each measurement starts its own server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LedgerClient, dummySignature } from './ledger-client.mjs';
import { floorThroughput, logFloor, stepFloorThroughput, transfersShareOfFloor, transfersShareOfOneCallFloor } from './ledger-floor.mjs';
import { cpuMsOf, freePort, startChild, waitForHttp } from './processes.mjs';
import { percentile, round2 as round } from './stats.mjs';
import { closedLoop } from './closed-loop.mjs';

const BUSINESS_DATE = '2025-06-16';

/**
 * Our server on a port of its own, seeded as asked; `stop()` ends it. `BENCH_SERVER_NODE_ARGS` adds Node options to
 * the server's command line (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under the loop).
 */
async function startServer(serverMain, env) {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const handle = startChild(process.execPath, [...nodeArgs, serverMain], {
    env: { ...process.env, PORT: String(port), BUSINESS_DATE, LOG_LEVEL: 'warn', UKEY_AGENT_ORIGIN: 'none', ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, handle, 300_000);
  return { base, pid: handle.child.pid, stop: () => handle.stop() };
}

/**
 * CPU spent per transfer by the server process, by its PostgreSQL backends (every backend connected to the scratch
 * database's schema's database, except the bench's own) and by the bench client itself: less noisy on a shared
 * machine than transfers/s, and what bounds the throughput of a quiet one (cores × 1000 ms / the sum).
 */
function cpuMeter(admin, serverPid) {
  const backends = async () =>
    (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  const snapshot = async () => ({
    server: cpuMsOf(serverPid),
    db: new Map((await backends()).map((pid) => [pid, cpuMsOf(pid) ?? 0])),
    client: process.cpuUsage(),
  });
  return {
    start: snapshot,
    async perTransfer(before, transfers) {
      const after = await snapshot();
      if (before.server === null || after.server === null || transfers === 0) return null;
      let db = 0;
      for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
      const client = (after.client.user + after.client.system - before.client.user - before.client.system) / 1000;
      const per = (ms) => round(ms / transfers);
      return { serverMs: per(after.server - before.server), databaseMs: per(db), benchClientMs: per(client), databaseBackends: after.db.size };
    },
  };
}

/** One credit's whole life to HELD: c1_op issues, c1_dir approves, s1_op signs for, s1_dir approves (signing switch off). */
async function oneFlow(c) {
  const app = await c.op.call(
    'POST',
    '/v1/credits/issue/apply',
    { issuerCorpId: 'C1', lines: [{ receiverCorpId: 'S1', amount: '100.00', dueDate: '2025-09-15', contractId: 'CT-HT-2025-001', remark: '' }], submit: true },
    { idempotent: true },
  );
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
  const { times, failures, firstError, elapsed } = await closedLoop(() => oneFlow(clients), { workers, seconds });
  return {
    workers,
    seconds,
    flows: times.length,
    failures,
    firstError,
    flowsPerSecond: round(times.length / elapsed),
    callsPerFlow: 7,
    flowP50Ms: round(percentile(times, 50)),
    flowP99Ms: round(percentile(times, 99)),
  };
}

/** A credit C1 issues to S1 and S1 signs for: HELD by S1, the start of one transfer worker's chain. */
async function heldByS1(c, amount) {
  const app = await c.op.call(
    'POST',
    '/v1/credits/issue/apply',
    { issuerCorpId: 'C1', lines: [{ receiverCorpId: 'S1', amount, dueDate: '2025-09-15', contractId: 'CT-HT-2025-001', remark: '' }], submit: true },
    { idempotent: true },
  );
  const issued = await approveApp(c.dir, app.appNo);
  const sign = await c.s1op.call('POST', `/v1/credits/${issued.lines[0].creditNo}/sign-for`, { decision: 'ACCEPT', comment: '' }, { idempotent: true });
  await approveApp(c.s1dir, sign.appNo);
  return issued.lines[0].creditNo;
}

/** 同意 with the dummy signature: fetch the original (the server issues a challenge), then approve with it. */
async function approveApp(client, appNo) {
  const original = await client.call('GET', `/v1/credits/${appNo}/signature/assemble`, undefined, { query: { raType: 'CCB' } });
  return client.call('POST', `/v1/applications/${appNo}/approve`, dummySignature(original), { idempotent: true });
}

/**
 * One whole transfer with split (domain.md §7.5): S1's operator applies 1.00 of the credit to S2, S1's director
 * approves, S2's operator accepts, S2's director approves — the credit splits into 1.00 for S2 and the rest for S1,
 * which is the credit of the next round (read from the answer's flow: the SPLIT_KEEP record). Each step's time is kept.
 */
async function oneTransfer(c, creditNo, steps) {
  const timed = async (name, fn) => {
    const t0 = process.hrtime.bigint();
    const out = await fn();
    steps[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
    return out;
  };
  const app = await timed('apply', () =>
    c.s1op.call(
      'POST',
      '/v1/credits/transfer/apply',
      { receiverCorpId: 'S2', contractId: 'CT-HT-2025-201', lines: [{ creditNo, amount: '1.00' }], remark: '' },
      { idempotent: true },
    ),
  );
  await timed('approve', () => approveApp(c.s1dir, app.appNo));
  await timed('decide', () => c.s2op.call('POST', `/v1/applications/${app.appNo}/decide`, { decision: 'ACCEPT', comment: '' }, { idempotent: true }));
  const done = await timed('counterpartyApprove', () => approveApp(c.s2dir, app.appNo));
  const kept = done.flow.find((f) => f.action === 'SPLIT_KEEP')?.creditNo;
  if (done.status !== 'COMPLETED' || !kept) throw new Error(`transfer ${app.appNo} ended ${done.status} without a remainder`);
  return kept;
}

/**
 * Closed loop: `workers` chains of whole transfers (4 steps, 6 calls: apply, original + approve, decide,
 * original + approve) for `seconds`; transfers per second, the whole transfer's latency and each step's p50/p99.
 * Each worker starts from a credit of its own, so workers never compete for a credit, only for the ledger.
 */
export async function transferThroughput(base, { workers = 16, seconds = 10, meter = null } = {}) {
  const login = (u) => new LedgerClient(base).login(u);
  const c = {
    op: await login('c1_op'),
    dir: await login('c1_dir'),
    s1op: await login('s1_op'),
    s1dir: await login('s1_dir'),
    s2op: await login('s2_op'),
    s2dir: await login('s2_dir'),
  };
  const starts = await Promise.all(Array.from({ length: workers }, () => heldByS1(c, '1000000.00')));
  const steps = { apply: [], approve: [], decide: [], counterpartyApprove: [] };
  await oneTransfer(c, await heldByS1(c, '100.00'), { apply: [], approve: [], decide: [], counterpartyApprove: [] });
  const times = [];
  let failures = 0;
  let firstError = null;
  const cpuBefore = meter ? await meter.start() : null;
  const loadAverage1mAtStart = round(os.loadavg()[0]);
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    starts.map(async (first) => {
      let creditNo = first;
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          creditNo = await oneTransfer(c, creditNo, steps);
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch (error) {
          failures += 1;
          firstError ??= String(error?.message ?? error);
          return;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpuPerTransfer = meter ? await meter.perTransfer(cpuBefore, times.length) : null;
  const stepFigures = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, { p50Ms: round(percentile(v, 50)), p99Ms: round(percentile(v, 99)) }]));
  return {
    workers,
    seconds,
    transfers: times.length,
    failures,
    firstError,
    transfersPerSecond: round(times.length / elapsed),
    callsPerTransfer: 6,
    transferP50Ms: round(percentile(times, 50)),
    transferP99Ms: round(percentile(times, 99)),
    steps: stepFigures,
    cpuPerTransfer,
    loadAverage1mAtStart,
    loadAverage1mAtEnd: round(os.loadavg()[0]),
  };
}

/** Sequential calls of each list endpoint (loopback round trip ≈ server time): p50 and p95 in ms. */
export async function listTimes(base, { n = 60 } = {}) {
  const c1 = await new LedgerClient(base).login('c1_query');
  const s1 = await new LedgerClient(base).login('s1_op');
  const dir = await new LedgerClient(base).login('c1_dir');
  const lists = {
    'credits all, by due date': () =>
      c1.call('POST', '/v1/credits/list', { page: 1, size: 20, sort: { field: 'dueDate', order: 'asc' }, filters: { scope: 'all' } }),
    'credits all, page 200 by amount': () =>
      c1.call('POST', '/v1/credits/list', { page: 200, size: 20, sort: { field: 'amount', order: 'desc' }, filters: { scope: 'all' } }),
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
    admin,
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

function logTransfer(where, r, log) {
  const steps = Object.entries(r.steps)
    .map(([k, v]) => `${k} p99 ${v.p99Ms} ms`)
    .join(', ');
  log(
    `  transfer (apply → approve → decide → counterparty approve) on ${where}: ${r.transfersPerSecond} transfers/s with ${r.workers} workers,` +
      ` transfer p99 ${r.transferP99Ms} ms (${steps}; ${r.failures} failed)`,
  );
  const cpu = r.cpuPerTransfer;
  if (cpu)
    log(
      `  CPU per transfer: server ${cpu.serverMs} ms, PostgreSQL ${cpu.databaseMs} ms (${cpu.databaseBackends} backends),` +
        ` bench client ${cpu.benchClientMs} ms; load average ${r.loadAverage1mAtStart} → ${r.loadAverage1mAtEnd}`,
    );
}

/** Every ledger figure this machine can give; what it cannot is null with the reason in `reasons`. */
export async function measureLedger(serverMain, { attempt, reasons, log, seconds = 10, workers = 16, transfersOnly = false }) {
  const results = { businessDate: BUSINESS_DATE, signing: 'off (SIGNING_ENABLED=0: challenges issued and consumed, dummy signature values)' };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && !transfersOnly) {
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
    if (results.issueApproveSignPostgres)
      log(
        `  issue → approve → sign-for on PostgreSQL: ${results.issueApproveSignPostgres.flowsPerSecond} flows/s` +
          ` (${results.issueApproveSignPostgres.failures} failed)`,
      );
  }
  if (databaseUrl) {
    results.transferPostgres = await attempt('ledger.transfer.postgres', async () => {
      const scratch = await scratchSchema(databaseUrl);
      // BENCH_FLOOR=1: the floor is measured on the same server and database, right after the transfers (issue 34).
      const server = await startServer(serverMain, { DATABASE_URL: scratch.url, SEED: 'demo', SIGNING_ENABLED: '0', BENCH_FLOOR: '1' });
      try {
        const meter = cpuMeter(scratch.admin, server.pid);
        const transfer = await transferThroughput(server.base, { seconds, workers, meter });
        transfer.stepFloor = await attempt('ledger.stepFloor.postgres', () => stepFloorThroughput(server.base, { seconds, workers, meter }));
        transfer.transfersShareOfFloor = transfersShareOfFloor(transfer, transfer.stepFloor);
        transfer.floor = await attempt('ledger.floor.postgres', () => floorThroughput(server.base, { seconds, workers, meter }));
        transfer.transfersShareOfOneCallFloor = transfersShareOfOneCallFloor(transfer, transfer.floor);
        return transfer;
      } finally {
        await server.stop();
        await scratch.drop();
      }
    });
    if (results.transferPostgres) logTransfer('PostgreSQL', results.transferPostgres, log);
    if (results.transferPostgres) logFloor('PostgreSQL', results.transferPostgres, log);
  } else {
    results.issueApproveSignPostgres = null;
    reasons['ledger.issueApproveSign.postgres'] = 'skipped: DATABASE_URL is not set (PostgreSQL absent)';
    log(`  issue → approve → sign-for: ${reasons['ledger.issueApproveSign.postgres']}`);
    // Without PostgreSQL the transfer figure is taken on PGlite (one connection, transactions one at a time), labelled so.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-transfer-'));
    results.transferPglite = await attempt('ledger.transfer.pglite', async () => {
      const server = await startServer(serverMain, { DATA_DIR: dataDir, SEED: 'demo', DATABASE_URL: '', SIGNING_ENABLED: '0', BENCH_FLOOR: '1' });
      try {
        const transfer = await transferThroughput(server.base, { seconds, workers });
        transfer.stepFloor = await attempt('ledger.stepFloor.pglite', () => stepFloorThroughput(server.base, { seconds, workers }));
        transfer.transfersShareOfFloor = transfersShareOfFloor(transfer, transfer.stepFloor);
        transfer.floor = await attempt('ledger.floor.pglite', () => floorThroughput(server.base, { seconds, workers }));
        transfer.transfersShareOfOneCallFloor = transfersShareOfOneCallFloor(transfer, transfer.floor);
        return transfer;
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
    if (results.transferPglite) logTransfer('PGlite (DATABASE_URL unset)', results.transferPglite, log);
    if (results.transferPglite) logFloor('PGlite', results.transferPglite, log);
  }
  if (transfersOnly) return results;
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
