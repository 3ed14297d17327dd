// Each failed test by name, read from the runners' JSON reports in reports/, so the end of `npm test` (all that a CI
// summary may show) says what to look at. `node scripts/lib/failures.mjs reports` prints them for an earlier run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The first lines of a failure's message, without terminal colours: enough to see why in a CI summary. */
function firstLines(message) {
  return String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6)
    .join(' | ')
    .slice(0, 600);
}

/** Vitest: every test not passed, and a file that failed before any test ran (an import or setup error). */
function vitestFailures(runner, report, root) {
  const names = [];
  for (const fileResult of report.testResults ?? []) {
    const file = path.relative(root, fileResult.name ?? '');
    const bad = (fileResult.assertionResults ?? []).filter((a) => a.status !== 'passed');
    for (const a of bad) {
      const why = a.status === 'failed' ? firstLines(a.failureMessages?.[0]) : '';
      names.push(`${runner}: ${file} › ${a.fullName ?? a.title} (${a.status})${why ? `\n    ${why}` : ''}`);
    }
    if (bad.length === 0 && fileResult.status === 'failed') {
      names.push(
        `${runner}: ${file} (${String(fileResult.message ?? 'failed')
          .split('\n')[0]
          .slice(0, 300)})`,
      );
    }
  }
  return names;
}

/**
 * Playwright: suites nest by file then describe; a test failed when its outcome is unexpected (or it was skipped).
 * With `statuses: ['flaky']` it lists the tests that failed first and passed on CI's one retry instead.
 */
function playwrightFailures(suite, trail, names, statuses = ['unexpected', 'skipped']) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (!statuses.includes(t.status)) continue;
      const error = (t.results ?? []).map((r) => r.error?.message ?? r.errors?.[0]?.message).find(Boolean);
      const why = error ? `\n    ${firstLines(error)}` : '';
      names.push(`e2e: ${[...here, spec.title].join(' › ')} (${t.status})${why}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here, names, statuses);
  return names;
}

/** The failed tests of every report in `reportDir`, one line each. */
export function failedTests(reportDir, root = path.resolve(reportDir, '..')) {
  if (!existsSync(reportDir)) return [];
  const names = [];
  for (const file of readdirSync(reportDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    if (file.startsWith('vitest-')) names.push(...vitestFailures(file.slice('vitest-'.length, -'.json'.length), report, root));
    else if (file.startsWith('playwright')) for (const suite of report.suites ?? []) playwrightFailures(suite, [], names);
  }
  return names;
}

/** The e2e tests that passed only on their retry: not failures, but named so they get fixed. */
export function flakyTests(reportDir) {
  if (!existsSync(reportDir)) return [];
  const names = [];
  for (const file of readdirSync(reportDir).sort()) {
    if (!file.startsWith('playwright') || !file.endsWith('.json')) continue;
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    for (const suite of report.suites ?? []) playwrightFailures(suite, [], names, ['flaky']);
  }
  return names;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of failedTests(path.resolve(process.argv[2] ?? 'reports'))) console.log(`- ${name}`);
}
