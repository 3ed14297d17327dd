import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { livePorts } from './support/live-replicas';

// Real Chromium from Debian (no browser download); the server runs as `npm start` does, on a temporary
// data dir with a pinned business date so the seed is the same on every run.
const port = Number(process.env.E2E_PORT ?? 8181);
// The portal talks to the agent on its default port 18080; another port only for specs that never sign (parallel runs).
const agentPort = Number(process.env.E2E_AGENT_PORT ?? 18080);
const reportDir = process.env.REPORT_DIR;
// A fresh directory per run (never a reused one: an old seeded database would be kept as it is). Set once in the
// main process; the workers inherit the variable and read the same path.
process.env.SCF_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'scf-e2e-'));
const dataDir = process.env.SCF_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  // Parallel runs (several engineers, or CI shards) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // A backstop for a hung test, not a budget: the specs wait for states and the machine may be busy.
  timeout: 180_000,
  // Each expectation waits for a state; 15 s is a backstop for a loaded machine (a lazy area's first load under a load
  // average of 20 took over 5 s), not a budget.
  expect: { timeout: 15_000 },
  workers: 1,
  // One retry on CI only: a test that passes on it is reported as flaky by name at the end of `npm test` (to be fixed),
  // so a one-off hiccup of a loaded machine does not sink a whole run. Without CI set a flake fails at once.
  retries: process.env.CI ? 1 : 0,
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      // Never the unit tests' database (CI sets DATABASE_URL for them, and they leave it in their own state): PGlite
      // in the fresh data dir unless E2E_DATABASE_URL names a database of its own.
      env: { PORT: String(port), DATA_DIR: dataDir, BUSINESS_DATE: '2025-06-16', SEED: 'demo', DATABASE_URL: process.env.E2E_DATABASE_URL ?? '' },
    },
    {
      // The local Ukey agent on its default loopback port, with the demo key store copied into the temp data dir.
      command: 'node ../apps/ukey-agent/dist/main.js',
      url: `http://127.0.0.1:${agentPort}/v1/version`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        UKEY_AGENT_PORT: String(agentPort),
        UKEY_STORE: path.join(dataDir, 'ukey-store.json'),
        // The suite's server, and the port after it where a spec runs a server of its own (zz-cash's later business date),
        // and the two replicas of live-pages.spec.ts.
        UKEY_AGENT_ORIGINS: [port, port + 1, ...livePorts()].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(','),
      },
    },
  ],
});
