/**
 * The bank under real concurrency (PostgreSQL; PGlite runs one transaction at a time): transfers racing for the same
 * funds, in both directions over the same pair of accounts, neither overdraw nor deadlock — the fixed lock order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimBank, bankInvariantBreaks, isBankRefusal } from '../../src/modules/bank';
import { migrate } from '../../src/platform/db/migrate';
import { openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { CLOCK, addTestAccounts, stateOf } from './bank-helpers';

const url = process.env.DATABASE_URL;
let pgs: PgSchema | undefined;

describe.skipIf(!url)('SimBank.transfer racing (PostgreSQL)', () => {
  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_bank', max: 8 });
    await migrate(pgs.db);
    await addTestAccounts(pgs.db);
  }, 180_000);
  afterAll(async () => {
    await pgs?.dispose();
  });

  it('eight payers race for funds that cover three: three paid, five refused 账户余额不足, balances add up', async () => {
    const db = pgs!.db;
    const amount = 30_000_00n; // T-PAY holds 100 000.00
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          SimBank.transfer(tx, { ...CLOCK, fromAccountId: 'T-PAY', toAccountId: 'T-GET', amountFen: amount, purpose: 'CASH_PAY', bizRef: 'RACE' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(lost.map((e) => (isBankRefusal(e) ? e.message : String(e)))).toEqual(Array(5).fill('账户余额不足'));
    expect(await stateOf(db, 'T-PAY')).toEqual({ balance: 10_000_00n, frozen: 0n });
    expect(await bankInvariantBreaks(db)).toEqual([]);
  });

  it('transfers both ways over one pair at once never deadlock', async () => {
    const db = pgs!.db;
    const both = Array.from({ length: 12 }, (_, i) =>
      db.transaction((tx) =>
        SimBank.transfer(tx, {
          ...CLOCK,
          fromAccountId: i % 2 ? 'T-PAY' : 'T-GET',
          toAccountId: i % 2 ? 'T-GET' : 'T-PAY',
          amountFen: 1_00n,
          purpose: 'FIN_REPAY',
          bizRef: 'BOTH',
        }),
      ),
    );
    const results = await Promise.allSettled(both);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(await bankInvariantBreaks(db)).toEqual([]);
  });
});
