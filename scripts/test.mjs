#!/usr/bin/env node
// `npm test`: every check — build with lint, typecheck and Prettier beside it, then unit/integration, then end-to-end — then the slowest files of
// each runner and each e2e spec's time (reports/timings.md), and, last, the total of every runner as
// `N passed, N failed` (read from the runners' JSON reports).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedTests, flakyTests } from './lib/failures.mjs';
import { writeTimings } from './lib/timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/**
 * The node:test files of the tooling that has no runner of its own: the bench's (bench/lib: parsers and statistics the
 * figures rest on) and the vitest timings reporter's (tooling/vitest: what the timings report charges to each file).
 */
function nodeTests() {
  return [path.join('bench', 'lib'), path.join('tooling', 'vitest')].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join(dir, f)),
  );
}

const env = { ...process.env, REPORT_DIR: reportDir, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const turbo = (...args) => ['npx', 'turbo', 'run', ...args, '--output-logs=errors-only'];
// The checks that need no build run beside it: the build's chain of packages (api → ui → finance-widgets → the apps)
// keeps about one core busy, and lint, typecheck (our packages from source) and Prettier fill the other one.
// Each group's commands start together; the next group starts when all of them are done.
const groups = [
  [
    ['build, lint and typecheck', turbo('build', 'lint', 'typecheck', '--continue', '--concurrency=4')],
    ['format (Prettier)', ['npx', 'prettier', '--check', '--log-level=warn', '.']],
    ['bench library and timings reporter (node --test)', ['node', '--test', '--test-reporter=dot', ...nodeTests()]],
  ],
  // All cached when the build above went well: says whether it did (the lint and typecheck result aside).
  [['build', turbo('build')]],
  [['byte budgets (design.md §7)', ['node', 'scripts/check-budgets.mjs']]],
  [['unit and integration tests', turbo('test', '--filter=!@scf/e2e', '--concurrency=2', '--continue')]],
  [['end-to-end tests (Chromium)', ['npm', 'run', 'test', '--workspace', 'e2e']]],
];

/** Runs one command to its end; resolves to whether it exited 0. */
function run(name, [cmd, ...args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => {
      const ok = code === 0;
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
      resolve(ok);
    });
  });
}

const failedSteps = [];
for (const group of groups) {
  console.log(`\n=== ${group.map(([name]) => name).join(' | ')} ===`);
  const results = await Promise.all(group.map(([name, command]) => run(name, command)));
  group.forEach(([name], i) => {
    if (!results[i]) failedSteps.push(name);
  });
  // The steps after a good build reuse its packages (the embedding tests pack them instead of building them again).
  if (group[0][0] === 'build' && results[0]) env.SCF_PACKAGES_BUILT = '1';
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
