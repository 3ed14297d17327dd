// The export figure of `npm run bench` (design.md §7, issue 27 item 4): 100 000 rows written to xlsx by the exports
// module's streaming writer, in a child process of its own so its RSS is the export's alone. Reported, never asserted
// (goal: ≥ 20 000 rows/s, peak RSS growth ≤ 150 MB).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const child = path.join(import.meta.dirname, 'export-xlsx-child.ts');

/** Rows/s and peak RSS growth of one export of `rows` rows (the median run of `runs` by rows/s). */
export function measureExport(root, { rows = 100_000, runs = 3 } = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--conditions=source', child, String(rows)], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    if (r.status !== 0) throw new Error(`export bench failed: ${r.stderr.slice(-600)}`);
    results.push(JSON.parse(r.stdout.trim().split('\n').at(-1)));
  }
  results.sort((a, b) => a.rowsPerSecond - b.rowsPerSecond);
  const median = results[Math.floor(results.length / 2)];
  return {
    ...median,
    peakRssGrowthMbMax: Math.max(...results.map((r) => r.peakRssGrowthMb)),
    runs: results.length,
    goal: { rowsPerSecond: 20_000, peakRssGrowthMb: 150 },
  };
}
