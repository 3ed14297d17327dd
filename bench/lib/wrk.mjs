// A compiled load client for the static-asset ratio (issue 34 item 3). Node's own client spends more CPU reading a
// 12 KB answer than our server spends sending it from memory, so on 2 cores the asset's throughput measured with it is
// the client's, not the server's. wrk (Debian's `wrk` package, C, epoll) reads it for a fraction of that. Used when it
// is on the PATH; both sides of the ratio (the asset and /healthz) are then measured with it, on the client's core.
import { spawnSync } from 'node:child_process';

export const wrkAvailable = () => spawnSync('wrk', ['--version']).error === undefined;

/** Requests/s from wrk's summary, and its latency percentiles (--latency) in ms. */
export function parseWrk(text) {
  const rps = Number(/Requests\/sec:\s*([\d.]+)/.exec(text)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(text)?.[1]);
  const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);
  const pct = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(text);
    return m ? Math.round(toMs(m[1], m[2]) * 100) / 100 : null;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s*(\d+)/.exec(text)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  if (!Number.isFinite(rps) || !Number.isFinite(requests)) throw new Error(`wrk printed no summary:\n${text}`);
  return { rps: Math.round(rps), requests, failures: non2xx + errors, p50Ms: pct(50), p99Ms: pct(99) };
}

/** One closed-loop run: `connections` keep-alive connections on one thread, for `seconds`, optionally on core `cpu`. */
export function wrkLoad(url, { headers = {}, connections, seconds, cpu = null }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  const [cmd, all] = cpu === null ? ['wrk', args] : ['taskset', ['-c', String(cpu), 'wrk', ...args]];
  const run = spawnSync(cmd, all, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  if (run.status !== 0) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
  return { client: 'wrk', connections, seconds, ...parseWrk(run.stdout) };
}
