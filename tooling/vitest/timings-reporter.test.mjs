// The timings reporter's accounting (node --test, beside the bench library's tests in `npm test`): a shared worker's or
// a shared browser page's start is one row of its own, not the cost of whichever file ran first.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import TimingsReporter from './timings-reporter.js';

/** A test module as vitest hands it to `onTestModuleEnd`, with only what the reporter reads. */
function moduleOf(file, { project = 'p', browser = false, isolate = true, setup = 0, tests = 0, sharedStartMs } = {}) {
  return {
    moduleId: `/root/${file}`,
    project: { name: project, config: { isolate, browser: { enabled: browser } } },
    meta: () => (sharedStartMs === undefined ? {} : { sharedStartMs }),
    diagnostic: () => ({ prepareDuration: 0, environmentSetupDuration: 0, setupDuration: setup, collectDuration: 0, duration: tests }),
  };
}

/** Runs the reporter over `modules` and returns the rows it wrote. */
function report(modules) {
  const outputFile = path.join(mkdtempSync(path.join(tmpdir(), 'timings-')), 'timings.json');
  const reporter = new TimingsReporter({ outputFile, runner: 'r' });
  reporter.onInit({ config: { root: '/root' } });
  for (const m of modules) reporter.onTestModuleEnd(m);
  reporter.onTestRunEnd();
  return JSON.parse(readFileSync(outputFile, 'utf8')).files;
}

test("a browser project sharing one page: the first file's set-up is the page's start, a row of its own", () => {
  const page = { project: 'storybook', browser: true, isolate: false };
  const rows = report([moduleOf('a.stories.tsx', { ...page, setup: 11_000, tests: 500 }), moduleOf('b.stories.tsx', { ...page, setup: 40, tests: 700 })]);
  const byFile = Object.fromEntries(rows.map((r) => [r.file, r]));
  assert.equal(byFile['a.stories.tsx [storybook]'].setupMs, 0);
  assert.equal(byFile['a.stories.tsx [storybook]'].totalMs, 500);
  assert.equal(byFile['b.stories.tsx [storybook]'].setupMs, 40);
  const start = rows.find((r) => r.sharedStart);
  assert.equal(start.totalMs, 11_000);
  assert.match(start.file, /shared workers' start.*\[storybook\]/);
});

test('a browser project with a page per file (isolate) keeps each set-up with its file', () => {
  const rows = report([moduleOf('v.browser.test.tsx', { project: 'visual', browser: true, setup: 6_000, tests: 100 })]);
  assert.deepEqual(
    rows.map((r) => [r.file, r.setupMs]),
    [['v.browser.test.tsx [visual]', 6_000]],
  );
});

test("a shared worker's module load (sharedStartMs) is taken off its file and summed into the start row", () => {
  const rows = report([
    moduleOf('x.test.ts', { isolate: false, setup: 9_000, tests: 200, sharedStartMs: 8_500 }),
    moduleOf('y.test.ts', { isolate: false, setup: 7_000, tests: 300, sharedStartMs: 6_800 }),
  ]);
  assert.equal(rows.find((r) => r.file === 'x.test.ts [p]').setupMs, 500);
  assert.equal(rows.find((r) => r.file === 'y.test.ts [p]').setupMs, 200);
  assert.equal(rows.find((r) => r.sharedStart).totalMs, 15_300);
});
