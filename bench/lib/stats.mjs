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
