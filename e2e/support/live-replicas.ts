import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopAuxServer } from './aux-server';
import { PORT_STRIDE, serverPort, workerSlot } from './ports';
import { copySeeded } from './seeded-template';

/**
 * The two replicas of the live-pages spec: E2E_LIVE_PORTS (comma-separated, for worker 0; worker w adds 10 × w), else
 * the two ports after its worker's aux server (server + 2 and + 3). The worker's Ukey agent accepts their origins
 * (playwright.config.ts).
 */
export function livePorts(slot = workerSlot()): [number, number] {
  const given = (process.env.E2E_LIVE_PORTS ?? '').split(',').filter(Boolean).map(Number);
  const base = serverPort(slot);
  const shift = PORT_STRIDE * slot;
  return [given[0] !== undefined ? given[0] + shift : base + 2, given[1] !== undefined ? given[1] + shift : base + 3];
}

export interface LiveReplicas {
  /** Where the director works and where the supplier's browser is connected (two processes on PostgreSQL). */
  a: string;
  b: string;
  onPostgres: boolean;
  stop(): Promise<void>;
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('node', [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), BUSINESS_DATE: '2025-06-16', SEED: 'demo', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    // Ready: migrated, seeded and hearing the database's notifications.
    const up = await fetch(`http://localhost:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`replica on ${port} did not start`);
}

/**
 * With DATABASE_URL: a fresh schema on that PostgreSQL, seeded by the first replica, then a second replica on it, so
 * what the director does on one reaches the supplier on the other only through LISTEN/NOTIFY. Without it (a laptop
 * with no PostgreSQL): one PGlite server that both browsers use.
 */
export async function startLiveReplicas(): Promise<LiveReplicas> {
  const [portA, portB] = livePorts();
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scf-live-e2e-'));
  if (!url) {
    const only = await startServer(portA, { DATA_DIR: copySeeded(dataDir), DATABASE_URL: '' });
    const origin = `http://localhost:${portA}`;
    return { a: origin, b: origin, onPostgres: false, stop: () => stopAuxServer(only) };
  }
  const schema = `live_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  const env = { DATA_DIR: dataDir, DATABASE_URL: inSchema.href };
  const replicas: ChildProcess[] = [];
  const stop = async () => {
    for (const r of replicas) await stopAuxServer(r);
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  };
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    replicas.push(await startServer(portA, env));
    replicas.push(await startServer(portB, env));
  } catch (err) {
    await stop();
    throw err;
  }
  return { a: `http://localhost:${portA}`, b: `http://localhost:${portB}`, onPostgres: true, stop };
}
