import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverPort } from './ports';
import { copySeeded } from './seeded-template';

/**
 * A server of a spec's own, for a story that needs a later business date than the suite's pinned 2025-06-16: started
 * on a copy of the seeded template (as seeded on 2025-06-16), then started again on the same dir with the later date. Its port is the one after its worker's
 * server (support/ports.ts), which the worker's Ukey agent also accepts as an origin (playwright.config.ts), so its users
 * sign with their keys.
 */
export const auxPort = (): number => serverPort() + 1;

/** A new data dir holding a copy of the run's seeded template (support/seeded-template.ts): the first start does not seed. */
export const auxDataDir = (prefix: string): string => copySeeded(mkdtempSync(path.join(tmpdir(), `scf-${prefix}-e2e-`)));

export async function startAuxServer(dataDir: string, businessDate: string, port = auxPort()): Promise<ChildProcess> {
  const child = spawn('node', [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUSINESS_DATE: businessDate, SEED: 'demo', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('second server did not start');
}

/** A data dir as seeded on 2025-06-16: the copy auxDataDir made, else (no template) seeded now by a first start and stop. */
export async function seededAuxDataDir(prefix: string, port = auxPort()): Promise<string> {
  const dataDir = auxDataDir(prefix);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await stopAuxServer(await startAuxServer(dataDir, '2025-06-16', port));
  return dataDir;
}

/** Stop a server of the spec's own and wait until it has exited (its data dir is then free for the next start). */
export async function stopAuxServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
