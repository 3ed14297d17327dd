/**
 * The ledger's floor (issue 34 item 3): a bare route the bench measures beside whole transfers. It exists only when
 * BENCH_FLOOR=1 outside production mode. Per step (?step=1…6) it writes that step's share of a whole transfer's rows;
 * the 6 steps together write exactly the whole transfer's rows, 4 of them in a transaction. Without a step, all 47 rows
 * in one transaction (the figure before the restatement).
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import type { Db } from '../src/platform/db/db';
import { BENCH_FLOOR_PATH, STEP_ROWS, TRANSFER_ROWS, registerBenchFloor } from '../src/platform/http/bench-floor';
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

  /**
   * The floor on one bare Fastify over this file's database (no new database per case: starting one was most of a
   * case's time), its table emptied first, so each case counts only its own rows.
   */
  let floor: Promise<ReturnType<typeof Fastify>> | undefined;
  afterAll(async () => void (await (await floor)?.close()));
  const withFloor = async (fn: (app: ReturnType<typeof Fastify>, db: Db) => Promise<void>) => {
    const app = await (floor ??= (async () => {
      const bare = Fastify();
      await registerBenchFloor(bare, server.db);
      return bare;
    })());
    await server.db.exec('DELETE FROM bench_floor_row');
    await fn(app, server.db);
  };

  it('writes a whole transfer’s 47 rows, table by table, in one transaction per call', async () => {
    await withFloor(async (app, db) => {
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ method: 'POST', url: BENCH_FLOOR_PATH });
        expect([res.statusCode, res.json()]).toEqual([200, { code: '0', message: '', data: { rows: 47 } }]);
      }
      const rows = await db.query<{ tbl: string; n: number }>('SELECT tbl, count(*)::int AS n FROM bench_floor_row GROUP BY tbl');
      expect(Object.fromEntries(rows.map((r) => [r.tbl, r.n]))).toEqual(Object.fromEntries(Object.entries(TRANSFER_ROWS).map(([t, n]) => [t, 2 * n])));
    });
  });

  const byTable = async (db: Db) =>
    Object.fromEntries(
      (await db.query<{ tbl: string; n: number }>('SELECT tbl, count(*)::int AS n FROM bench_floor_row GROUP BY tbl ORDER BY tbl')).map((r) => [r.tbl, r.n]),
    );

  it('per step: the 6 calls of a whole transfer write its 47 rows between them, 4 of them in a transaction', async () => {
    expect(STEP_ROWS.map((s) => s.step)).toEqual(['apply', 'assemble', 'approve', 'decide', 'assemble', 'counterpartyApprove']);
    expect(STEP_ROWS.filter((s) => s.transaction)).toHaveLength(4);
    // Every call claims its nonce.
    expect(STEP_ROWS.map((s) => s.rows.request_nonce)).toEqual([1, 1, 1, 1, 1, 1]);
    await withFloor(async (app, db) => {
      const answered: number[] = [];
      for (let step = 1; step <= 6; step += 1) {
        const res = await app.inject({ method: 'POST', url: `${BENCH_FLOOR_PATH}?step=${step}` });
        expect([res.statusCode, res.json().code]).toEqual([200, '0']);
        answered.push(res.json().data.rows);
      }
      expect(answered).toEqual(STEP_ROWS.map((s) => Object.values(s.rows).reduce((a, b) => a + b, 0)));
      expect(answered.reduce((a, b) => a + b, 0)).toBe(47);
      expect(await byTable(db)).toEqual(Object.fromEntries(Object.entries(TRANSFER_ROWS).sort(([a], [b]) => a.localeCompare(b))));
    });
  });

  it('a step that is not 1…6 is refused and writes nothing', async () => {
    await withFloor(async (app, db) => {
      for (const step of ['0', '7', 'x', '1.5']) {
        const res = await app.inject({ method: 'POST', url: `${BENCH_FLOOR_PATH}?step=${step}` });
        expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_STEP']);
      }
      expect(await byTable(db)).toEqual({});
    });
  });
});
