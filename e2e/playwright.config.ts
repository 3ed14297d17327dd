import { defineConfig } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testChromiumArgs, chromiumPath } from '@scf/test-chromium';
import { livePorts } from './support/live-replicas';
import { PORTAL_AGENT_PORT, agentPort, e2eWorkers, serverPort, workerSlot } from './support/ports';
import { SEED_DATE, copySeeded, seededTemplate } from './support/seeded-template';

// Real Chromium from Debian (no browser download; its headless shell when installed: @scf/test-chromium); each worker's server runs as `npm start` does, on a temporary data
// dir of its own with a pinned business date, so the seed is the same on every run and no worker sees another's changes.
const workers = e2eWorkers();
const slots = Array.from({ length: workers }, (_, slot) => slot);
const reportDir = process.env.REPORT_DIR;
// A fresh directory per run (never a reused one: an old seeded database would be kept as it is), one sub-directory per
// worker. Set once in the main process; the workers inherit the variable and read the same path.
process.env.SCF_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'scf-e2e-'));
const dataDir = (slot: number) => path.join(process.env.SCF_E2E_DATA_DIR!, `w${slot}`);
// Once, in the main process (the workers inherit SCF_E2E_TEMPLATE): the seeded template (support/seeded-template.ts),
// made now if this build of the server has none yet, and a copy of it for each worker's server, which then starts
// without seeding. The aux servers and the live-pages server copy it too.
if (!process.env.SCF_E2E_TEMPLATE && process.env.TEST_PARALLEL_INDEX === undefined) {
  process.env.SCF_E2E_TEMPLATE = seededTemplate();
  if (!process.env.E2E_DATABASE_URL) for (let w = 0; w < workers; w += 1) copySeeded(dataDir(w));
}
// This process's worker (0 in the main process). Its browser sends the portal's agent address to the worker's own agent.
const slot = workerSlot();
const agentRule = agentPort(slot) === PORTAL_AGENT_PORT ? [] : [`--host-rules=MAP 127.0.0.1:${PORTAL_AGENT_PORT} 127.0.0.1:${agentPort(slot)}`];
// Whose pages call a worker's agent: its server, its specs' aux server (port + 1) and the two live-pages replicas.
const originsOf = (w: number) =>
  [serverPort(w), serverPort(w) + 1, ...livePorts(w)].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(',');

export default defineConfig({
  testDir: './tests',
  // Parallel runs (several engineers, or CI shards) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // A backstop for a hung test, not a budget: the specs wait for states and the machine may be busy.
  timeout: 180_000,
  // Each expectation waits for a state; 15 s is a backstop for a loaded machine (a lazy area's first load under a load
  // average of 20 took over 5 s), not a budget.
  expect: { timeout: 15_000 },
  // Two workers by default (E2E_WORKERS overrides; 1 runs the files in name order on one server, as before). Files go
  // whole to a worker and run there in name order; a file's tests run in parallel only where it says so.
  workers,
  // One retry on CI only: a test that passes on it is reported as flaky by name at the end of `npm test` (to be fixed),
  // so a one-off hiccup of a loaded machine does not sink a whole run. Without CI set a flake fails at once.
  retries: process.env.CI ? 1 : 0,
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]] : [['list']],
  use: {
    // A backstop for an action (a click, a read of a text that went away) on a loaded machine, not a budget: without it
    // such a wait had no limit and a vanished toast held a test for its whole timeout.
    actionTimeout: 60_000,
    // The specs test behaviour, not motion: with prefers-reduced-motion the UI's transitions and spinners stand still
    // (the design system honours it, as for users who ask for it), and Chromium paints and composites a page only when
    // it changes. Half the browser's CPU went on frames nobody looked at.
    reducedMotion: 'reduce',
    baseURL: `http://localhost:${serverPort(slot)}`,
    screenshot: 'only-on-failure',
    // A trace records a DOM snapshot and a screencast frame at every action: on every run that cost the browser a
    // third of its CPU. It is recorded on a failed test's retry (CI retries once), which is where it is read.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...testChromiumArgs, ...agentRule],
    },
  },
  // Per worker: its server (PGlite in its own data dir) and its local Ukey agent (its own copy of the demo key store:
  // the agent keeps one scenario, one set of inserted keys and the last listing for everyone who calls it).
  webServer: slots.flatMap((w): NonNullable<PlaywrightTestConfig['webServer']> => [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://localhost:${serverPort(w)}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      // Never the unit tests' database (CI sets DATABASE_URL for them, and they leave it in their own state): PGlite
      // in the fresh data dir unless E2E_DATABASE_URL names a database of its own (then one worker: support/ports.ts).
      env: {
        PORT: String(serverPort(w)),
        DATA_DIR: dataDir(w),
        BUSINESS_DATE: SEED_DATE,
        SEED: 'demo',
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      },
    },
    {
      command: 'node ../apps/ukey-agent/dist/main.js',
      url: `http://127.0.0.1:${agentPort(w)}/v1/version`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { UKEY_AGENT_PORT: String(agentPort(w)), UKEY_STORE: path.join(dataDir(w), 'ukey-store.json'), UKEY_AGENT_ORIGINS: originsOf(w) },
    },
  ]),
});
