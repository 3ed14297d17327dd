// The byte budgets of design.md §7. Bytes do not move between machines, so CI enforces them after the build.
// Units as the design writes them: KiB = 1024 bytes for JS, KB = 1000 bytes for CSS.
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export const BUDGETS = [
  { key: 'jsGzip', label: 'first-route JS, gzip -9', limit: 170 * 1024, limitText: '170 KiB', format: (v) => `${kib(v)} (${v} B)` },
  { key: 'jsRequests', label: 'JS requests before first paint', limit: 3, limitText: '3', format: String },
  { key: 'cssBytes', label: 'first-route CSS (uncompressed)', limit: 15_000, limitText: '15 KB', format: (v) => `${kb(v)} (${v} B)` },
];

/** One row per budget: the measured value (formatted as `shown`), the limit, and whether it holds. */
export function checkBudgets(figures) {
  return BUDGETS.map((b) => ({ label: b.label, value: figures[b.key], shown: b.format(figures[b.key]), limit: b.limit, limitText: b.limitText, ok: figures[b.key] <= b.limit }));
}
