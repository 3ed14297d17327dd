// Issue 34 item 3: a static asset against /healthz, on its own (`npm run bench -- --static-only`): our server as the
// full bench starts it (pinned to core 0 where taskset exists, the load client on core 1), the portal's entry chunk
// (the one version.json names) asked for as a browser asks, then /healthz, both closed loop at the same
// concurrency. The figure is the asset's throughput as a share of healthz's (goal ≥ 0.7). On a busy machine the
// server's CPU time per request (from /proc) says more than throughput: its ratio is the share a quiet machine's
// throughput would show, whatever else ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTest } from './api-latency.mjs';
import { cpuMsOf, freePort, startChild, waitForHttp } from './processes.mjs';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export async function measureStaticAsset(serverMain, { root, log, concurrency, seconds }) {
  const pinning = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-static-'));
  const port = await freePort();
  const [cmd, args] = pinning ? ['taskset', ['-c', '0', process.execPath, serverMain]] : [process.execPath, [serverMain]];
  const handle = startChild(cmd, args, {
    cwd: root,
    // No data is needed: an empty database (the demo mode's start, without the demo's rows) starts fastest.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUSINESS_DATE: '2025-06-16', SEED: 'none' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/healthz`, handle, 180_000);
    const version = await fetch(`${base}/cv3/version.json`).then((r) => (r.ok ? r.json() : null));
    if (!version?.entry) throw new Error('the server serves no portal build (no /cv3/version.json): build @scf/portal or set PORTAL_DIR');
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const probe = await fetch(`${base}${version.entry}`, { headers });
    if (!probe.ok) throw new Error(`${version.entry}: ${probe.status}`);
    if (pinning) spawnSync('taskset', ['-cp', '1', String(process.pid)]);
    const loadAverage1mAtStart = os.loadavg()[0];
    const pid = handle.child.pid;
    /** The load test after a 2 s warm-up of its own, with the server's CPU per request over the measured seconds. */
    const measured = async (makeRequest) => {
      await loadTest(makeRequest, { concurrency, seconds: 2, warmupSeconds: 0 });
      const before = cpuMsOf(pid);
      const result = await loadTest(makeRequest, { concurrency, seconds, warmupSeconds: 0 });
      const after = cpuMsOf(pid);
      const cpu = before === null || after === null || result.requests === 0 ? null : (after - before) / result.requests;
      return { ...result, serverCpuMsPerRequest: cpu === null ? null : Math.round(cpu * 1000) / 1000 };
    };
    const staticAsset = await measured(() => ({ url: `${base}${version.entry}`, headers }));
    const healthz = await measured(() => ({ url: `${base}/healthz` }));
    Object.assign(staticAsset, { path: version.entry, contentEncoding: probe.headers.get('content-encoding') ?? 'none' });
    const result = {
      date: new Date().toISOString(),
      loadAverage1mAtStart,
      loadAverage1mAtEnd: os.loadavg()[0],
      pinning: pinning ? 'server on core 0, load client on core 1 (taskset)' : null,
      logLevel: process.env.LOG_LEVEL ?? 'default (info: a line per request)',
      healthz,
      staticAsset,
      staticAssetShareOfHealthz: healthz.rps ? Math.round((staticAsset.rps / healthz.rps) * 1000) / 1000 : null,
      // Server CPU per healthz request / per asset request: the throughput share a server with the cores to itself shows.
      cpuShareOfHealthz:
        healthz.serverCpuMsPerRequest && staticAsset.serverCpuMsPerRequest
          ? Math.round((healthz.serverCpuMsPerRequest / staticAsset.serverCpuMsPerRequest) * 1000) / 1000
          : null,
    };
    log(
      `  healthz: ${healthz.rps} req/s, p50 ${healthz.p50Ms} ms, p99 ${healthz.p99Ms} ms, ${healthz.failures} failed, server CPU ${healthz.serverCpuMsPerRequest} ms/request`,
    );
    log(
      `  static asset ${version.entry} (${staticAsset.contentEncoding}): ${staticAsset.rps} req/s, p50 ${staticAsset.p50Ms} ms, p99 ${staticAsset.p99Ms} ms, ${staticAsset.failures} failed, server CPU ${staticAsset.serverCpuMsPerRequest} ms/request`,
    );
    log(
      `  static asset / healthz: ${result.staticAssetShareOfHealthz} (goal ≥ 0.7); load average ${loadAverage1mAtStart.toFixed(2)} → ${result.loadAverage1mAtEnd.toFixed(2)}`,
    );
    return result;
  } finally {
    await handle.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
