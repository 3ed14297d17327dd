/**
 * The rules of 兑付 (domain.md §7.8) on other business dates, through the services: the window (D−5 working days to
 * D 16:00), balance against 资金已备足, the FI paid for a financed leaf, the 工行 variant, the overdue job at the end of
 * D and the confirm that ends it, and the revolving limit released only when every leaf of a root is terminal.
 */
import { describe, expect, it } from 'vitest';
import { approvalOriginal, approve as approveApplication, decide as decideApplication } from '../../src/modules/applications';
import { runCashJobs } from '../../src/modules/cash';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import { check, submit } from '../../src/modules/cash/cash-plan.service';
import { approve } from '../../src/modules/cash/cash-pay.service';
import { proposeConfirm } from '../../src/modules/cash/cash-confirm.service';
import { planDetail } from '../../src/modules/cash/cash-reads.service';
import type { ServiceEnv } from '../../src/platform/service-env';
import { useTestServer } from '../helpers/test-server';
import { app, credit, dummyPayload, expectInvariants, figures } from '../credits/ledger-helpers';
import { actorOf, cashInvariantBreaks } from './cash-helpers';

const server = useTestServer();
/** 02:00Z is 10:00 in Shanghai; 08:30Z is 16:30. */
const env = (businessDate: string, time = '02:00'): ServiceEnv => ({
  db: server.db,
  now: Date.parse(`${businessDate}T${time}:00Z`),
  businessDate,
  signingEnabled: false,
});
const form = (
  dueDate: string,
  o: { fundsReady?: boolean; fundingRef?: string; variant?: 'CASH' | 'ICBC'; payerAccountNo?: string; payerBankName?: string } = {},
) => ({
  variant: o.variant ?? 'CASH',
  dueDate,
  fundsReady: o.fundsReady ?? false,
  fundingRef: o.fundingRef ?? '',
  payerAccountNo: o.payerAccountNo ?? '',
  payerBankName: o.payerBankName ?? '',
});
const message = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
const approveAs = async (e: ServiceEnv, planNo: string) => {
  const dir = await actorOf(server.db, 'c1_dir');
  return approve(e, dir, planNo, dummyPayload(await approvalOriginal(e, dir, planNo, 'CREDIT_ASSEMBLE')));
};

