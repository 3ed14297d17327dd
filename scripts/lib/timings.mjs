// The suite's timings (issue 35): the slowest files of each vitest runner, from the per-file reports of
// tooling/vitest/timings-reporter.js, and every e2e spec file's time, from Playwright's JSON report. Written to
// reports/timings.md and reports/timings.json; scripts/test.mjs prints the Markdown at the end of `npm test`.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST = 15;

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Vitest runners: `{ runner, files: [{ file, totalMs, environmentMs, setupMs, importMs, testsMs }] }`, slowest first. */
function vitestRunners(reportDir) {
  return readdirSync(reportDir)
    .filter((f) => f.startsWith('timings-vitest-') && f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(reportDir, f), 'utf8')))
    .map(({ runner, files }) => ({ runner, files: [...files].sort((a, b) => b.totalMs - a.totalMs) }));
}

/**
 * Playwright's suites nest by file then describe; a spec file's time is the sum of its tests' attempts (on whichever
 * workers they ran).
 */
function e2eSpecs(reportDir) {
  const file = path.join(reportDir, 'playwright.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const bySpec = new Map();
  const walk = (suite, specFile) => {
    const at = suite.file ?? specFile;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const entry = bySpec.get(at) ?? { file: at, totalMs: 0, tests: 0 };
        entry.totalMs += ms;
        entry.tests += 1;
        bySpec.set(at, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...bySpec.values()].sort((a, b) => b.totalMs - a.totalMs);
}

/** The e2e run's wall time and its number of workers (with several, the specs' times add up to more than the wall). */
function e2eRun(reportDir) {
  const file = path.join(reportDir, 'playwright.json');
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { wallMs: report.stats?.duration ?? 0, workers: report.config?.workers ?? 1 };
}

/** Writes reports/timings.{md,json} and returns the Markdown ('' when no runner left a report). */
export function writeTimings(reportDir) {
  if (!existsSync(reportDir)) return '';
  const runners = vitestRunners(reportDir);
  const specs = e2eSpecs(reportDir);
  if (runners.length === 0 && specs.length === 0) return '';
  const lines = ['# Test timings', ''];
  for (const { runner, files } of runners) {
    const total = files.reduce((sum, f) => sum + f.totalMs, 0);
    // A shared workers' start (tooling/vitest/shared-start.js) is a row of its own, not a file.
    const count = files.filter((f) => !f.sharedStart).length;
    lines.push(`## vitest ${runner}: ${count} files, ${seconds(total)} s summed over workers; the ${Math.min(SLOWEST, files.length)} slowest`, '');
    lines.push('| s | environment | setup | imports | tests | file |', '|--:|--:|--:|--:|--:|---|');
    for (const f of files.slice(0, SLOWEST)) {
      lines.push(
        `| ${seconds(f.totalMs)} | ${seconds(f.environmentMs)} | ${seconds(f.setupMs)} | ${seconds(f.importMs)} | ${seconds(f.testsMs)} | ${f.file} |`,
      );
    }
    lines.push('');
  }
  if (specs.length > 0) {
    const total = specs.reduce((sum, s) => sum + s.totalMs, 0);
    const run = e2eRun(reportDir);
    const workers = `${run?.workers ?? 1} worker(s)`;
    const heading = `## e2e (Playwright): ${specs.length} spec files, ${seconds(total)} s summed over ${workers}, ${seconds(run?.wallMs ?? 0)} s wall`;
    lines.push(heading, '', '| s | tests | spec |', '|--:|--:|---|');
    for (const s of specs) lines.push(`| ${seconds(s.totalMs)} | ${s.tests} | ${s.file} |`);
    lines.push('');
  }
  const markdown = lines.join('\n');
  writeFileSync(path.join(reportDir, 'timings.md'), markdown);
  writeFileSync(path.join(reportDir, 'timings.json'), `${JSON.stringify({ vitest: runners, e2e: specs, e2eRun: e2eRun(reportDir) }, null, 2)}\n`);
  return markdown;
}

// `node scripts/lib/timings.mjs [reportDir]` prints the report of an earlier run again.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeTimings(path.resolve(process.argv[2] ?? 'reports')) || 'no timing reports found');
}
