// Order statistics for small samples (medians of runs, latency percentiles).
export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile: the smallest value with at least p % of the samples at or below it. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A figure to two decimals (null stays null). */
export const round2 = (v) => (v === null ? null : Math.round(v * 100) / 100);

/** The latency figures of a run's response times (ms): p50, p90, p99 and the slowest. */
export function latencyFigures(times) {
  return {
    p50Ms: round2(percentile(times, 50)),
    p90Ms: round2(percentile(times, 90)),
    p99Ms: round2(percentile(times, 99)),
    maxMs: round2(Math.max(...times)),
  };
}
