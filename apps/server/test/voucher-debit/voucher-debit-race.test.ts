/**
 * §17.6-3 under real concurrency (PostgreSQL; PGlite runs one transaction at a time): the job's 09:00 slot started by
 * two servers at once and two 立即补扣 racing them over VC3 — the leaf is debited once, one 09:00 run exists, no fen
 * is created or lost, and the ledger, bank and debit invariants hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger } from '../../src/modules/applications';
import { bankInvariantBreaks } from '../../src/modules/bank';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { SimBank } from '../../src/modules/bank';
import { debitInvariantBreaks, debitRun, runVoucherDebits } from '../../src/modules/voucher-debit';
import type { Db } from '../../src/platform/db/db';
import { openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { actorOf } from '../cash/cash-helpers';
import { at, availableOf, moneyInBank, statusOf, voucherNo } from './debit-helpers';

const url = process.env.DATABASE_URL;
let pgs: PgSchema | undefined;
let db: Db;
const D = '2025-06-17';

describe.skipIf(!url)('支付通代扣 racing (PostgreSQL)', () => {
  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_vdebit', max: 8, seeded: true });
    db = pgs.db;
    await db.transaction((tx) =>
      SimBank.deposit(tx, { accountId: 'A-C1-VREPAY', amountFen: 50_000_00n, summary: '模拟入金', businessDate: D, now: at(D, '08:00') }),
    );
  }, 180_000);
  afterAll(async () => {
    await pgs?.dispose();
  });

  it('two 09:00 slots and two 立即补扣 at once debit VC3 once', async () => {
    const vc3 = await voucherNo(db, 120_000_00n);
    const money = await moneyInBank(db);
    const op = await actorOf(db, 'c1_op');
    const env = { db, now: at(D, '09:00'), businessDate: D };
    const manual = () => inLedger(env, { userId: op.userId, corpId: 'C1', role: op.role }, (ctx) => debitRun(ctx, 'C1', D, 'MANUAL', D));
    const results = await Promise.allSettled([runVoucherDebits(db, env.now, D), manual(), runVoucherDebits(db, env.now, D), manual()]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const txns = await db.query("SELECT bank_serial FROM sim_bank_txn WHERE purpose = 'VOUCHER_DEBIT' AND biz_ref = $1", [vc3]);
    expect(txns).toHaveLength(1);
    expect(await statusOf(db, vc3)).toBe('CASHED');
    const slots = await db.query("SELECT run_no FROM voucher_debit_run WHERE issuer_corp_id = 'C1' AND due_date = $1 AND slot = '09:00'", [D]);
    expect(slots).toHaveLength(1);
    expect(await availableOf(db, 'A-C1-VREPAY')).toBe(30_000_00n);
    expect(await moneyInBank(db)).toBe(money);
    expect(await bankInvariantBreaks(db)).toEqual([]);
    expect(await debitInvariantBreaks(db)).toEqual([]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
