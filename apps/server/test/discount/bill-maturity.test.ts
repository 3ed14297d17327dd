import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, discountMaturityEndpoints, exportEndpoints } from '@scf/api/contract';
import type { MaturityRow, Page } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { SimBank } from '../../src/modules/bank';
import { discountMaturitiesSource } from '../../src/modules/exports/source-discount-maturities';
import { listMaturities, runBillMaturity } from '../../src/modules/discount';
import { payDateOf } from '../../src/modules/discount/bill-maturity.job';
import { advanceRepayOriginal, repayAdvance, signAdvanceRepay } from '../../src/modules/discount/bill-advance.service';
import { advancePenaltyFen } from '../../src/modules/discount/bill-maturity.service';
import { rangesOf } from '../../src/modules/discount/bills.repo';
import type { PackageRow } from '../../src/modules/discount/bills.repo';
import type { Actor } from '../../src/platform/security/actor';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { dummyPayload, ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

const BAB1 = '810530300001720250606000000001';
const BAB2 = '810530300001720250612000000002';
const BAB4 = '810530300001720250530000000004';

/** balance and frozen of an account, in fen. */
async function account(id: string): Promise<{ balance: bigint; frozen: bigint }> {
  const [a] = await server.db.query<{ balance_fen: string; frozen_fen: string }>('SELECT balance_fen, frozen_fen FROM bank_account WHERE account_id = $1', [
    id,
  ]);
  return { balance: BigInt(String(a?.balance_fen)), frozen: BigInt(String(a?.frozen_fen)) };
}
const settlementOf = async (corpId: string): Promise<string> =>
  (
    await server.db.query<{ account_id: string }>(
      "SELECT account_id FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1",
      [corpId],
    )
  )[0]?.account_id ?? '';
const lineUsed = async (): Promise<bigint> =>
  BigInt(String((await server.db.query<{ used_fen: string }>("SELECT used_fen FROM bab_line WHERE line_id = 'LB1'"))[0]?.used_fen));
const pkg = async (no: string): Promise<PackageRow | undefined> =>
  (await server.db.query<PackageRow>('SELECT * FROM bill_package WHERE package_no = $1', [no]))[0];
const maturity = async (no: string) =>
  (
    await server.db.query<{ pay_date: string; due_fen: string; margin_fen: string; debited_fen: string; advance_fen: string; advance_status: string }>(
      'SELECT pay_date, due_fen::text, margin_fen::text, debited_fen::text, advance_fen::text, advance_status FROM bill_maturity WHERE package_no = $1',
      [no],
    )
  )[0];
const receipts = async (no: string) =>
  server.db.query<{ purpose: string; amount_fen: string; from_account_id: string; to_account_id: string; receipts: number }>(
    `SELECT t.purpose, t.amount_fen::text AS amount_fen, t.from_account_id, t.to_account_id, (SELECT count(*)::int FROM receipt r WHERE r.txn_id = t.txn_id) AS receipts
       FROM sim_bank_txn t WHERE t.biz_ref = $1 ORDER BY t.txn_id`,
    [no],
  );

/**
 * 到期付款 (domain-lines.md §20.6) on the §13.12 seed: at 09:30 of the due date (or the next working day) F1 pays every
 * held range to its holder and debits C1 — margin first, then the settlement account — a shortfall being F1's 垫款.
 */
describe('bill maturity (§20.6)', () => {
  let c1op: TestClient;
  let F1: string;
  let S1: string;
  let C1: string;
  const MARGIN = 'A-C1-BABMARGIN';
  beforeAll(async () => {
    c1op = await server.login('c1_op');
    [F1, S1, C1] = [await settlementOf('F1'), await settlementOf('S1'), await settlementOf('C1')];
  });

  it('rolls a due date off non-working days: 2025-10-04 (国庆) is paid 2025-10-09, 2025-08-29 (a Friday) on the day', async () => {
    expect(await payDateOf(server.db, '2025-10-04')).toBe('2025-10-09');
    expect(await payDateOf(server.db, '2025-08-29')).toBe('2025-08-29');
    expect(await payDateOf(server.db, '2025-08-30')).toBe('2025-09-01');
  });

  it('pays nothing before 09:30 of the pay date', async () => {
    expect(await runBillMaturity(server.db, 0, '2025-08-29', '09:29')).toEqual({ paid: [], failed: [] });
    expect(await runBillMaturity(server.db, 0, '2025-08-28', '18:00')).toEqual({ paid: [], failed: [] });
    expect((await pkg(BAB4))?.status).toBe('ISSUED');
  });

  it('pays BAB-4 (300 000.00) to S1 on 2025-08-29 and debits C1 margin 90 000.00 then 210 000.00, once', async () => {
    const before = { f1: await account(F1), s1: await account(S1), c1: await account(C1), margin: await account(MARGIN), used: await lineUsed() };
    const run = await runBillMaturity(server.db, 0, '2025-08-29', '09:30');
    expect(run.failed).toEqual([]);
    expect(run.paid).toEqual([{ packageNo: BAB4, payDate: '2025-08-29', paidToHolders: 30_000_000n, margin: 9_000_000n, debited: 21_000_000n, advance: 0n }]);

    expect((await account(S1)).balance - before.s1.balance).toBe(parseFen('300000.00'));
    expect((await account(F1)).balance - before.f1.balance).toBe(0n); // paid 300 000.00 out, took 90 000.00 + 210 000.00 in
    expect((await account(C1)).balance - before.c1.balance).toBe(-parseFen('210000.00'));
    expect(await account(MARGIN)).toEqual({ balance: before.margin.balance - parseFen('90000.00'), frozen: before.margin.frozen - parseFen('90000.00') });
    expect(before.used - (await lineUsed())).toBe(parseFen('210000.00'));

    expect(await receipts(BAB4)).toEqual([
      { purpose: 'BILL_PAY', amount_fen: '30000000', from_account_id: F1, to_account_id: S1, receipts: 2 },
      { purpose: 'MARGIN', amount_fen: '9000000', from_account_id: MARGIN, to_account_id: F1, receipts: 2 },
      { purpose: 'BILL_PAY', amount_fen: '21000000', from_account_id: C1, to_account_id: F1, receipts: 2 },
    ]);
    const p = await pkg(BAB4);
    expect([p?.status, p?.paid_on]).toEqual(['PAID', '2025-08-29']);
    expect((await rangesOf(server.db, BAB4)).map((r) => [r.status, r.locked_by_app])).toEqual([['PAID', null]]);
    expect(await maturity(BAB4)).toMatchObject({
      pay_date: '2025-08-29',
      due_fen: '30000000',
      margin_fen: '9000000',
      debited_fen: '21000000',
      advance_fen: '0',
      advance_status: 'NONE',
    });

    // §20.7 (4): a second run (the same sweep again, or the next day) pays nothing more.
    const s1After = await account(S1);
    expect(await runBillMaturity(server.db, 0, '2025-08-29', '09:30')).toEqual({ paid: [], failed: [] });
    expect(await runBillMaturity(server.db, 0, '2025-09-01', '12:00')).toEqual({ paid: [], failed: [] });
    expect(await account(S1)).toEqual(s1After);
    expect(await receipts(BAB4)).toHaveLength(3);
  });

  it('到期付款查询 shows BAB-4 paid in full and the packages coming due as 待到期 with their pay dates', async () => {
    const page = ok<Page<MaturityRow>>(await c1op.callEndpoint(discountMaturityEndpoints.maturities, { body: { page: 1, size: 10 } }));
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.packageNo, r.dueDate, r.payDate, r.status, r.amount, r.margin, r.due, r.debited, r.advance])).toEqual([
      [BAB4, '2025-08-29', '2025-08-29', 'NONE', '300000.00', '90000.00', '300000.00', '300000.00', '0.00'],
      [BAB1, '2025-10-04', '2025-10-09', 'UPCOMING', '1200000.00', '360000.00', '1200000.00', '0.00', '0.00'],
      [BAB2, '2025-12-12', '2025-12-12', 'UPCOMING', '500000.00', '150000.00', '500000.00', '0.00', '0.00'],
    ]);
    const upcoming = ok<Page<MaturityRow>>(
      await c1op.callEndpoint(discountMaturityEndpoints.maturities, { body: { page: 1, size: 10, filters: { status: 'UPCOMING', dueTo: '2025-11-30' } } }),
    );
    expect(upcoming.rows.map((r) => r.packageNo)).toEqual([BAB1]);
  });

  it('when C1’s settlement account is short, BAB-1 is still paid to S1 in full and the rest is F1’s 垫款 (2025-10-09)', async () => {
    // Leave C1 500 000.00 available: the 840 000.00 after the margin falls 340 000.00 short.
    const c1 = await account(C1);
    await server.db.transaction((tx) => SimBank.freeze(tx, C1, c1.balance - c1.frozen - parseFen('500000.00')));
    expect((await runBillMaturity(server.db, 0, '2025-10-04', '10:00')).paid).toEqual([]);
    expect((await runBillMaturity(server.db, 0, '2025-10-08', '10:00')).paid).toEqual([]);

    const before = { f1: await account(F1), s1: await account(S1), c1: await account(C1), margin: await account(MARGIN), used: await lineUsed() };
    const run = await runBillMaturity(server.db, 0, '2025-10-09', '09:30');
    expect(run.paid).toEqual([
      { packageNo: BAB1, payDate: '2025-10-09', paidToHolders: 120_000_000n, margin: 36_000_000n, debited: 50_000_000n, advance: 34_000_000n },
    ]);
    expect((await account(S1)).balance - before.s1.balance).toBe(parseFen('1200000.00'));
    expect((await account(C1)).balance - before.c1.balance).toBe(-parseFen('500000.00'));
    expect(await account(MARGIN)).toEqual({ balance: before.margin.balance - parseFen('360000.00'), frozen: before.margin.frozen - parseFen('360000.00') });
    expect((await account(F1)).balance - before.f1.balance).toBe(-parseFen('340000.00'));
    expect(before.used - (await lineUsed())).toBe(parseFen('840000.00'));
    expect(await maturity(BAB1)).toMatchObject({ margin_fen: '36000000', debited_fen: '50000000', advance_fen: '34000000', advance_status: 'OUTSTANDING' });
    expect((await pkg(BAB1))?.status).toBe('PAID');
  });

  it('the 垫款 carries its penalty round2(340 000.00 × 0.05 % × days) on the query', async () => {
    expect(advancePenaltyFen(parseFen('340000.00'), 10)).toBe(parseFen('1700.00'));
    expect(advancePenaltyFen(parseFen('0.03'), 1)).toBe(0n);
    expect(advancePenaltyFen(parseFen('10.00'), 1)).toBe(parseFen('0.01')); // 0.005 → 0.01 (HALF_UP)
    const actor = { corpId: 'C1' } as Actor;
    const page = await listMaturities({ db: server.db, businessDate: '2025-10-19' }, actor, { page: 1, size: 10, filters: { status: 'OUTSTANDING' } });
    expect(page.rows.map((r) => [r.packageNo, r.debited, r.debitedFromSettlement, r.advance, r.penaltyDays, r.penalty])).toEqual([
      [BAB1, '860000.00', '500000.00', '340000.00', 10, '1700.00'],
    ]);
  });

  it('导出 of 到期付款查询 writes the page’s rows through the download centre; a supplier is refused as the page is', async () => {
    const count = async (c: TestClient, filters: Record<string, string>) =>
      ok<{ count: number }>(await c.callEndpoint(exportEndpoints.count, { body: { source: 'discount-maturities', filters } })).count;
    expect(await count(c1op, {})).toBe(3);
    expect(await count(c1op, { status: 'OUTSTANDING' })).toBe(1);
    const started = ok<{ job: { status: string; label: string; rowCount: number } }>(
      await c1op.callEndpoint(exportEndpoints.start, { body: { source: 'discount-maturities', filters: { status: 'UPCOMING' } } }),
    );
    expect(started.job).toMatchObject({ status: 'SUCCEEDED', label: '到期付款查询', rowCount: 1 });
    // The file's rows are the page's, column by column (read on 2025-10-19: ten days of penalty).
    const actor = { corpId: 'C1' } as Actor;
    const rows: Array<Array<string | number>> = [];
    for await (const r of discountMaturitiesSource.rows(
      { q: server.db, actor, businessDate: '2025-10-19' },
      { source: 'discount-maturities', filters: { status: 'OUTSTANDING' } },
    ))
      rows.push(discountMaturitiesSource.columns.map((c) => c.value(r)));
    expect(discountMaturitiesSource.columns.map((c) => c.header)).toEqual([
      '到期日',
      '付款日',
      '票据包号',
      '收票人',
      '票面金额',
      '保证金',
      '应扣金额',
      '已扣金额',
      '垫款金额',
      '垫款状态',
      '罚息',
    ]);
    expect(rows).toEqual([['2025-10-04', '2025-10-09', BAB1, '江苏示例精密锻造有限公司', 1200000, 360000, 1200000, 860000, 340000, '垫款未还', 1700]]);
    const s1op = await server.login('s1_op');
    refused(await s1op.callEndpoint(exportEndpoints.count, { body: { source: 'discount-maturities', filters: {} } }), EXPORT_TEXT.noAccess, 'EXPORT_NO_ACCESS');
    refused(await s1op.callEndpoint(discountMaturityEndpoints.maturities, { body: { page: 1, size: 10 } }), /权限/);
  });

  it('垫款还款: c1_op asks, c1_dir signs with the key, C1 repays 340 000.00 + penalty 1 700.00 (10 days) to F1 on 2025-10-19, once', async () => {
    const userId = async (name: string) =>
      (await server.db.query<{ user_id: string }>('SELECT user_id FROM app_user WHERE user_name = $1', [name]))[0]!.user_id;
    const actor = { corpId: 'C1', userId: await userId('c1_op'), role: 'ROLE_OPERATOR' } as Actor;
    const director = { corpId: 'C1', userId: await userId('c1_dir'), role: 'ROLE_DIRECTOR' } as Actor;
    const env = { db: server.db, now: Date.parse('2025-10-19T02:00:00Z'), businessDate: '2025-10-19', signingEnabled: true };
    const listed = await listMaturities(env, actor, { page: 1, size: 10, filters: { status: 'OUTSTANDING' } });
    expect(listed.rows.map((r) => [r.packageNo, r.canRepay, r.repayPending, r.canSign, r.repaidOn])).toEqual([[BAB1, true, false, false, null]]);
    // The query role reads the 垫款 but may not repay it; the director signs, it does not ask.
    expect((await listMaturities(env, { ...actor, role: 'ROLE_QUERY' }, { page: 1, size: 10 })).rows.every((r) => !r.canRepay)).toBe(true);
    const query = await server.login('c1_query');
    refused(await query.callEndpoint(discountMaturityEndpoints.repayAdvance, { params: { packageNo: BAB1 }, body: {} }), /权限/);
    await expect(repayAdvance(env, director, BAB1, {})).rejects.toThrow(/权限/);
    // Nothing to sign before the operator asks.
    await expect(advanceRepayOriginal(env, director, BAB1)).rejects.toThrow('请先由经办人提交还款申请');

    // The operator's 还款申请 moves no money: it waits for the director's key.
    const before = { f1: await account(F1), c1: await account(C1) };
    const asked = await repayAdvance(env, actor, BAB1, { comment: '归还垫款' });
    expect([asked.status, asked.canRepay, asked.repayPending, asked.canSign]).toEqual(['OUTSTANDING', false, true, false]);
    expect(await account(C1)).toEqual(before.c1);
    await expect(repayAdvance(env, actor, BAB1, {})).rejects.toThrow('该垫款的还款申请待主管签署');
    const dirView = await listMaturities(env, director, { page: 1, size: 10, filters: { status: 'OUTSTANDING' } });
    expect(dirView.rows.map((r) => [r.packageNo, r.canRepay, r.repayPending, r.canSign])).toEqual([[BAB1, false, true, true]]);

    // A password alone never moves money: no signature, a signature of another key, a changed original are refused.
    const text = await advanceRepayOriginal(env, director, BAB1);
    expect(text).toContain('垫款金额：340,000.00元（大写：叁拾肆万元整）');
    expect(text).toContain('罚息：1,700.00元（大写：壹仟柒佰元整），自2025-10-09起10天');
    expect(text).toContain('还款合计：341,700.00元（大写：叁拾肆万壹仟柒佰元整）');
    await expect(signAdvanceRepay(env, director, BAB1, dummyPayload(text) as never)).rejects.toThrow('请使用Ukey签名');
    await expect(signAdvanceRepay(env, director, BAB1, signedPayload('s1_dir', text, BAB1))).rejects.toThrow('证书未绑定当前角色');
    const forged = signedPayload('c1_dir', text, BAB1);
    await expect(signAdvanceRepay(env, director, BAB1, { ...forged, original: text.replace('341,700.00', '1.00') })).rejects.toThrow(/签名原文|签名验证失败/);
    // The operator who asked may not sign it, even as a director (maker–checker).
    await expect(signAdvanceRepay(env, { ...director, userId: actor.userId }, BAB1, forged)).rejects.toThrow('复核人不能与经办人为同一人');
    expect(await maturity(BAB1)).toMatchObject({ advance_status: 'OUTSTANDING' });
    expect(await account(C1)).toEqual(before.c1);

    // C1 has nothing available after the maturity debit: the bank refuses the signed 还款 and nothing moves.
    const c1 = await account(C1);
    expect(c1.balance - c1.frozen).toBe(0n);
    await expect(signAdvanceRepay(env, director, BAB1, signedPayload('c1_dir', await advanceRepayOriginal(env, director, BAB1), BAB1))).rejects.toThrow(
      '可用余额不足',
    );
    expect(await maturity(BAB1)).toMatchObject({ advance_status: 'OUTSTANDING' });

    await server.db.transaction((tx) => SimBank.unfreeze(tx, C1, parseFen('400000.00')));
    const funded = { f1: await account(F1), c1: await account(C1) };
    const signed = signedPayload('c1_dir', await advanceRepayOriginal(env, director, BAB1), BAB1);
    const row = await signAdvanceRepay(env, director, BAB1, signed);
    expect([row.status, row.advance, row.penalty, row.penaltyDays, row.repaidOn, row.canRepay, row.repayPending, row.canSign]).toEqual([
      'REPAID',
      '340000.00',
      '1700.00',
      10,
      '2025-10-19',
      false,
      false,
      false,
    ]);
    expect((await account(C1)).balance - funded.c1.balance).toBe(-parseFen('341700.00'));
    expect((await account(F1)).balance - funded.f1.balance).toBe(parseFen('341700.00'));
    expect((await receipts(BAB1)).at(-1)).toEqual({ purpose: 'ADVANCE', amount_fen: '34170000', from_account_id: C1, to_account_id: F1, receipts: 2 });
    expect(await maturity(BAB1)).toMatchObject({ advance_fen: '34000000', advance_status: 'REPAID' });
    const [who] = await server.db.query<{ repaid_by: string; repay_signed_by: string }>(
      'SELECT repaid_by, repay_signed_by FROM bill_maturity WHERE package_no = $1',
      [BAB1],
    );
    expect(who).toEqual({ repaid_by: actor.userId, repay_signed_by: director.userId });
    const [event] = await server.db.query<{ label: string; amount_fen: string }>(
      "SELECT label, amount_fen::text FROM bill_event WHERE package_no = $1 AND kind = 'ADVANCE_REPAID'",
      [BAB1],
    );
    expect(event).toEqual({ label: '垫款还款', amount_fen: '34170000' });
    // The signature is kept for 存证.
    const [ev] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM signed_evidence WHERE business_type = 'REPAYMENT' AND business_ids LIKE $1",
      [`%${BAB1}%`],
    );
    expect(ev?.n).toBe(1);

    // Once: a second 还款 finds no outstanding 垫款; the query keeps the penalty that was paid, whatever the date.
    refused(await c1op.callEndpoint(discountMaturityEndpoints.repayAdvance, { params: { packageNo: BAB1 }, body: {} }), '该票据没有未还的垫款');
    await expect(signAdvanceRepay(env, director, BAB1, signed)).rejects.toThrow('该票据没有未还的垫款');
    const later = await listMaturities({ db: server.db, businessDate: '2025-12-01' }, actor, { page: 1, size: 10, filters: { status: 'REPAID' } });
    expect(later.rows.map((r) => [r.packageNo, r.penalty, r.penaltyDays, r.repaidOn, r.canRepay])).toEqual([[BAB1, '1700.00', 10, '2025-10-19', false]]);
    const s1op = await server.login('s1_op');
    refused(await s1op.callEndpoint(discountMaturityEndpoints.repayAdvance, { params: { packageNo: BAB1 }, body: {} }), /权限/);
  });

  it('BAB-2, never signed for (待签收), is paid to its holder of record S2 on 2025-12-12; C1 margin first, the rest as far as it goes', async () => {
    expect((await pkg(BAB2))?.status).toBe('PENDING_RECEIVE');
    const before = { s2: await account(await settlementOf('S2')), c1: await account(C1), margin: await account(MARGIN) };
    const available = before.c1.balance - before.c1.frozen;
    expect(available).toBe(parseFen('58300.00')); // 400 000.00 unfrozen − 341 700.00 repaid
    const run = await runBillMaturity(server.db, 0, '2025-12-12', '09:30');
    expect(run.paid).toEqual([
      { packageNo: BAB2, payDate: '2025-12-12', paidToHolders: 50_000_000n, margin: 15_000_000n, debited: 5_830_000n, advance: 29_170_000n },
    ]);
    expect((await account(await settlementOf('S2'))).balance - before.s2.balance).toBe(parseFen('500000.00'));
    expect(before.margin.frozen - (await account(MARGIN)).frozen).toBe(parseFen('150000.00'));
    expect((await rangesOf(server.db, BAB2)).map((r) => [r.status, r.holder_corp_id])).toEqual([['PAID', 'S2']]);
    expect((await pkg(BAB2))?.status).toBe('PAID');
    expect(await maturity(BAB2)).toMatchObject({ advance_fen: '29170000', advance_status: 'OUTSTANDING' });
    expect(await runBillMaturity(server.db, 0, '2025-12-15', '09:30')).toEqual({ paid: [], failed: [] });
  });
});
