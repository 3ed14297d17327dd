// Issue 34 item 3: the hot paths against their floors, as the three ratios of the Done-when, plus the open-loop
// p99 it keeps. `npm run bench -- --hot-only` measures them alone (merged into the results file as `hotPaths`); the
// full bench computes the same ratios from its own API and ledger figures (`hotPathRatios`).
//  - a static asset (the portal's entry chunk, as a browser asks) / GET /healthz, by throughput (goal ≥ 0.7);
//  - a signed, authenticated read (POST /uaa/v1/userInfo as c1_op) / GET /healthz, by throughput (goal ≥ 0.4);
//  - whole transfers/s / the ledger floor's whole-transfer equivalents/s (6 step calls, 4 transactions), same run,
//    same server (goal ≥ 0.5; bench/lib/ledger-floor.mjs);
//  - the signed read at 500 req/s open loop: p99 (goal ≤ 20 ms).
// Throughput shares are also given by the server's CPU per request (/proc), which a busy machine moves much less.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTest, prepareLoggedInCall } from './api-latency.mjs';
import { openLoopTest } from './open-loop.mjs';
import { cpuMsOf, freePort, startChild, waitForHttp } from './processes.mjs';
import { wrkAvailable, wrkLoad } from './wrk.mjs';

const share = (a, b) => (a != null && b ? Math.round((a / b) * 1000) / 1000 : null);

/** The asset's throughput over healthz's; with wrk, both sides are wrk's (Node's client limits an asset's answer). */
export function staticAssetShare(api) {
  return api?.staticAssetByWrk ? share(api.staticAssetByWrk.rps, api.healthzByWrk?.rps) : share(api?.staticAsset?.rps, api?.healthz?.rps);
}

/** The three ratios and the open-loop p99 from an API run and a ledger run (either may be null). */
export function hotPathRatios(api, ledger) {
  const transfer = ledger?.transferPostgres ?? ledger?.transferPglite ?? null;
  return {
    staticAssetShareOfHealthz: staticAssetShare(api),
    staticAssetClient: api?.staticAssetByWrk ? 'wrk' : api?.staticAsset ? 'node' : null,
    signedReadShareOfHealthz: share(api?.authenticatedRead?.rps, api?.healthz?.rps),
    transfersShareOfFloor: transfer?.transfersShareOfFloor ?? null,
    transfersShareOfOneCallFloor: transfer?.transfersShareOfOneCallFloor ?? null,
    transferDatabase: ledger?.transferPostgres ? 'PostgreSQL' : transfer ? 'PGlite' : null,
    openLoopP99Ms: api?.authenticatedReadOpenLoop?.p99Ms ?? null,
    goals: { staticAssetShareOfHealthz: 0.7, signedReadShareOfHealthz: 0.4, transfersShareOfFloor: 0.5, openLoopP99Ms: 20 },
  };
}

export function logHotPathRatios(r, log) {
  const met = (v, goal, atMost = false) => (v == null ? 'not measured' : (atMost ? v <= goal : v >= goal) ? 'met' : 'not met');
  log('\nHot paths (issue 34 item 3):');
  const client = r.staticAssetClient ? `, load client ${r.staticAssetClient}` : '';
  log(`  static asset / healthz:        ${r.staticAssetShareOfHealthz ?? '—'} (goal ≥ 0.7: ${met(r.staticAssetShareOfHealthz, 0.7)}${client})`);
  log(`  signed read / healthz:         ${r.signedReadShareOfHealthz ?? '—'} (goal ≥ 0.4: ${met(r.signedReadShareOfHealthz, 0.4)})`);
  log(`  whole transfers / floor:       ${r.transfersShareOfFloor ?? '—'} on ${r.transferDatabase ?? '—'} (goal ≥ 0.5: ${met(r.transfersShareOfFloor, 0.5)})`);
  log(`    (the floor's whole-transfer equivalent: 6 step calls, 4 transactions; over the one-call floor: ${r.transfersShareOfOneCallFloor ?? '—'})`);
  log(`  signed read p99 at open loop:  ${r.openLoopP99Ms ?? '—'} ms (goal ≤ 20 ms: ${met(r.openLoopP99Ms, 20, true)})`);
}

/**
 * Wait until the server is quiet: after the demo seed it renders the seeded receipts' PDFs in the background (a profile of
 * the signed-read load showed renderReceiptPdf in 30 % of the server's samples), which would be measured with the load.
 * Quiet: under 5 % of a core for 2 s in a row; at most `limitMs`. Returns the ms waited.
 */
