// Issue 34 (live pages): the memory of open event streams. Our server as `npm start` runs it (the demo seed), a few
// logged-in sessions (a session keeps at most 16 streams, as a person's tabs), then STREAMS open `GET /v1/events`
// held open together: the server's RSS before and after (settled), and how many streams were still open at the end
// (a stream the server refused or closed would make the figure meaningless). Goal: ≤ 100 MB for 500 streams.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loggedInSession } from './api-latency.mjs';
import { rssMb } from './open-loop.mjs';
import { freePort, startChild, waitForHttp } from './processes.mjs';

const PER_SESSION = 16;
const USERS = ['c1_op', 'c1_dir', 'c2_op', 's1_op', 's1_dir', 's2_op', 's2_dir'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Open one stream with a session's cookie; resolves once its first bytes (`retry:`) arrived. */
function openStream(agent, base, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/v1/events`, { agent, headers: { cookie, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`/v1/events answered ${res.statusCode}`));
        return;
      }
      const stream = { open: true, req };
      res.once('data', () => resolve(stream));
      res.on('data', () => undefined);
      res.on('close', () => (stream.open = false));
    });
    req.on('error', reject);
  });
}

export async function measureEventStreams(serverMain, { root, log, streams = 500, holdSeconds = 5, password = 'Demo@2025a' }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-streams-'));
  const port = await freePort();
  const handle = startChild(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUSINESS_DATE: '2025-06-16', SEED: 'demo', LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const open = [];
  try {
    await waitForHttp(`${base}/readyz`, handle, 180_000);
    const sessions = Math.ceil(streams / PER_SESSION);
    const cookies = [];
    for (let i = 0; i < sessions; i += 1) {
      const s = await loggedInSession(base, { username: USERS[i % USERS.length], password });
      cookies.push(s.call('/x', '').headers.cookie);
    }
    // Warm the route (first-request costs) before the baseline, then let the heap settle.
    const warm = await openStream(agent, base, cookies[0]);
    warm.req.destroy();
    global.gc?.();
    await sleep(2000);
    const pid = handle.child.pid;
    const rssBeforeMb = rssMb(pid);
    for (let i = 0; i < streams; i += 1) open.push(await openStream(agent, base, cookies[Math.floor(i / PER_SESSION)]));
    await sleep(holdSeconds * 1000);
    const rssAfterMb = rssMb(pid);
    const stillOpen = open.filter((s) => s.open).length;
    log(`  ${streams} streams: RSS ${rssBeforeMb} → ${rssAfterMb} MB, ${stillOpen} still open`);
    return {
      date: new Date().toISOString(),
      streams,
      sessions,
      stillOpen,
      holdSeconds,
      rssBeforeMb,
      rssAfterMb,
      rssGrowthMb: rssBeforeMb === null || rssAfterMb === null ? null : rssAfterMb - rssBeforeMb,
      goalMb: 100,
      loadAverage1m: os.loadavg()[0],
    };
  } catch (error) {
    throw new Error(`${error.message}\n${handle.output()}`);
  } finally {
    for (const s of open) s.req.destroy();
    agent.destroy();
    await handle.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
