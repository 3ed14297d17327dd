/**
 * 兑付 through the API (domain.md §7.8, §13.4) on the pinned business date 2025-06-16: the calendar and check of the
 * seed, the director's return and signed approval, payment to the holder, the failed line and its 兑付确认, the limit
 * coming back on the revolving line, and every call scoped to the issuer's corporation and role.
 */
import { describe, expect, it } from 'vitest';
import { cashEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, CashCalendar, CashCheck, CashLeaf, CashPlan, Page, Todo } from '@scf/api/contract';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { app, credit, expectInvariants, figures, ok, originalFor, refused, signedPayload } from '../credits/ledger-helpers';
import { cashInvariantBreaks } from './cash-helpers';

const server = useTestServer();
const balanceOf = async (accountId: string): Promise<bigint> =>
  BigInt(String((await server.db.query<{ balance_fen: unknown }>('SELECT balance_fen FROM bank_account WHERE account_id = $1', [accountId]))[0]?.balance_fen));
const CR4 = credit('CR4');
const CSH0620 = app('CSH-0620');
const approveWithKey = async (user: string, planNo: string) => {
  const c = await server.login(user);
  const original = ok<string>(await originalFor(c, planNo));
  return c.callEndpoint(cashEndpoints.approve, { params: { planNo }, body: signedPayload(user, original, planNo) });
};

/** A new 1,000.00 credit of C1 to S1 due 06-20, issued with c1_dir's key and HELD: a line of its own for a plan. */
async function heldCreditForS1(): Promise<{ c1op: TestClient; dir: TestClient; creditNo: string }> {
  const c1op = await server.login('c1_op');
  const issued = ok<{ appNo: string }>(
    await c1op.callEndpoint(creditEndpoints.issueApply, {
      body: {
        issuerCorpId: 'C1',
        lines: [{ receiverCorpId: 'S1', amount: '1000.00', dueDate: '2025-06-20', contractId: 'CT-HT-2025-001', remark: '' }],
        submit: true,
      },
    }),
  );
  const dir = await server.login('c1_dir');
  const iss = ok<{ lines: Array<{ creditNo: string }> }>(
    await dir.callEndpoint(creditEndpoints.approve, {
      params: { appNo: issued.appNo },
      body: signedPayload('c1_dir', ok<string>(await originalFor(dir, issued.appNo)), issued.appNo),
    }),
  );
  const creditNo = iss.lines[0]?.creditNo ?? '';
  await server.db.query("UPDATE credit SET status = 'HELD' WHERE credit_no = $1", [creditNo]);
  await server.db.query('UPDATE todo SET done_at = 1 WHERE credit_no = $1', [creditNo]);
  return { c1op, dir, creditNo };
}

