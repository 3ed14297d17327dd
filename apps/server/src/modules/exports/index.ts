// The exports module: 导出 of the lists through the download centre (domain-lines.md §16.6) — a registry of
// exportable lists, count first, small files at once, large ones as background jobs, per-click links.
import type { ServerModule } from '../../platform/http/server-module';
import { runExportJobs } from './exports.jobs';
import { exportRoutes } from './exports.routes';

export const exportsModule: ServerModule = {
  name: 'exports',
  routes: exportRoutes,
  // Restart recovery, the 7-day expiry (§14A.6 00:05) and the queue's kick run with the sweeps.
  jobs: [{ name: 'exports', run: runExportJobs }],
};
export { seedExports } from './exports.seed';
export { configureExports, resetExportsConfig } from './exports.config';
export { exportQueue } from './exports.queue';
export { writeXlsx } from './exports.xlsx';
