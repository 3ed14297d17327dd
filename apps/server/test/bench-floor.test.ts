/**
 * The ledger's floor (issue 34 item 3): a bare route the bench measures beside whole transfers. It exists only when
 * BENCH_FLOOR=1 outside production mode, and writes a whole transfer's rows, table by table, in one transaction.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { openPgliteDb } from '../src/platform/db/pglite-db';
import { BENCH_FLOOR_PATH, TRANSFER_ROWS, registerBenchFloor } from '../src/platform/http/bench-floor';
import { StartRefused, startPlan } from '../src/start-mode';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

describe('the bench floor', () => {
  it('is never on in production mode, on only when asked in the demo', () => {
    expect(() => startPlan(parseEnv({ NODE_ENV: 'production', SEED: 'reference', BENCH_FLOOR: '1' }))).toThrow(StartRefused);
    expect(() => startPlan(parseEnv({ NODE_ENV: 'production', SEED: 'reference', BENCH_FLOOR: '1' }))).toThrow(/BENCH_FLOOR/);
    expect(startPlan(parseEnv({ BENCH_FLOOR: '1' })).benchFloor).toBe(true);
    expect(startPlan(parseEnv({})).benchFloor).toBe(false);
  });

  it('is not registered unless asked for', async () => {
    const res = await server.app.inject({ method: 'POST', url: BENCH_FLOOR_PATH });
    expect(res.statusCode).toBe(404);
  });

  it('writes a whole transfer’s 47 rows, table by table, in one transaction per call', async () => {
    const db = await openPgliteDb('memory://');
    const app = Fastify();
    try {
      await registerBenchFloor(app, db);
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ method: 'POST', url: BENCH_FLOOR_PATH });
        expect([res.statusCode, res.json()]).toEqual([200, { code: '0', message: '', data: { rows: 47 } }]);
      }
      const rows = await db.query<{ tbl: string; n: number }>('SELECT tbl, count(*)::int AS n FROM bench_floor_row GROUP BY tbl');
      expect(Object.fromEntries(rows.map((r) => [r.tbl, r.n]))).toEqual(Object.fromEntries(Object.entries(TRANSFER_ROWS).map(([t, n]) => [t, 2 * n])));
    } finally {
      await app.close();
      await db.close();
    }
  });
});
