/**
 * 支付通代扣 (domain-lines.md §17.4) on the seeded demo: the overdue path (VC3 short at its cut-off → 逾期 with
 * 付款账户余额不足, the retry of the next working day, 模拟入金 and c1_op's 立即补扣 paying it), then §17.4's worked
 * example (D = 2025-06-17, 100 000.00 available; 01 and 02 paid at 09:00, 03 skipped at 09:00 and 12:00, the 15:10
 * top-up, 03 paid at 16:00). The runs are the job's, driven by the business-date clock; every slot runs once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints, eAccountEndpoints, voucherDebitEndpoints } from '@scf/api/contract';
import type { DebitBoard, DebitRuns } from '@scf/api/contract';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import { debitInvariantBreaks, runVoucherDebits } from '../../src/modules/voucher-debit';
import { useTestServer } from '../helpers/test-server';
import { issueBody, ok, refused } from '../credits/ledger-helpers';
import { at, availableOf, cloneRow, moneyInBank, statusOf, voucherNo } from './debit-helpers';

const server = useTestServer({ demoTools: true });
const REPAY = 'A-C1-VREPAY';

const runCount = async (): Promise<number> => Number(String((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM voucher_debit_run'))[0]?.n));
const lineOf = async (creditNo: string) =>
  (
    await server.db.query<{ status: string; fail_code: string | null; fail_reason: string; payee_account_id: string; run_no: string }>(
      'SELECT status, fail_code, fail_reason, payee_account_id, run_no FROM cash_line WHERE credit_no = $1 AND run_no IS NOT NULL',
      [creditNo],
    )
  )[0];
const messagesTo = async (userName: string, title: string) =>
  (
    await server.db.query<{ content: string }>(
      'SELECT m.content FROM message m JOIN app_user u ON u.user_id = m.user_id WHERE u.user_name = $1 AND m.title = $2 ORDER BY m.seq',
      [userName, title],
    )
  ).map((m) => m.content);
const receiptsOf = async (creditNo: string) =>
  (
    await server.db.query<{ side: string; account_id: string }>(
      `SELECT r.side, r.account_id FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id WHERE t.purpose = 'VOUCHER_DEBIT' AND t.biz_ref = $1
        ORDER BY r.side`,
      [creditNo],
    )
  ).map((r) => `${r.side}:${r.account_id}`);

describe('支付通代扣 on the demo', () => {
  let vc3: string;
  beforeAll(async () => {
    vc3 = await voucherNo(server.db, 120_000_00n);
  });

  it('warns C1’s directors once at D−3 of VC3’s shortfall (100 000.00 available for 120 000.00)', async () => {
    expect(await runVoucherDebits(server.db, at('2025-06-16', '10:00'), '2025-06-16')).toEqual([]);
    expect(await runVoucherDebits(server.db, at('2025-06-16', '11:00'), '2025-06-16')).toEqual([]);
    expect(await messagesTo('c1_dir', '支付通到期资金不足')).toEqual(['支付通到期资金不足，请于到期日前补足资金（缺口20000.00元）']);
    expect(await messagesTo('c1_op', '支付通到期资金不足')).toEqual([]);
  });

  it('VC3 short at its cut-off goes 逾期 with 付款账户余额不足; the retry fails too; after 模拟入金, 立即补扣 pays it', async () => {
    const db = server.db;
    await db.query("UPDATE credit SET due_date = '2025-06-12' WHERE credit_no = $1", [vc3]);
    const money = await moneyInBank(db);
    const morning = await runVoucherDebits(db, at('2025-06-12', '09:00'), '2025-06-12');
    expect(morning.map((r) => ({ paid: r.paid, skipped: r.skipped }))).toEqual([{ paid: [], skipped: [{ creditNo: vc3, code: 'INSUFFICIENT_BALANCE' }] }]);
    expect(morning[0]?.runNo).toMatch(/^VDB20250612\d{8}$/);
    expect(await statusOf(db, vc3)).toBe('CASHING');
    expect(await lineOf(vc3)).toMatchObject({ status: 'PENDING', fail_code: 'INSUFFICIENT_BALANCE' });

    const evening = await runVoucherDebits(db, at('2025-06-12', '17:00'), '2025-06-12');
    expect(evening.map((r) => r.overdue)).toEqual([[], [], [vc3]]);
    expect(await statusOf(db, vc3)).toBe('OVERDUE');
    expect(await lineOf(vc3)).toMatchObject({ status: 'FAILED', fail_code: 'INSUFFICIENT_BALANCE', fail_reason: '付款账户余额不足' });
    const told = expect.stringContaining('到期扣款失败：付款账户余额不足');
    for (const user of ['c1_dir', 's1_op', 'f1_cm']) expect(await messagesTo(user, '支付通到期扣款失败'), user).toEqual([told]);

    const runs = await runCount();
    const retry = await runVoucherDebits(db, at('2025-06-13', '09:00'), '2025-06-13');
    expect(retry.map((r) => r.skipped)).toEqual([[{ creditNo: vc3, code: 'INSUFFICIENT_BALANCE' }]]);
    expect(await runVoucherDebits(db, at('2025-06-13', '12:00'), '2025-06-13')).toEqual([]);
    expect(await runCount()).toBe(runs + 1);
    expect(await statusOf(db, vc3)).toBe('OVERDUE');
    expect(await availableOf(db, REPAY)).toBe(100_000_00n);

    const op = await server.login('c1_op');
    const board = ok<DebitBoard>(await op.callEndpoint(voucherDebitEndpoints.board));
    expect(board.overdue).toEqual([
      {
        creditNo: vc3,
        holderName: expect.any(String),
        amount: '120000.00',
        dueDate: '2025-06-12',
        failCode: 'INSUFFICIENT_BALANCE',
        failReason: '付款账户余额不足',
      },
    ]);
    ok(await op.callEndpoint(eAccountEndpoints.demoDeposit, { body: { accountId: REPAY, amount: '120000.00' } }));
    const now = ok<DebitRuns>(await op.callEndpoint(voucherDebitEndpoints.retryNow));
    expect(now.runs).toEqual([{ runNo: expect.stringMatching(/^VDB20250616\d{8}$/), dueDate: '2025-06-12', paid: [vc3], skipped: [] }]);
    expect(await statusOf(db, vc3)).toBe('CASHED');
    expect(await lineOf(vc3)).toMatchObject({ status: 'PAID', fail_code: null });
    expect(await receiptsOf(vc3)).toEqual([`PAY:${REPAY}`, 'RECEIVE:A-S1-ELEC']);
    expect(ok<DebitBoard>(await op.callEndpoint(voucherDebitEndpoints.board)).overdue).toEqual([]);
    // A second 立即补扣 finds nothing to pay.
    expect(ok<DebitRuns>(await op.callEndpoint(voucherDebitEndpoints.retryNow)).runs).toEqual([]);
    expect(await availableOf(db, REPAY)).toBe(100_000_00n);
    expect(await moneyInBank(db)).toBe(money + 120_000_00n);
    expect(await bankInvariantBreaks(db)).toEqual([]);
    expect(await debitInvariantBreaks(db)).toEqual([]);
  });

  it('§17.4’s example: 09:00 pays 01 and 02 and skips 03, 12:00 skips 03, the 15:10 top-up, 16:00 pays 03', async () => {
    const db = server.db;
    const D = '2025-06-17';
    // The example alone on D, on a line of its own that is not revolving (no limit moves with the test's rows).
    await cloneRow(db, 'credit_line', { column: 'line_id', value: 'LV1' }, { line_id: 'LVT', revolving: false });
    const source = await voucherNo(db, 80_000_00n);
    const leaf = (n: number, holder: string, yuan: number, status: string) => ({
      no: `XV202506179900000${n}`,
      set: {
        credit_no: `XV202506179900000${n}`,
        root_no: `XV202506179900000${n}`,
        parent_no: null,
        line_id: 'LVT',
        sub_limit_id: null,
        original_holder_corp_id: holder,
        holder_corp_id: holder,
        holder_account_id: null,
        amount_fen: yuan * 100,
        issue_date: '2025-03-17',
        due_date: D,
        status,
      },
    });
    const leaves = [leaf(1, 'S1', 50_000, 'HELD'), leaf(2, 'F1', 30_000, 'FINANCED'), leaf(3, 'S3', 40_000, 'HELD')];
    for (const l of leaves) await cloneRow(db, 'credit', { column: 'credit_no', value: source }, l.set);
    const [n1, n2, n3] = leaves.map((l) => l.no) as [string, string, string];
    const money = await moneyInBank(db);
    expect(await availableOf(db, REPAY)).toBe(100_000_00n);

    const nine = await runVoucherDebits(db, at(D, '09:00'), D);
    expect(nine.map((r) => ({ paid: r.paid, skipped: r.skipped }))).toEqual([{ paid: [n1, n2], skipped: [{ creditNo: n3, code: 'INSUFFICIENT_BALANCE' }] }]);
    expect(await availableOf(db, REPAY)).toBe(20_000_00n);
    expect([await statusOf(db, n1), await statusOf(db, n2), await statusOf(db, n3)]).toEqual(['CASHED', 'CASHED', 'CASHING']);
    expect(await receiptsOf(n1)).toEqual([`PAY:${REPAY}`, 'RECEIVE:A-S1-ELEC']);
    expect(await receiptsOf(n2)).toEqual([`PAY:${REPAY}`, 'RECEIVE:A-F1-SETTLE']);
    expect(await runVoucherDebits(db, at(D, '09:30'), D)).toEqual([]);

    const noon = await runVoucherDebits(db, at(D, '12:00'), D);
    expect(noon.map((r) => ({ paid: r.paid, skipped: r.skipped }))).toEqual([{ paid: [], skipped: [{ creditNo: n3, code: 'INSUFFICIENT_BALANCE' }] }]);
    await db.transaction((tx) => SimBank.deposit(tx, { accountId: REPAY, amountFen: 30_000_00n, summary: '模拟入金', businessDate: D, now: at(D, '15:10') }));

    const four = await runVoucherDebits(db, at(D, '16:00'), D);
    expect(four.map((r) => ({ paid: r.paid, skipped: r.skipped }))).toEqual([{ paid: [n3], skipped: [] }]);
    expect(await availableOf(db, REPAY)).toBe(10_000_00n);
    expect(await lineOf(n3)).toMatchObject({ status: 'PAID', payee_account_id: 'A-S3-SETTLE', run_no: nine[0]?.runNo });
    expect(await runVoucherDebits(db, at(D, '17:00'), D)).toEqual([]);
    expect(await statusOf(db, n3)).toBe('CASHED');
    expect(await messagesTo('s3_op', '支付通到期扣款成功')).toEqual([expect.stringContaining(n3)]);
    expect(await moneyInBank(db)).toBe(money + 30_000_00n);
    expect(await bankInvariantBreaks(db)).toEqual([]);
    expect(await debitInvariantBreaks(db)).toEqual([]);
  });

  it('refuses to issue a 支付通 without the issuer’s 代扣授权; a run then fails its lines with 未签署或已撤销代扣授权', async () => {
    const db = server.db;
    await db.query("UPDATE account_mandate SET status = 'REVOKED', revoked_by = 'c1_dir', revoked_on = '2025-06-16' WHERE mandate_no = 'MDT-C1-VREPAY'");
    const op = await server.login('c1_op');
    refused(
      await op.callEndpoint(creditEndpoints.issueApply, { body: { ...issueBody({ amount: '8000.00' }), productType: 'VOUCHER' } }),
      '开立支付通须先签署还款专户代扣授权',
    );
    const vc2 = await voucherNo(db, 80_000_00n);
    await db.query("UPDATE credit SET due_date = '2025-06-18' WHERE credit_no = $1", [vc2]);
    const money = await moneyInBank(db);
    const runs = await runVoucherDebits(db, at('2025-06-18', '09:00'), '2025-06-18');
    expect(runs.map((r) => r.skipped)).toEqual([[{ creditNo: vc2, code: 'NO_MANDATE' }]]);
    expect(await lineOf(vc2)).toMatchObject({ status: 'PENDING', fail_reason: '未签署或已撤销代扣授权' });
    expect(await moneyInBank(db)).toBe(money);
    await db.query("UPDATE account_mandate SET status = 'ACTIVE', revoked_by = NULL, revoked_on = NULL WHERE mandate_no = 'MDT-C1-VREPAY'");
  });
});
