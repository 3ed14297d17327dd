// Issue 34 item 3: the ledger's floor, measured in the same run and on the same server as the whole transfers. The
// server runs with BENCH_FLOOR=1 (never in production mode), which adds POST /bench/floor: one HTTP call, one
// signature verification and one PostgreSQL transaction writing as many rows, table by table, as one whole transfer
// writes (apps/server/src/platform/http/bench-floor.ts). Its calls per second are the whole transfers per second this
// machine could not exceed however the ledger were written; the figure is the share of it the ledger reaches.
import http from 'node:http';
import { request } from './api-latency.mjs';
import { percentile, round2 as round } from './stats.mjs';

/** Closed loop: `workers` floor calls at a time for `seconds`; calls per second and their latency. */
export async function floorThroughput(base, { workers = 16, seconds = 10, meter = null } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const call = async () => {
    const res = await request(agent, `${base}/bench/floor`, { method: 'POST' });
    if (res.status !== 200) throw new Error(`POST /bench/floor answered HTTP ${res.status} ${res.body.slice(0, 160)}`);
    return JSON.parse(res.body).data.rows;
  };
  const rowsPerCall = await call();
  const times = [];
  let failures = 0;
  let firstError = null;
  const cpuBefore = meter ? await meter.start() : null;
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await call();
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch (error) {
          failures += 1;
          firstError ??= String(error?.message ?? error);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return {
    workers,
    seconds,
    rowsPerCall,
    calls: times.length,
    failures,
    firstError,
    callsPerSecond: round(times.length / elapsed),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    cpuPerCall: meter ? await meter.perTransfer(cpuBefore, times.length) : null,
  };
}

/** Whole transfers per second as a share of the floor's calls per second (goal ≥ 0.5). */
export function transfersShareOfFloor(transfer, floor) {
  if (!transfer?.transfersPerSecond || !floor?.callsPerSecond) return null;
  return Math.round((transfer.transfersPerSecond / floor.callsPerSecond) * 1000) / 1000;
}

export function logFloor(where, floor, share, log) {
  const cpu = floor.cpuPerCall;
  log(
    `  floor (1 HTTP call, 1 signature check, 1 transaction of ${floor.rowsPerCall} rows) on ${where}: ${floor.callsPerSecond}/s, p99 ${floor.p99Ms} ms` +
      `${cpu ? `; CPU per call: server ${cpu.serverMs} ms, PostgreSQL ${cpu.databaseMs} ms` : ''} (${floor.failures} failed)`,
  );
  log(`  whole transfers / floor: ${share ?? '—'} (goal ≥ 0.5)`);
}