describe('兑付 rules on other business dates', () => {
  it('opens the window D−5 working days before D and closes it at D 16:00', async () => {
    const op = await actorOf(server.db, 'c1_op');
    // CR1-B1 (F1) and CR1-B2 (pooled, S1) are due 2025-09-05: the window opens on 2025-08-29.
    const early = await check(env('2025-08-28'), op, 'CASH', '2025-09-05');
    expect(early).toMatchObject({
      windowFrom: '2025-08-29',
      open: false,
      closedReason: '兑付计划须在到期日前5个工作日内提交（2025-08-29起）',
      total: '700000.00',
    });
    expect(await message(submit(env('2025-08-28'), op, form('2025-09-05')))).toBe('兑付计划须在到期日前5个工作日内提交（2025-08-29起）');
    expect(await message(submit(env('2025-09-05', '08:30'), op, form('2025-09-05')))).toBe('已过兑付截止时间（2025-09-05 16:00）');
    expect((await check(env('2025-08-29'), op, 'CASH', '2025-09-05')).open).toBe(true);
    // Holidays count: D−5 working days of 2025-10-10 are 10-09, 09-30, 09-29, 09-28 (a make-up Sunday) and 09-26 — the National Day week (10-01…10-08) and 09-27 are skipped.
    expect((await check(env('2025-08-29'), op, 'CASH', '2025-10-10')).windowFrom).toBe('2025-09-26');
  });

  it('needs the balance to cover the total, or 资金已备足 with the transfer’s reference; pays the FI for a financed leaf and the holder for the rest', async () => {
    const op = await actorOf(server.db, 'c1_op');
    // 1,900,000.00 of the 2,000,000.00 frozen: 100,000.00 available.
    await server.db.transaction((tx) => SimBank.freeze(tx, 'A-C1-SPECIAL', 190_000_000n));
    const c = await check(env('2025-09-01'), op, 'CASH', '2025-09-05');
    expect(c).toMatchObject({ balance: '100000.00', shortfall: '600000.00' });
    expect(await message(submit(env('2025-09-01'), op, form('2025-09-05')))).toBe('兑付专户余额不足，请补足资金或勾选“资金已备足”并填写划款流水号');
    const plan = await submit(env('2025-09-01'), op, form('2025-09-05', { fundsReady: true, fundingRef: 'HK20250901001' }));
    expect(plan).toMatchObject({ fundsReady: true, fundingRef: 'HK20250901001', total: '700000.00', lineCount: 2 });
    const lines = Object.fromEntries(plan.lines.map((l) => [l.creditNo, l]));
    expect(lines[credit('CR1-B1')]).toMatchObject({
      payeeKind: 'FI',
      payee: { corpId: 'F1' },
      payeeAccount: expect.objectContaining({ accountNo: '32050161360000021001' }),
      amount: '400000.00',
    });
    expect(lines[credit('CR1-B2')]).toMatchObject({ payeeKind: 'HOLDER', payee: { corpId: 'S1' }, amount: '300000.00' });
    // Before it pays, the 划款 HK20250901001 arrives.
    const clock = { businessDate: '2025-09-01', now: Date.parse('2025-09-01T01:00:00Z') };
    await server.db.transaction((tx) => SimBank.deposit(tx, { ...clock, accountId: 'A-C1-SPECIAL', amountFen: 60_000_000n, summary: '划款入账' }));
    const before = await figures(server.db);
    const done = await approveAs(env('2025-09-01'), plan.planNo);
    expect(done).toMatchObject({ status: 'PAID', paidTotal: '700000.00' });
    // CR1's third leaf (CR1-A, S2) is still live: nothing of the root comes back yet.
    expect((await figures(server.db)).line.available).toBe(before.line.available);
    expect(await cashInvariantBreaks(server.db)).toEqual([]);
    await expectInvariants(server.db);
    expect(await bankInvariantBreaks(server.db)).toEqual([]);
    await server.db.transaction(async (tx) => {
      await SimBank.unfreeze(tx, 'A-C1-SPECIAL', 190_000_000n);
      await SimBank.deposit(tx, { ...clock, accountId: 'A-C1-SPECIAL', amountFen: 10_000_000n, summary: '划款入账' });
    });
  });

  it('工行兑付: the payer account at another bank, always with 资金已备足', async () => {
    const op = await actorOf(server.db, 'c1_op');
    const icbc = await check(env('2025-06-16'), op, 'ICBC', '2025-06-20');
    // CR4 is in CSH-0620 already (either variant's plan covers it).
    expect(icbc).toMatchObject({ variant: 'ICBC', payerAccount: null, balance: null, shortfall: '0.00', open: false, pendingPlanNo: app('CSH-0620') });
    const icbcForm = { variant: 'ICBC' as const, payerAccountNo: '1106020109000123456', payerBankName: '中国工商银行徐州分行' };
    expect(await message(submit(env('2025-06-16'), op, form('2025-06-20', icbcForm)))).toBe('他行账户付款须确认资金已备足并填写划款流水号');
    const dir = await actorOf(server.db, 'c1_dir');
    await decideApplication(env('2025-06-16'), dir, app('CSH-0620'), 'RETURN', '改由工行账户兑付');
    const plan = await submit(env('2025-06-16'), op, form('2025-06-20', { ...icbcForm, fundsReady: true, fundingRef: 'ICBC-HK-01' }));
    expect(plan).toMatchObject({
      variant: 'ICBC',
      payerAccountType: 'OTHER_BANK',
      payerAccount: { accountNo: '1106020109000123456', bankName: '中国工商银行徐州分行' },
      status: 'PENDING_REVIEW',
    });
    // The returned CASH plan stays returned (another variant); the director returns the ICBC one too, and the seed's story goes on below.
    await decideApplication(env('2025-06-16'), dir, plan.planNo, 'RETURN', '暂缓');
  });

  it('at the end of D an unpaid leaf goes 逾期 and an unapproved plan lapses; 兑付确认 makes it 已兑付 and the root’s limit comes back', async () => {
    const cr4 = credit('CR4');
    const before = await figures(server.db);
    const done = await runCashJobs(server.db, Date.parse('2025-06-20T10:00:00Z'), '2025-06-20');
    expect(done.overdue).toEqual([]);
    const next = await runCashJobs(server.db, Date.parse('2025-06-23T01:00:00Z'), '2025-06-23');
    expect(next.overdue).toContain(cr4);
    expect(next.lapsed.sort()).toEqual([app('CSH-0620'), expect.stringMatching(/^CSH/)].sort());
    const dir = await actorOf(server.db, 'c1_dir');
    expect((await planDetail(server.db, dir, app('CSH-0620'))).status).toBe('CANCELLED');
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [cr4]);
    expect(row?.status).toBe('OVERDUE');
    // Running again changes nothing.
    expect(await runCashJobs(server.db, Date.parse('2025-06-23T02:00:00Z'), '2025-06-23')).toEqual({ paid: [], lapsed: [], overdue: [] });
    const op = await actorOf(server.db, 'c1_op');
    const proposal = await proposeConfirm(env('2025-06-23'), op, { creditNo: cr4, paidDate: '2025-06-23', reference: 'XX-0623' });
    const signed = await approveApplication(
      env('2025-06-23'),
      dir,
      proposal.appNo,
      dummyPayload(await approvalOriginal(env('2025-06-23'), dir, proposal.appNo, 'CREDIT_ASSEMBLE')),
    );
    expect(signed.status).toBe('COMPLETED');
    const [line] = await server.db.query("SELECT app_no, status, offline, payee_corp_id FROM cash_line WHERE credit_no = $1 AND status = 'PAID'", [cr4]);
    expect(line).toEqual({ app_no: null, status: 'PAID', offline: true, payee_corp_id: 'S1' });
    const [paid] = await server.db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [cr4]);
    expect(paid?.status).toBe('CASHED');
    expect((await figures(server.db)).line.available - before.line.available).toBe(20_000_000n);
    expect(await cashInvariantBreaks(server.db)).toEqual([]);
    await expectInvariants(server.db);
  });
});
