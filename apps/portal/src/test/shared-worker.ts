// Most test files share their worker (vitest.config.ts, project `shared`, isolate: false): the document, the storage,
// the timers and the modules outlive a file. Each file starts from a blank page whatever the file before it left.
import { appendFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';
import { markServerActivity } from '../lib/session-activity';

// PORTAL_TEST_FILE_LOG=/tmp/files.log: one line as each file starts and ends (pid, time, file), to find the file a
// worker stalls in and the file it ran before.
const log = process.env.PORTAL_TEST_FILE_LOG;
function note(what: string) {
  if (log) appendFileSync(log, `${process.pid} ${new Date().toISOString()} ${what} ${expect.getState().testPath ?? '?'}\n`);
}

function blankPage() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const attr of [...document.body.attributes]) document.body.removeAttribute(attr.name);
  for (const attr of [...document.documentElement.attributes]) if (attr.name !== 'lang') document.documentElement.removeAttribute(attr.name);
  // styled-components keeps its own record of the rules it injected: its style tags stay, anything else a file added goes.
  for (const el of [...document.head.children]) if (!(el instanceof HTMLStyleElement && el.hasAttribute('data-styled'))) el.remove();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  // Module state the app sets once per page load: the idle clock counts from the load (server-activity.ts).
  markServerActivity();
}

// Setup files run again before each file (its modules are imported after this): the file starts on a blank page.
note('start');
blankPage();

// A lazy screen or chunk a file started to import and did not wait for (a navigation its last test set off, a logout's
// login page) is still being evaluated when the next file starts; the next file's imports of the same modules then
// wait on it, and two such import chains can wait on each other for good (the worker goes idle, no test times out).
// Each file ends only when nothing it imported is still loading: Vite's module runner marks a module in flight with
// a promise and `evaluated: false` (vitest's worker state, `__vitest_worker__.evaluatedModules`).
interface RunnerModule {
  id: string;
  evaluated: boolean;
  promise?: Promise<unknown>;
}
type WorkerState = { evaluatedModules?: { idToModuleMap: Map<string, RunnerModule> } };

function importsInFlight(): RunnerModule[] {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  return [...(state?.evaluatedModules?.idToModuleMap.values() ?? [])].filter((m) => m.promise && !m.evaluated);
}

async function settleImports() {
  for (let round = 0; round < 20; round += 1) {
    const pending = importsInFlight();
    if (pending.length === 0) return;
    note(`waits for ${pending.length} import(s) in flight: ${pending.map((m) => m.id.replace(/^.*\/(src|node_modules)\//, '')).join(', ')}`);
    await Promise.allSettled(pending.map((m) => m.promise));
  }
}

afterAll(async () => {
  await settleImports();
  blankPage();
  note('end');
});
