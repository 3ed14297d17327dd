import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latencySummary, median, percentile } from './stats.mjs';

test('percentile is nearest-rank and leaves its input unsorted', () => {
  const values = [5, 1, 4, 2, 3];
  assert.equal(percentile(values, 50), 3);
  assert.equal(percentile(values, 99), 5);
  assert.equal(percentile(values, 0), 1);
  assert.equal(median([]), null);
  assert.deepEqual(values, [5, 1, 4, 2, 3]);
});

test('latencySummary sorts numerically and rounds to two decimals', () => {
  assert.deepEqual(latencySummary([10, 9, 100, 1.234567]), { p50Ms: 9, p90Ms: 100, p99Ms: 100, maxMs: 100 });
  assert.deepEqual(latencySummary([]), { p50Ms: null, p90Ms: null, p99Ms: null, maxMs: null });
});

test('latencySummary takes a healthz-sized run (500,000 samples) without overflowing the stack', () => {
  const times = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 1000);
  times[123_456] = 2500.5;
  const s = latencySummary(times);
  assert.equal(s.maxMs, 2500.5);
  assert.equal(s.p50Ms, percentile(times, 50));
  assert.equal(s.p99Ms, percentile(times, 99));
  assert.ok(s.p50Ms >= 499 && s.p50Ms <= 500 && s.p99Ms >= 989 && s.p99Ms <= 990);
});
