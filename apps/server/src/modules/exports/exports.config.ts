import path from 'node:path';
import { EXPORT_MAX_ROWS, EXPORT_SYNC_MAX_ROWS } from '@scf/api/contract';

/** Where files are kept and the limits of §16.6; EXPORT_SYNC_MAX_ROWS and EXPORT_DIR (default `DATA_DIR/exports`) configure them. */
export interface ExportsConfig {
  dir: string;
  syncMaxRows: number;
  maxRows: number;
  /** How long a minted download link is valid (ms). */
  linkTtlMs: number;
  /** How many days a finished file is kept. */
  keepDays: number;
}

const fromEnv = (): ExportsConfig => ({
  dir: process.env.EXPORT_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'exports'),
  syncMaxRows: Number(process.env.EXPORT_SYNC_MAX_ROWS ?? EXPORT_SYNC_MAX_ROWS),
  maxRows: EXPORT_MAX_ROWS,
  linkTtlMs: 10 * 60_000,
  keepDays: 7,
});

let current: ExportsConfig | undefined;

export const exportsConfig = (): ExportsConfig => (current ??= fromEnv());

/** Tests and the bench point the module at their own folder or limits. */
export function configureExports(change: Partial<ExportsConfig>): ExportsConfig {
  current = { ...exportsConfig(), ...change };
  return current;
}

/** Back to what the environment says (a test file sharing its worker with others starts from it). */
export function resetExportsConfig(): void {
  current = undefined;
}
