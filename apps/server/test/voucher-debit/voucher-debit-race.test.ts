/**
 * §17.6-3 under real concurrency (PostgreSQL; PGlite runs one transaction at a time): the job's 09:00 slot started by
 * two servers at once and two 立即补扣 racing them over VC3 — the leaf is debited once, one 09:00 run exists, no fen
 * is created or lost, and the ledger, bank and debit invariants hold. Then a load: sixty leaves due on one day, every
 * slot and the cut-off started three times each, 立即补扣 and 模拟入金 all at once — no leaf debited twice, each slot
 * run once, every fen accounted for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger } from '../../src/modules/applications';
import { bankInvariantBreaks } from '../../src/modules/bank';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { SimBank } from '../../src/modules/bank';
import { debitInvariantBreaks, debitRun, runVoucherDebits } from '../../src/modules/voucher-debit';
import { retryNow } from '../../src/modules/voucher-debit/voucher-debit.service';
import type { Db } from '../../src/platform/db/db';
import { openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { actorOf } from '../cash/cash-helpers';
import { at, availableOf, cloneRow, moneyInBank, statusOf, voucherNo } from './debit-helpers';

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

  it('under load: sixty leaves, every slot three times, 立即补扣 and 模拟入金 at once — each leaf debited at most once', async () => {
    const D2 = '2025-06-18';
    await cloneRow(db, 'credit_line', { column: 'line_id', value: 'LV1' }, { line_id: 'LVL', revolving: false });
    const source = await voucherNo(db, 80_000_00n);
    const holders = [
      ['S1', 'HELD'],
      ['S3', 'HELD'],
      ['F1', 'FINANCED'],
    ] as const;
    const leaves: string[] = [];
    for (let k = 0; k < 60; k += 1) {
      const [holder, status] = holders[k % 3]!;
      const no = `XV20250618977${String(k).padStart(5, '0')}`;
      await cloneRow(
        db,
        'credit',
        { column: 'credit_no', value: source },
        {
          credit_no: no,
          root_no: no,
          parent_no: null,
          line_id: 'LVL',
          sub_limit_id: null,
          original_holder_corp_id: holder,
          holder_corp_id: holder,
          holder_account_id: null,
          amount_fen: 1_000_00 + k * 37_11,
          issue_date: '2025-03-18',
          due_date: D2,
          status,
        },
      );
      leaves.push(no);
    }
    const money = await moneyInBank(db);
    const op = await actorOf(db, 'c1_op');
    const manual = (time: string) => retryNow({ db, now: at(D2, time), businessDate: D2, signingEnabled: false }, op);
    const deposit = (time: string) =>
      db.transaction((tx) =>
        SimBank.deposit(tx, { accountId: 'A-C1-VREPAY', amountFen: 15_000_00n, summary: '模拟入金', businessDate: D2, now: at(D2, time) }),
      );
    const jobs: Array<() => Promise<unknown>> = [];
    for (const time of ['09:00', '12:00', '16:00', '17:00']) for (let i = 0; i < 3; i += 1) jobs.push(() => runVoucherDebits(db, at(D2, time), D2, time));
    for (const time of ['10:00', '13:00', '15:00', '16:30'])
      jobs.push(
        () => manual(time),
        () => deposit(time),
      );
    const results = await Promise.allSettled(jobs.map((j) => j()));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    // Each leaf is paid by at most one transfer, and is CASHED exactly when it was.
    const txns = await db.query<{ biz_ref: string; n: unknown }>(
      `SELECT biz_ref, count(*) AS n FROM sim_bank_txn WHERE purpose = 'VOUCHER_DEBIT' AND biz_ref = ANY($1::text[])
        GROUP BY biz_ref`,
      [leaves],
    );
    for (const t of txns) expect(Number(String(t.n)), t.biz_ref).toBe(1);
    const paid = new Set(txns.map((t) => t.biz_ref));
    for (const no of leaves) expect(await statusOf(db, no), no).toEqual(paid.has(no) ? 'CASHED' : expect.stringMatching(/^(CASHING|OVERDUE)$/));
    expect(paid.size).toBeGreaterThan(0);
    expect(paid.size).toBeLessThan(leaves.length);
    // Each slot of the day ran once, whatever number of servers started it.
    const slots = await db.query<{ slot: string; n: unknown }>(
      "SELECT slot, count(*) AS n FROM voucher_debit_run WHERE issuer_corp_id = 'C1' AND due_date = $1 AND slot <> 'MANUAL' GROUP BY slot ORDER BY slot",
      [D2],
    );
    expect(slots.map((r) => [r.slot, Number(String(r.n))])).toEqual([
      ['09:00', 1],
      ['12:00', 1],
      ['16:00', 1],
      ['CUTOFF', 1],
    ]);
    // The money moved: the deposits came in, the paid fen left the 还款专户 for the payees; none created or lost.
    expect(await moneyInBank(db)).toBe(money + 4n * 15_000_00n);
    expect(await bankInvariantBreaks(db)).toEqual([]);
    expect(await debitInvariantBreaks(db)).toEqual([]);
  });
});
