// Start and stop the HTTP servers the bench measures: a free port, a child process whose output is kept (and
// shown only when it fails), and a wait until a URL answers.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port the OS just had free on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawn a long-running child; `stop()` ends it (its own process group, so npx/vite grandchildren go too).
 * Its output goes to a file, not a pipe, so a chatty server (a log line per request) costs the bench process
 * nothing while it measures; `output()` reads the tail when something fails.
 */
export function startChild(cmd, args, options) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'scf-bench-log-'));
  const logFile = path.join(logDir, 'output.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(cmd, args, { ...options, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-8000);
    } catch {
      return '';
    }
  };
  let exited = null;
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));
  return {
    child,
    output,
    exited: () => exited,
    async stop() {
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      await done;
      clearTimeout(timer);
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** Poll `url` until it answers 2xx; fail early when the child dies, or after `timeoutMs`. */
export async function waitForHttp(url, handle, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle?.exited()) throw new Error(`exited (${JSON.stringify(handle.exited())}) before ${url} answered:\n${handle.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${handle?.output() ?? ''}`);
}

/** CPU time (user + system, ms) of a process so far, from /proc; null where there is no /proc or it has ended. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100 on Linux)
  } catch {
    return null;
  }
}