describe('兑付 on the seed (domain.md §13.4)', () => {
  it('shows June 2025: 06-13 paid 150,000.00, 06-20 to pay 200,000.00 with a plan waiting; holidays and weekends are not working days', async () => {
    for (const user of ['c1_op', 'c1_dir', 'c1_query']) {
      const cal = ok<CashCalendar>(await (await server.login(user)).callEndpoint(cashEndpoints.calendar, { body: { month: '2025-06' } }));
      expect(cal.days).toHaveLength(30);
      const day = (d: string) => cal.days.find((x) => x.date === d);
      expect(day('2025-06-13')).toMatchObject({ working: true, count: 1, paid: { count: 1, amount: '150000.00' }, toPay: { count: 0 } });
      expect(day('2025-06-20')).toMatchObject({ working: true, count: 1, toPay: { count: 1, amount: '200000.00' }, pendingPlans: 1 });
      expect(day('2025-06-02')?.working).toBe(false);
      expect(day('2025-06-14')?.working).toBe(false);
      expect(cal.nextDueDate).toBe('2025-06-20');
    }
    const leaves = ok<CashLeaf[]>(await (await server.login('c1_query')).callEndpoint(cashEndpoints.day, { body: { date: '2025-06-13' } }));
    expect(leaves).toEqual([
      expect.objectContaining({ creditNo: credit('CR5'), creditStatus: 'CASHED', lineStatus: 'PAID', payee: expect.objectContaining({ corpId: 'S2' }) }),
    ]);
  });

  it('checks the next due date: CR4 to S1’s account, balance 2,000,000.00, no shortfall, the plan already waiting', async () => {
    const c = ok<CashCheck>(await (await server.login('c1_op')).callEndpoint(cashEndpoints.check, { body: {} }));
    expect(c).toMatchObject({
      dueDate: '2025-06-20',
      windowFrom: '2025-06-13',
      windowTo: '2025-06-20 16:00',
      total: '200000.00',
      balance: '2000000.00',
      shortfall: '0.00',
      pendingPlanNo: CSH0620,
      open: false,
    });
    expect(c.closedReason).toBe(`该到期日已有待审批的兑付计划${CSH0620}`);
    expect(c.leaves).toEqual([
      expect.objectContaining({
        creditNo: CR4,
        payeeKind: 'HOLDER',
        payee: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
        payeeAccount: expect.objectContaining({ accountNo: '6217001360000011001' }),
        amount: '200000.00',
      }),
    ]);
    refused(
      await (await server.login('c1_op')).callEndpoint(cashEndpoints.submit, { body: { dueDate: '2025-06-20' } }),
      `该到期日已有待审批的兑付计划${CSH0620}`,
    );
  });

  it('keeps every call to the issuer’s corporation and the role’s pages', async () => {
    // Another corporation's plan reads as absent; its calendar holds only its own credits.
    expect((await (await server.login('c2_op')).callEndpoint(cashEndpoints.plan, { params: { planNo: CSH0620 } })).status).toBe(404);
    const c2 = ok<CashCalendar>(await (await server.login('c2_op')).callEndpoint(cashEndpoints.calendar, { body: { month: '2025-06' } }));
    expect(c2.days.every((d) => d.count === 0)).toBe(true);
    // The chain and the bank have no cash pages; the query role reads but does not check; the operator does not approve.
    expect((await (await server.login('s1_op')).callEndpoint(cashEndpoints.calendar, { body: { month: '2025-06' } })).status).toBe(403);
    expect((await (await server.login('c1_query')).callEndpoint(cashEndpoints.check, { body: {} })).status).toBe(403);
    expect(
      (
        await (
          await server.login('c1_op')
        ).callEndpoint(cashEndpoints.approve, {
          params: { planNo: CSH0620 },
          body: { algorithmType: 'NONE', issuerDn: 'NONE', raType: 'NONE', signature: 'NONE', certSerialNo: 'NONE', original: 'x' },
        })
      ).status,
    ).toBe(403);
    // 兑付确认 is proposed by the operator only: the director signs, never proposes (issue 26 item 6).
    expect(
      (await (await server.login('c1_dir')).callEndpoint(cashEndpoints.confirm, { body: { creditNo: CR4, paidDate: '2025-06-16', reference: 'X1' } })).status,
    ).toBe(403);
  });

  it('the director returns CSH-0620; the operator prepares a new plan for 06-20 (the returned one withdrawn); a signature is required', async () => {
    const dir = await server.login('c1_dir');
    const queue = ok<Page<CashPlan>>(await dir.callEndpoint(cashEndpoints.plans, { body: { page: 1, size: 10, filters: { review: true } } }));
    expect(queue.rows.map((p) => [p.planNo, p.actions])).toEqual([[CSH0620, ['APPROVE', 'RETURN']]]);
    expect(ok<CashPlan>(await dir.callEndpoint(cashEndpoints.return, { params: { planNo: CSH0620 }, body: { comment: '请核对收款账户' } })).status).toBe(
      'RETURNED',
    );
    const op = await server.login('c1_op');
    const todos = ok<Page<Todo>>(await op.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 10, filters: { bizType: 'CASH' } } }));
    expect(todos.rows).toEqual([expect.objectContaining({ title: '兑付计划已退回', path: '/credit/core/cash/cash-check' })]);
    const plan = ok<CashPlan>(await op.callEndpoint(cashEndpoints.submit, { body: { dueDate: '2025-06-20' } }));
    expect(plan).toMatchObject({
      status: 'PENDING_REVIEW',
      variant: 'CASH',
      payerAccountType: 'SPECIAL',
      total: '200000.00',
      lineCount: 1,
      lines: [expect.objectContaining({ creditNo: CR4, status: 'PENDING' })],
    });
    expect(ok<CashPlan>(await op.callEndpoint(cashEndpoints.plan, { params: { planNo: CSH0620 } })).status).toBe('CANCELLED');
    // Without a valid signature nothing moves.
    refused(
      await dir.callEndpoint(cashEndpoints.approve, {
        params: { planNo: plan.planNo },
        body: { algorithmType: 'NONE', issuerDn: 'NONE', raType: 'NONE', signature: 'NONE', certSerialNo: 'NONE', original: 'x' },
      }),
      /.+/,
    );
    expect(ok<CashPlan>(await op.callEndpoint(cashEndpoints.plan, { params: { planNo: plan.planNo } })).status).toBe('PENDING_REVIEW');
    await expectInvariants(server.db);
  });

  it('c1_dir signs with …0101: CR4 paid to S1 with a bank serial, 已兑付, and the 200,000.00 back on the revolving L1', async () => {
    const before = await figures(server.db);
    const special = await balanceOf('A-C1-SPECIAL');
    const dir = await server.login('c1_dir');
    const [pending] = ok<Page<CashPlan>>(await dir.callEndpoint(cashEndpoints.plans, { body: { page: 1, size: 10, filters: { review: true } } })).rows;
    const done = ok<CashPlan>(await approveWithKey('c1_dir', pending?.planNo ?? ''));
    expect(done).toMatchObject({ status: 'PAID', paidTotal: '200000.00', paidCount: 1, failedCount: 0 });
    expect(done.lines[0]).toMatchObject({
      creditNo: CR4,
      status: 'PAID',
      paidDate: '2025-06-16',
      offline: false,
      creditStatus: 'CASHED',
      payee: { corpId: 'S1' },
    });
    expect(done.lines[0]?.bankSerial).toMatch(/^CCB20250616\d{8}$/);
    // The bank debited the 还款专户 by exactly the amount and wrote a receipt per side.
    expect(special - (await balanceOf('A-C1-SPECIAL'))).toBe(20_000_000n);
    const receipts = await server.db.query<{ side: string; account_id: string }>(
      'SELECT r.side, r.account_id FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id WHERE t.bank_serial = $1 ORDER BY r.side',
      [done.lines[0]?.bankSerial],
    );
    expect(receipts).toEqual([
      { side: 'PAY', account_id: 'A-C1-SPECIAL' },
      { side: 'RECEIVE', account_id: 'A-S1-ELEC' },
    ]);
    expect(await bankInvariantBreaks(server.db)).toEqual([]);
    const after = await figures(server.db);
    expect(after.line.available - before.line.available).toBe(20_000_000n);
    // Paid once: approving again is refused.
    refused(await originalFor(dir, done.planNo), '申请当前状态为「已完成」，不能同意');
    expect(await cashInvariantBreaks(server.db)).toEqual([]);
    await expectInvariants(server.db);
    const query = ok<Page<CashPlan>>(
      await (
        await server.login('c1_query')
      ).callEndpoint(cashEndpoints.plans, { body: { page: 1, size: 10, filters: { status: 'PAID' }, sort: { field: 'dueDate', order: 'asc' } } }),
    );
    // CR0's plan under L0 (domain-lines.md §13.7), CR5's, and CR4's just paid.
    expect(query.rows.map((p) => p.dueDate)).toEqual(['2024-08-30', '2025-06-13', '2025-06-20']);
  });

  it('a payee account the bank refuses leaves the line FAILED and the credit 兑付中 until the operator’s 兑付确认 is signed by the director', async () => {
    // A new credit due 06-20 for S1, whose account the reference bank refuses (…9999).
    const { c1op, dir, creditNo } = await heldCreditForS1();
    await server.db.query("UPDATE bank_account SET account_no = '6217001360000019999' WHERE account_id = 'A-S1-ELEC'");
    try {
      const plan = ok<CashPlan>(await c1op.callEndpoint(cashEndpoints.submit, { body: { dueDate: '2025-06-20' } }));
      expect(plan.lines.map((l) => l.creditNo)).toEqual([creditNo]);
      const done = ok<CashPlan>(await approveWithKey('c1_dir', plan.planNo));
      expect(done).toMatchObject({
        status: 'APPROVED',
        failedCount: 1,
        lines: [expect.objectContaining({ status: 'FAILED', failReason: '收款账户状态异常，银行退票', creditStatus: 'CASHING' })],
      });
      const unpaid = ok<CashLeaf[]>(await c1op.callEndpoint(cashEndpoints.unpaid));
      expect(unpaid).toEqual([expect.objectContaining({ creditNo, lineStatus: 'FAILED', planNo: plan.planNo })]);
      refused(await c1op.callEndpoint(cashEndpoints.confirm, { body: { creditNo, paidDate: '2025-06-17', reference: 'OFF-1' } }), '付款日期不能晚于当前日期');
      const proposed = ok<ApplicationDetail>(
        await c1op.callEndpoint(cashEndpoints.confirm, { body: { creditNo, paidDate: '2025-06-16', reference: 'OFF-20250616-01' } }),
      );
      expect(proposed).toMatchObject({ bizType: 'CASH_CONFIRM', status: 'PENDING_REVIEW' });
      // Proposed is not paid: the credit stays 兑付中 and the line FAILED until the director signs; one proposal at a time.
      expect(ok<CashPlan>(await dir.callEndpoint(cashEndpoints.plan, { params: { planNo: plan.planNo } })).lines[0]).toMatchObject({
        status: 'FAILED',
        creditStatus: 'CASHING',
      });
      refused(await c1op.callEndpoint(cashEndpoints.confirm, { body: { creditNo, paidDate: '2025-06-16', reference: 'OFF-2' } }), '已有处理中的申请');
      // The director signs the credit, the amount, the payee and its account, the date and the reference.
      const original = ok<string>(await originalFor(dir, proposed.appNo));
      for (const text of [
        `凭证编号：${creditNo}`,
        '兑付金额：1,000.00元',
        '收款方：',
        '收款账户：6217001360000019999',
        '付款日期：2025-06-16',
        '付款流水号：OFF-20250616-01',
      ])
        expect(original).toContain(text);
      const signed = ok<ApplicationDetail>(
        await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: proposed.appNo }, body: signedPayload('c1_dir', original, proposed.appNo) }),
      );
      expect(signed.status).toBe('COMPLETED');
      const line = ok<CashPlan>(await dir.callEndpoint(cashEndpoints.plan, { params: { planNo: plan.planNo } }));
      expect(line).toMatchObject({
        status: 'PAID',
        lines: [expect.objectContaining({ status: 'PAID', offline: true, bankSerial: 'OFF-20250616-01', creditStatus: 'CASHED' })],
      });
      refused(await c1op.callEndpoint(cashEndpoints.confirm, { body: { creditNo, paidDate: '2025-06-16', reference: 'OFF-2' } }), /不是兑付中或逾期/);
    } finally {
      await server.db.query("UPDATE bank_account SET account_no = '6217001360000011001' WHERE account_id = 'A-S1-ELEC'");
    }
    expect(await cashInvariantBreaks(server.db)).toEqual([]);
  });

  it('兑付确认 of a credit a bank holds: the director’s signature is not enough, the bank’s product manager signs 确认收款 (or 未收到款项)', async () => {
    const bankHeld = async () => {
      const { creditNo } = await heldCreditForS1();
      await server.db.query("UPDATE credit SET holder_corp_id = 'F1', holder_account_id = NULL, status = 'CASHING' WHERE credit_no = $1", [creditNo]);
      return creditNo;
    };
    const [c1op, dir, pm] = [await server.login('c1_op'), await server.login('c1_dir'), await server.login('f1_pm')];
    const statusOf = async (no: string) => (await server.db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [no]))[0]?.status;
    const propose = async (creditNo: string, reference: string) => {
      const p = ok<ApplicationDetail>(await c1op.callEndpoint(cashEndpoints.confirm, { body: { creditNo, paidDate: '2025-06-16', reference } }));
      const original = ok<string>(await originalFor(dir, p.appNo));
      expect(original).toContain('收款方：');
      return ok<ApplicationDetail>(
        await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: p.appNo }, body: signedPayload('c1_dir', original, p.appNo) }),
      );
    };
    const paid = await bankHeld();
    const signed = await propose(paid, 'BANK-OFF-1');
    expect(signed.status).toBe('PENDING_CP_APPROVAL');
    expect(await statusOf(paid)).toBe('CASHING');
    // Only the bank's step now: the core's director cannot sign it again, the generic approval refuses the bank's role.
    refused(await originalFor(dir, signed.appNo), /不能同意|无权/);
    const todos = ok<Page<Todo>>(await pm.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 50 } }));
    expect(todos.rows).toContainEqual(expect.objectContaining({ appNo: signed.appNo, title: '兑付待确认收款' }));
    const bankOriginal = ok<string>(await originalFor(pm, signed.appNo));
    expect(bankOriginal).toContain('付款流水号：BANK-OFF-1');
    const done = ok<ApplicationDetail>(
      await pm.callEndpoint(cashEndpoints.receipt, { params: { appNo: signed.appNo }, body: signedPayload('f1_pm', bankOriginal, signed.appNo) }),
    );
    expect(done.status).toBe('COMPLETED');
    expect(await statusOf(paid)).toBe('CASHED');
    const [line] = await server.db.query<{ payee_corp_id: string; payee_kind: string; offline: boolean }>(
      "SELECT payee_corp_id, payee_kind, offline FROM cash_line WHERE credit_no = $1 AND status = 'PAID'",
      [paid],
    );
    expect(line).toEqual({ payee_corp_id: 'F1', payee_kind: 'FI', offline: true });

    const notPaid = await bankHeld();
    const other = await propose(notPaid, 'BANK-OFF-2');
    expect(
      ok<ApplicationDetail>(await pm.callEndpoint(cashEndpoints.refuseReceipt, { params: { appNo: other.appNo }, body: { comment: '未收到款项' } })).status,
    ).toBe('CP_REFUSED');
    expect(await statusOf(notPaid)).toBe('CASHING');
  });

  it('funds declared ready that the 还款专户 does not hold: the bank refuses the line (可用余额不足) and nothing moves', async () => {
    const { c1op } = await heldCreditForS1();
    // Everything but 500.00 of the 还款专户 frozen (a margin, a withdrawal under signature…).
    const held = (await balanceOf('A-C1-SPECIAL')) - 50_000n;
    await server.db.transaction((tx) => SimBank.freeze(tx, 'A-C1-SPECIAL', held));
    try {
      const plan = ok<CashPlan>(
        await c1op.callEndpoint(cashEndpoints.submit, { body: { dueDate: '2025-06-20', fundsReady: true, fundingRef: 'HK-NOT-ARRIVED' } }),
      );
      const receipts = await server.db.query('SELECT receipt_no FROM receipt');
      const done = ok<CashPlan>(await approveWithKey('c1_dir', plan.planNo));
      expect(done).toMatchObject({ status: 'APPROVED', failedCount: 1, lines: [expect.objectContaining({ status: 'FAILED', failReason: '可用余额不足' })] });
      expect(await server.db.query('SELECT receipt_no FROM receipt')).toEqual(receipts);
    } finally {
      await server.db.transaction((tx) => SimBank.unfreeze(tx, 'A-C1-SPECIAL', held));
    }
    expect(await bankInvariantBreaks(server.db)).toEqual([]);
  });
});
