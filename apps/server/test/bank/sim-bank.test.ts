/**
 * The simulated bank (domain-lines.md §14A.3, §16.7, §16.8) on PGlite: a transfer moves exactly its amount and writes
 * a serial, two flows and two receipts; every refusal (the bank's messages) changes nothing; freezing takes from the
 * available amount; two transfers racing for the same funds: one is paid, the other refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimBank, bankInvariantBreaks, isBankRefusal } from '../../src/modules/bank';
import type { TransferInput } from '../../src/modules/bank';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openTestDb } from '../helpers/test-db';
import type { TestDb } from '../helpers/test-db';
import { CLOCK, addTestAccounts, bankCounts, stateOf } from './bank-helpers';

let t: TestDb;
let db: Db;
const pay = (amountFen: bigint, over: Partial<TransferInput> = {}): TransferInput => ({
  ...CLOCK,
  fromAccountId: 'T-PAY',
  toAccountId: 'T-GET',
  amountFen,
  purpose: 'CASH_PAY',
  bizRef: 'CSH-TEST',
  remark: '测试',
  ...over,
});

/** Run a transfer that must be refused; return the bank's message and check nothing moved. */
async function refusedWith(input: TransferInput): Promise<string> {
  const before = { counts: await bankCounts(db), pay: await stateOf(db, 'T-PAY'), get: await stateOf(db, 'T-GET') };
  const err = await db.transaction((tx) => SimBank.transfer(tx, input)).catch((e: unknown) => e);
  if (!isBankRefusal(err)) throw new Error(`expected a bank refusal, got ${String(err)}`);
  expect(err.code).toBe('LEDGER_RULE');
  expect({ counts: await bankCounts(db), pay: await stateOf(db, 'T-PAY'), get: await stateOf(db, 'T-GET') }).toEqual(before);
  return err.message;
}

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  if (t.fresh) {
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
  }
  await addTestAccounts(db);
});
afterAll(() => t?.dispose());

describe('SimBank.transfer', () => {
  it('moves exactly the amount, with a serial, a flow per side and two receipts', async () => {
    const r = await db.transaction((tx) => SimBank.transfer(tx, pay(12_345_67n)));
    expect(r.bankSerial).toMatch(/^CCB20250616\d{8}$/);
    expect(r.receiptNos.pay).toMatch(/^HD20250616\d{8}$/);
    expect(r.receiptNos.receive).not.toBe(r.receiptNos.pay);
    expect(await stateOf(db, 'T-PAY')).toEqual({ balance: 87_654_33n, frozen: 0n });
    expect(await stateOf(db, 'T-GET')).toEqual({ balance: 12_345_67n, frozen: 0n });
    const flows = await db.query(
      'SELECT account_id, direction, amount_fen, balance_after_fen, summary, counterparty_name, biz_ref FROM bank_flow WHERE txn_id = $1 ORDER BY direction',
      [r.txnId],
    );
    expect(flows.map((f) => ({ ...f, amount_fen: String(f.amount_fen), balance_after_fen: String(f.balance_after_fen) }))).toEqual([
      {
        account_id: 'T-GET',
        direction: 'IN',
        amount_fen: '1234567',
        balance_after_fen: '1234567',
        summary: '兑付付款',
        counterparty_name: '测试付款有限公司',
        biz_ref: 'CSH-TEST',
      },
      {
        account_id: 'T-PAY',
        direction: 'OUT',
        amount_fen: '1234567',
        balance_after_fen: '8765433',
        summary: '兑付付款',
        counterparty_name: '测试收款有限公司',
        biz_ref: 'CSH-TEST',
      },
    ]);
    const receipts = await db.query<{ receipt_no: string; account_id: string; side: string; biz_type: string; status: string }>(
      'SELECT receipt_no, account_id, side, biz_type, status FROM receipt WHERE txn_id = $1 ORDER BY side',
      [r.txnId],
    );
    expect(receipts).toEqual([
      { receipt_no: r.receiptNos.pay, account_id: 'T-PAY', side: 'PAY', biz_type: 'CASH_PAY', status: 'GENERATING' },
      { receipt_no: r.receiptNos.receive, account_id: 'T-GET', side: 'RECEIVE', biz_type: 'CASH_PAY', status: 'GENERATING' },
    ]);
    expect(await bankInvariantBreaks(db)).toEqual([]);
  });

  it('refuses with the bank’s messages and changes nothing', async () => {
    const { balance } = await stateOf(db, 'T-PAY');
    expect(await refusedWith(pay(balance + 1n))).toBe('账户余额不足');
    expect(await refusedWith(pay(1n, { toAccountId: 'T-GONE' }))).toBe('账户不存在');
    expect(await refusedWith(pay(1n, { toAccountId: 'T-NOWHERE' }))).toBe('账户不存在');
    expect(await refusedWith(pay(1n, { toAccountId: 'T-ICE' }))).toBe('账户已冻结');
    await db.query("UPDATE bank_account SET account_no = '32050161360000099999' WHERE account_id = 'T-GONE'");
    expect(await refusedWith(pay(1n, { toAccountId: 'T-GONE' }))).toBe('收款账户状态异常，银行退票');
    await db.transaction((tx) => SimBank.freeze(tx, 'T-PAY', 10_00n));
    expect(await refusedWith(pay(balance - 5_00n))).toBe('可用余额不足');
    await db.transaction((tx) => SimBank.setAccountStatus(tx, 'T-PAY', 'FROZEN'));
    expect(await refusedWith(pay(1n))).toBe('账户已冻结');
    await db.transaction((tx) => SimBank.setAccountStatus(tx, 'T-PAY', 'ACTIVE'));
    await db.transaction((tx) => SimBank.unfreeze(tx, 'T-PAY', 10_00n));
    expect(await stateOf(db, 'T-PAY')).toEqual({ balance, frozen: 0n });
    expect(await bankInvariantBreaks(db)).toEqual([]);
  });

  it('freezes only what is available and unfreezes only what is frozen', async () => {
    const { balance } = await stateOf(db, 'T-PAY');
    const freeze = (fen: bigint) => db.transaction((tx) => SimBank.freeze(tx, 'T-PAY', fen)).catch((e: Error) => e.message);
    const unfreeze = (fen: bigint) => db.transaction((tx) => SimBank.unfreeze(tx, 'T-PAY', fen)).catch((e: Error) => e.message);
    expect(await freeze(balance + 1n)).toBe('可用余额不足');
    expect(await freeze(balance)).toBeUndefined();
    expect(await freeze(1n)).toBe('可用余额不足');
    expect(await unfreeze(balance + 1n)).toBe('解冻金额超过冻结金额');
    expect(await unfreeze(balance)).toBeUndefined();
    expect(await stateOf(db, 'T-PAY')).toEqual({ balance, frozen: 0n });
  });

  it('two transfers racing for the same funds: one is paid, the other refused', async () => {
    const { balance } = await stateOf(db, 'T-PAY');
    const amount = balance / 2n + 1n;
    const results = await Promise.allSettled([0, 1].map(() => db.transaction((tx) => SimBank.transfer(tx, pay(amount)))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(lost.map((e) => isBankRefusal(e) && e.message)).toEqual(['账户余额不足']);
    expect((await stateOf(db, 'T-PAY')).balance).toBe(balance - amount);
    expect(await bankInvariantBreaks(db)).toEqual([]);
  });
});
