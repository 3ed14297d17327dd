import { rm } from 'node:fs/promises';
import type { Db } from '../../platform/db/db';
import { exportQueue } from './exports.queue';
import { expireFiles, requeueRunning } from './exports.repo';

const started = new WeakSet<object>();

/**
 * With the sweeps (and once at start): on the first run in this process what a stopped process was writing is queued
 * again; files past their last day expire and are deleted (§14A.6 00:05); the queue is kicked.
 */
export async function runExportJobs(db: Db, now: number, businessDate: string): Promise<void> {
  if (!started.has(db)) {
    started.add(db);
    await requeueRunning(db);
  }
  for (const { file_path } of await expireFiles(db, businessDate)) if (file_path) await rm(file_path, { force: true });
  exportQueue(db, () => now).kick();
}
