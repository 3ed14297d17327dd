// Test files that share their worker (vitest `isolate: false`, the `shared` project of sharedWorkers() in index.js):
// the document, the storage, the timers and the modules outlive a file. resetBetweenFiles(), called from a setup file,
// starts each file from a blank page whatever the file before it left, and ends it only when nothing it imported is
// still loading. The rule for a new test file is in docs/testing.md ("Shared workers: how they are set up").
import { appendFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

// VITEST_FILE_LOG=/tmp/files.log (or the portal's older PORTAL_TEST_FILE_LOG): one line as each file starts and ends
// (pid, time, file), to find the file a worker stalls in and the file it ran before.
const log = process.env.VITEST_FILE_LOG ?? process.env.PORTAL_TEST_FILE_LOG;
function note(what) {
  if (log) appendFileSync(log, `${process.pid} ${new Date().toISOString()} ${what} ${expect.getState().testPath ?? '?'}\n`);
}

function blankDocument() {
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
}

/** @param {() => void} [reset] */
function blankPage(reset) {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A file marked `@vitest-environment node` has no document to reset.
  if (typeof document !== 'undefined') blankDocument();
  reset?.();
}

// A lazy module a file started to import and did not wait for (a navigation its last test set off, a logout's login
// page) is still being evaluated when the next file starts; the next file's imports of the same modules then wait on
// it, and two such import chains can wait on each other for good (the worker goes idle, no test times out). Each file
// ends only when nothing it imported is still loading: Vite's module runner marks a module in flight with a promise
// and `evaluated: false` (vitest's worker state, `__vitest_worker__.evaluatedModules`).
/** @returns {{ id: string, evaluated: boolean, promise?: Promise<unknown> }[]} */
function importsInFlight() {
  const state = /** @type {{ __vitest_worker__?: { evaluatedModules?: { idToModuleMap: Map<string, any> } } }} */ (globalThis).__vitest_worker__;
  return [...(state?.evaluatedModules?.idToModuleMap.values() ?? [])].filter((m) => m.promise && !m.evaluated);
}

async function settleImports() {
  for (let round = 0; round < 20; round += 1) {
    const pending = importsInFlight();
    if (pending.length === 0) return;
    const names = pending.map((m) => m.id.replace(/^.*\/(src|node_modules)\//, '')).join(', ');
    note(`waits for ${pending.length} import(s) in flight: ${names}`);
    await Promise.allSettled(pending.map((m) => m.promise));
  }
}

/**
 * Call from a setup file (setup files run again before each file, before its own imports): blanks the page now and
 * again after the file, after its imports in flight have settled.
 * @param {{ reset?: () => void }} [options] reset: module state of the workspace a page load would set (run after
 *   the page is blank, on both occasions)
 */
export function resetBetweenFiles({ reset } = {}) {
  note('start');
  blankPage(reset);
  afterAll(async () => {
    await settleImports();
    blankPage(reset);
    note('end');
  });
}