export async function waitForQuiet(pid, { limitMs = 180_000 } = {}) {
  const started = Date.now();
  let quiet = 0;
  let last = cpuMsOf(pid);
  while (Date.now() - started < limitMs && quiet < 2) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMsOf(pid);
    if (now === null || last === null) return null;
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

/** Our server as the full bench starts it (demo seed, core 0 where taskset exists): the API part of the ratios. */
export async function measureHotApi(serverMain, { root, log, concurrency, seconds, rate }) {
  const pinning = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-hot-'));
  const port = await freePort();
  const [cmd, args] = pinning ? ['taskset', ['-c', '0', process.execPath, serverMain]] : [process.execPath, [serverMain]];
  const handle = startChild(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUSINESS_DATE: '2025-06-16', DATABASE_URL: '' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/healthz`, handle, 300_000);
    const waitedForQuietMs = await waitForQuiet(handle.child.pid);
    log(`  the server was quiet ${waitedForQuietMs ?? '—'} ms after it answered (background work after the seed)`);
    const version = await fetch(`${base}/cv3/version.json`).then((r) => (r.ok ? r.json() : null));
    if (!version?.entry) throw new Error('the server serves no portal build (no /cv3/version.json): build @scf/portal or set PORTAL_DIR');
    const assetHeaders = { 'accept-encoding': 'gzip, deflate, br' };
    const makeRead = await prepareLoggedInCall(base, '/uaa/v1/userInfo', '', { username: 'c1_op', password: 'Demo@2025a' });
    if (pinning) spawnSync('taskset', ['-cp', '1', String(process.pid)]);
    const loadAverage1mAtStart = os.loadavg()[0];
    const pid = handle.child.pid;
    const measured = async (name, makeRequest) => {
      await loadTest(makeRequest, { concurrency, seconds: 2, warmupSeconds: 0 });
      const before = cpuMsOf(pid);
      const r = await loadTest(makeRequest, { concurrency, seconds, warmupSeconds: 0 });
      const after = cpuMsOf(pid);
      r.serverCpuMsPerRequest = before === null || after === null || !r.requests ? null : Math.round(((after - before) / r.requests) * 1000) / 1000;
      log(`  ${name}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.failures} failed, server CPU ${r.serverCpuMsPerRequest} ms/request`);
      return r;
    };
    const api = { loadAverage1mAtStart, waitedForQuietMs, pinning: pinning ? 'server on core 0, load client on core 1 (taskset)' : null };
    api.healthz = await measured('healthz', () => ({ url: `${base}/healthz` }));
    api.staticAsset = await measured(`static asset ${version.entry}`, () => ({ url: `${base}${version.entry}`, headers: assetHeaders }));
    if (wrkAvailable()) {
      // The same pair again with wrk on the client's core: the asset's ratio is taken from these (see wrk.mjs).
      const byWrk = async (name, url, headers) => {
        wrkLoad(url, { headers, connections: concurrency, seconds: 2, cpu: pinning ? 1 : null });
        const before = cpuMsOf(pid);
        const r = wrkLoad(url, { headers, connections: concurrency, seconds, cpu: pinning ? 1 : null });
        const after = cpuMsOf(pid);
        r.serverCpuMsPerRequest = before === null || after === null || !r.requests ? null : Math.round(((after - before) / r.requests) * 1000) / 1000;
        log(`  ${name} (wrk): ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.failures} failed, server CPU ${r.serverCpuMsPerRequest} ms/request`);
        return r;
      };
      api.healthzByWrk = await byWrk('healthz', `${base}/healthz`, {});
      api.staticAssetByWrk = await byWrk(`static asset ${version.entry}`, `${base}${version.entry}`, assetHeaders);
    } else {
      log('  (no wrk on the PATH — `apt-get install wrk`: the asset is measured with Node’s client, which limits it on 2 cores)');
    }
    api.authenticatedRead = await measured('signed read (userInfo)', makeRead);
    api.authenticatedReadOpenLoop = await openLoopTest(makeRead, { rate, seconds });
    const o = api.authenticatedReadOpenLoop;
    log(`  signed read at ${rate} req/s (open loop): p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms, ${o.achievedRps} req/s, ${o.failures} failed`);
    const cpu = (r) => r?.serverCpuMsPerRequest;
    api.cpuShares = {
      staticAssetOfHealthz: share(cpu(api.healthz), cpu(api.staticAsset)),
      signedReadOfHealthz: share(cpu(api.healthz), cpu(api.authenticatedRead)),
    };
    api.loadAverage1mAtEnd = os.loadavg()[0];
    log(
      `  by server CPU per request: static asset ${api.cpuShares.staticAssetOfHealthz}, signed read ${api.cpuShares.signedReadOfHealthz} of healthz;` +
        ` load average ${loadAverage1mAtStart.toFixed(2)} → ${api.loadAverage1mAtEnd.toFixed(2)}`,
    );
    return api;
  } finally {
    await handle.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
