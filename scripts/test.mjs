#!/usr/bin/env node
// `npm test`: every check in order — build, lint, typecheck, unit/integration, end-to-end — then the slowest files of
// each runner and each e2e spec's time (reports/timings.md), and, last, the total of every runner as
// `N passed, N failed` (read from the runners' JSON reports).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedTests, flakyTests } from './lib/failures.mjs';
import { writeTimings } from './lib/timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** The bench's own unit tests (bench/lib/*.test.mjs, node:test): parsers and statistics the figures rest on. */
function benchLibTests() {
  const dir = path.join(root, 'bench', 'lib');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('bench', 'lib', f));
}

const env = { ...process.env, REPORT_DIR: reportDir, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const steps = [
  ['build', ['npx', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['byte budgets (design.md §7)', ['node', 'scripts/check-budgets.mjs']],
  ['format (Prettier)', ['npx', 'prettier', '--check', '--log-level=warn', '.']],
  ['bench library (node --test)', ['node', '--test', ...benchLibTests()]],
  ['lint and typecheck', ['npx', 'turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', '--continue']],
  ['unit and integration tests', ['npx', 'turbo', 'run', 'test', '--filter=!@scf/e2e', '--concurrency=2', '--continue']],
  ['end-to-end tests (Chromium)', ['npm', 'run', 'test', '--workspace', 'e2e']],
];

const failedSteps = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  const ok = result.status === 0;
  // The steps after a good build reuse its packages (the embedding tests pack them instead of building them again).
  if (name === 'build' && ok) env.SCF_PACKAGES_BUILT = '1';
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
  if (!ok) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
for (const file of existsSync(reportDir) ? readdirSync(reportDir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) + (report.numPendingTests ?? 0);
  } else if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.skipped ?? 0);
  }
}
// The slowest files of each vitest runner and every e2e spec's time (reports/timings.md).
const timings = writeTimings(reportDir);
if (timings) console.log(`\n${timings}`);

// A failed step that produced no report (a build or lint failure) still counts as a failure.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
const flaky = flakyTests(reportDir);
if (flaky.length > 0) console.log(`\nPassed only on retry (flaky — fix them):\n${flaky.map((n) => `- ${n}`).join('\n')}`);
const failures = failedTests(reportDir, root);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((n) => `- ${n}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
