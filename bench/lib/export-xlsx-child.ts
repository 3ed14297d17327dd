// The child of bench/lib/export-xlsx.mjs: writes N demo rows through the exports module's streaming xlsx writer (the
// code the download centre runs) and prints rows/s and the peak RSS growth over the RSS before the export.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeXlsx } from '../../apps/server/src/modules/exports/exports.xlsx';
import { demoSource } from '../../apps/server/src/modules/exports/source-demo';

const rows = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(path.join(tmpdir(), 'scf-bench-export-'));
const request = { source: 'demo-rows', filters: { rows } } as const;
try {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await writeXlsx(
    path.join(dir, 'bench.xlsx'),
    demoSource.label,
    '导出人：基准（bench） 导出时间：2025-06-16 10:00:00 查询条件：行数：100000',
    demoSource.columns,
    demoSource.rows({} as never, request),
    async () => {
      peak = Math.max(peak, process.memoryUsage().rss);
      return true;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      rows: result?.rows ?? 0,
      seconds: Math.round(seconds * 1000) / 1000,
      rowsPerSecond: Math.round((result?.rows ?? 0) / seconds),
      // On a shared machine wall time waits for other work; rows per CPU second is what the writer itself costs.
      cpuSeconds: Math.round(cpuSeconds * 1000) / 1000,
      rowsPerCpuSecond: Math.round((result?.rows ?? 0) / cpuSeconds),
      baseRssMb: Math.round((base / 2 ** 20) * 10) / 10,
      peakRssGrowthMb: Math.round(((peak - base) / 2 ** 20) * 10) / 10,
      fileBytes: result?.size ?? 0,
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
