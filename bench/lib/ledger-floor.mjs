// Issue 34 item 3: the ledger's floor, measured in the same run and on the same server as the whole transfers. The
// server runs with BENCH_FLOOR=1 (never in production mode), which adds POST /bench/floor
// (apps/server/src/platform/http/bench-floor.ts). The floor's whole-transfer equivalent (the figure of the goal): the
// 6 calls of a whole transfer in order (`?step=1…6`), each one HTTP call, one signature verification and that step's
// share of the 47 rows — in one transaction for the 4 steps that have one. Its equivalents per second are the whole
// transfers per second this machine could not exceed however the ledger were written, step by step as it must be;
// the figure is the share of it the ledger reaches. The one-call floor (all 47 rows in one call and one transaction)
// is measured too and printed, labelled: the figure before the restatement.
import http from 'node:http';
import { request } from './api-latency.mjs';
import { percentile, round2 as round } from './stats.mjs';
import { closedLoop } from './closed-loop.mjs';

/** The calls of a whole transfer: apply, 原文 + approve, decide, 原文 + approve. */
const STEPS = 6;

/** Closed loop: `workers` floor calls at a time for `seconds`; calls per second and their latency. */
export async function floorThroughput(base, { workers = 16, seconds = 10, meter = null } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const call = async () => {
    const res = await request(agent, `${base}/bench/floor`, { method: 'POST' });
    if (res.status !== 200) throw new Error(`POST /bench/floor answered HTTP ${res.status} ${res.body.slice(0, 160)}`);
    return JSON.parse(res.body).data.rows;
  };
  const rowsPerCall = await call();
  const cpuBefore = meter ? await meter.start() : null;
  const { times, failures, firstError, elapsed } = await closedLoop(() => call(), { workers, seconds });
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

/**
 * Closed loop: `workers` chains at a time for `seconds`, each chain the 6 step calls of a whole transfer in order;
 * whole-transfer equivalents per second, their latency (6 calls) and the CPU per equivalent.
 */
export async function stepFloorThroughput(base, { workers = 16, seconds = 10, meter = null } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const call = async (step) => {
    const res = await request(agent, `${base}/bench/floor?step=${step}`, { method: 'POST' });
    if (res.status !== 200) throw new Error(`POST /bench/floor?step=${step} answered HTTP ${res.status} ${res.body.slice(0, 160)}`);
    return JSON.parse(res.body).data.rows;
  };
  const whole = async () => {
    let rows = 0;
    for (let step = 1; step <= STEPS; step += 1) rows += await call(step);
    return rows;
  };
  const rowsPerEquivalent = await whole();
  const cpuBefore = meter ? await meter.start() : null;
  const { times, failures, firstError, elapsed } = await closedLoop(() => whole(), { workers, seconds });
  agent.destroy();
  return {
    workers,
    seconds,
    callsPerEquivalent: STEPS,
    transactionsPerEquivalent: 4,
    rowsPerEquivalent,
    equivalents: times.length,
    failures,
    firstError,
    equivalentsPerSecond: round(times.length / elapsed),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    cpuPerEquivalent: meter ? await meter.perTransfer(cpuBefore, times.length) : null,
  };
}

const ratio = (a, b) => (a && b ? Math.round((a / b) * 1000) / 1000 : null);

/** Whole transfers per second as a share of the floor's whole-transfer equivalents per second (goal ≥ 0.5). */
export function transfersShareOfFloor(transfer, stepFloor) {
  return ratio(transfer?.transfersPerSecond, stepFloor?.equivalentsPerSecond);
}

/** The figure before the restatement: whole transfers per second over the one-call floor's calls per second. */
export function transfersShareOfOneCallFloor(transfer, floor) {
  return ratio(transfer?.transfersPerSecond, floor?.callsPerSecond);
}

export function logFloor(where, transfer, log) {
  const step = transfer.stepFloor;
  if (step) {
    const cpu = step.cpuPerEquivalent;
    log(
      `  floor's whole-transfer equivalent (${step.callsPerEquivalent} HTTP calls, as many signature checks, ${step.transactionsPerEquivalent} transactions,` +
        ` ${step.rowsPerEquivalent} rows) on ${where}: ${step.equivalentsPerSecond}/s, p99 ${step.p99Ms} ms` +
        `${cpu ? `; CPU per equivalent: server ${cpu.serverMs} ms, PostgreSQL ${cpu.databaseMs} ms` : ''} (${step.failures} failed)`,
    );
  }
  log(`  whole transfers / floor's whole-transfer equivalent: ${transfer.transfersShareOfFloor ?? '—'} (goal ≥ 0.5)`);
  const floor = transfer.floor;
  if (!floor) return;
  const cpu = floor.cpuPerCall;
  log(
    `  one-call floor, before the restatement (1 HTTP call, 1 signature check, 1 transaction of ${floor.rowsPerCall} rows) on ${where}:` +
      ` ${floor.callsPerSecond}/s, p99 ${floor.p99Ms} ms` +
      `${cpu ? `; CPU per call: server ${cpu.serverMs} ms, PostgreSQL ${cpu.databaseMs} ms` : ''} (${floor.failures} failed);` +
      ` whole transfers / it: ${transfer.transfersShareOfOneCallFloor ?? '—'}`,
  );
}
