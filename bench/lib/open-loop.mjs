// Open-loop load (issue 12): requests leave at a fixed arrival rate whatever the server answers, and each one's
// latency is counted from when it was due to leave, so a stalled server cannot hide its queue (no coordinated
// omission). With a closed loop of N clients, latency is N / throughput by construction; here p99 is the honest figure.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { request } from './api-latency.mjs';
import { latencySummary } from './stats.mjs';

/** `rate` requests per second for `seconds` (after a warm-up at the same rate); p50/p99/max from the due times. */
export async function openLoopTest(makeRequest, { rate = 500, seconds = 10, warmupSeconds = 2, maxInFlight = 2000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const run = (durationMs, record) =>
    new Promise((resolve) => {
      const start = performance.now();
      const total = Math.round((durationMs / 1000) * rate);
      let sent = 0;
      let settled = 0;
      let dropped = 0;
      const send = (dueAt) => {
        const { url, ...options } = makeRequest();
        request(agent, url, options)
          .then(
            (res) => record(performance.now() - dueAt, res.status >= 200 && res.status < 300),
            () => record(performance.now() - dueAt, false),
          )
          .finally(() => {
            settled += 1;
            if (settled + dropped === total) resolve({ dropped });
          });
      };
      // A 1 ms tick sends every request that has come due; more than maxInFlight outstanding counts as dropped.
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + (sent * 1000) / rate <= now) {
          const dueAt = start + (sent * 1000) / rate;
          sent += 1;
          if (sent - settled - dropped > maxInFlight) {
            dropped += 1;
            record(now - dueAt, false);
          } else send(dueAt);
        }
        if (sent < total) setTimeout(tick, 1);
        else if (settled + dropped === total) resolve({ dropped });
      };
      tick();
    });
  await run(warmupSeconds * 1000, () => {});
  const times = [];
  let failures = 0;
  const started = performance.now();
  const { dropped } = await run(seconds * 1000, (ms, ok) => {
    times.push(ms);
    if (!ok) failures += 1;
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    rate,
    seconds,
    requests: times.length,
    failures,
    dropped,
    achievedRps: Math.round(times.length / elapsed),
    ...latencySummary(times),
  };
}

/** Resident memory of a process in MB (Linux /proc), or null where it cannot be read. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Sample `pid`'s RSS every `everyMs` while `work` runs: the peak and the last sample (MB). */
export async function withRss(pid, work, everyMs = 250) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const v = rssMb(pid);
    if (v !== null && (peak === null || v > peak)) peak = v;
  }, everyMs);
  try {
    const result = await work();
    return { result, rssPeakMb: peak, rssAfterMb: rssMb(pid) };
  } finally {
    clearInterval(timer);
  }
}
