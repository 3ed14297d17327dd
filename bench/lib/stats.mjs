// Order statistics for small samples (medians of runs) and large ones (every latency of a load run).
export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile of values sorted ascending. */
function rank(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Nearest-rank percentile: the smallest value with at least p % of the samples at or below it. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  return rank(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** A figure to two decimals (null stays null). */
export const round2 = (v) => (v == null ? null : Math.round(v * 100) / 100);

/**
 * p50/p90/p99/max in ms (two decimals) of a load run's response times, sorted once. A fast endpoint yields
 * hundreds of thousands of samples: never spread them into a call (`Math.max(...times)` overflows the stack
 * beyond ~120,000 arguments), read the maximum off the sorted copy.
 */
export function latencySummary(times) {
  if (times.length === 0) return { p50Ms: null, p90Ms: null, p99Ms: null, maxMs: null };
  const sorted = Float64Array.from(times).sort();
  return { p50Ms: round2(rank(sorted, 50)), p90Ms: round2(rank(sorted, 90)), p99Ms: round2(rank(sorted, 99)), maxMs: round2(sorted[sorted.length - 1]) };
}
