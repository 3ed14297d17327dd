/**
 * §14A.2 one writer per bill package, under real concurrency when DATABASE_URL names a PostgreSQL (PGlite otherwise,
 * which runs one transaction at a time): two applies of the same sub-range of BAB-1 at once — exactly one succeeds, the
 * other is refused 票据已被其他申请占用, and the package's live ranges still partition it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import { partitionsPackage } from '@scf/api/money';
import * as svc from '../../src/modules/discount/discount-apply.service';
import { rangeBounds, rangesOf } from '../../src/modules/discount/bills.repo';
import type { Db } from '../../src/platform/db/db';
import { openPgSchema, openTestDb } from '../helpers/test-db';
import { BUSINESS_DATE } from '../helpers/business-date';
import { actorOf } from '../cash/cash-helpers';
import { BAB1 } from './discount-apply-helpers';

let db: Db;
let dispose: () => Promise<void> = async () => {};
const url = process.env.DATABASE_URL;

beforeAll(async () => {
  if (url) {
    const pgs = await openPgSchema(url, { prefix: 't_disc', max: 8, seeded: true });
    db = pgs.db;
    dispose = pgs.dispose;
  } else {
    const t = await openTestDb();
    db = t.db;
    dispose = t.dispose;
  }
}, 180_000);
afterAll(async () => {
  await dispose();
});

const input = (amount: string) => ({
  fiCorpId: 'F1',
  payer: 'SELLER' as const,
  lines: [{ packageNo: BAB1, amount }],
  accountId: 'A-S1-SETTLE',
  trialDate: BUSINESS_DATE,
  annualRate: '1.50%',
});

async function race(amount: string): Promise<PromiseSettledResult<unknown>[]> {
  const op = await actorOf(db, 's1_op');
  const env = (i: number) => ({ db, now: Date.parse(`${BUSINESS_DATE}T02:00:0${i}Z`), businessDate: BUSINESS_DATE, signingEnabled: true });
  return Promise.allSettled([svc.apply(env(1), op, input(amount)), svc.apply(env(2), op, input(amount))]);
}

describe(`two applies of the same range at once (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the whole of BAB-1 twice: one DSL…, one 票据已被其他申请占用', async () => {
    const results = await race('1200000.00');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost.map((r) => (r.reason as Error).message)).toEqual([DISCOUNT_REFUSALS.occupied]);
    const live = (await rangesOf(db, BAB1)).filter((r) => r.status !== 'SPLIT');
    expect(live.map((r) => [String(r.start_no), String(r.end_no), r.status])).toEqual([['1', '120000000', 'DISCOUNTING']]);
    const open = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM discount_line l JOIN application a ON a.app_no = l.app_no WHERE l.package_no = $1', [
      BAB1,
    ]);
    expect(Number(open[0]?.n)).toBe(1);
    expect(partitionsPackage(live.map(rangeBounds), 120_000_000n)).toBe(true);
  });
});
