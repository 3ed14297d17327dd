// The byte budgets of design.md §7. Bytes do not move between machines, so CI enforces them after the build.
// Units as the design writes them: KiB = 1024 bytes for JS, KB = 1000 bytes for CSS.
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The first route (index.html's scripts and their static imports) is what the first paint waits for: since issue 12
 * the portal's boot frame, 94.9 KiB (90.9 of it the frame, 3.9 the SVG icons: the header's 更多 chevron brings the
 * icon module, with every icon the app uses, ADR 0020); its limit is that and a margin of 4 KiB for small first-paint
 * changes (a bigger one is a decision: docs/performance.md). The app chunk (router, API client, session) follows at
 * once; first route and app together are what a page loads before its own chunk, held at design.md §7's 170 KiB
 * (167.9 KiB).
 */
export const BUDGETS = [
  { key: 'jsGzip', label: 'first-route JS, gzip -9', limit: 99 * 1024, limitText: '99 KiB', format: (v) => `${kib(v)} (${v} B)` },
  { key: 'jsRequests', label: 'JS requests before first paint', limit: 3, limitText: '3', format: String },
  { key: 'cssBytes', label: 'first-route CSS (uncompressed)', limit: 15_000, limitText: '15 KB', format: (v) => `${kb(v)} (${v} B)` },
  {
    key: 'beforePageJsGzip',
    label: 'first route + app chunk, gzip -9',
    limit: 170 * 1024,
    limitText: '170 KiB',
    format: (v) => `${kib(v)} (${v} B)`,
    optional: true,
  },
];

/** One row per budget: the measured value (formatted as `shown`), the limit, and whether it holds. An optional figure not measured (a peer has no app chunk) has no row. */
export function checkBudgets(figures) {
  return BUDGETS.filter((b) => !b.optional || figures[b.key] !== undefined).map((b) => ({
    label: b.label,
    value: figures[b.key],
    shown: b.format(figures[b.key]),
    limit: b.limit,
    limitText: b.limitText,
    ok: figures[b.key] <= b.limit,
  }));
}
