import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinance, EdtLine, EdtOrder, EdtRepay } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import { fundOrder } from './edt-helpers';

const server = useTestServer();

/**
 * 主动还款 and 提前还款 (domain-lines.md §19.7) on the test server's business date 2025-06-16: a loan of the worked
 * example (210 000.00 at 3.80 %, 91 days, grace 3, penalty 5.70 %) is moved back in time so that today is before, within
 * or beyond its due date + grace; the figures are §19.6's golden values. The supplier's director signs REPAYMENT (on or
 * after the due date) or ADVANCED_PAYMENT (before it) and the money goes from S1's settlement account to F1's.
 */
describe('e订通 主动还款 / 提前还款', () => {
  let op: TestClient;
  let dir: TestClient;
  let cm: TestClient;
  let pm: TestClient;
  beforeAll(async () => {
    [op, dir, cm, pm] = [await server.login('s1_op'), await server.login('s1_dir'), await server.login('f1_cm'), await server.login('f1_pm')];
  });

  const orderNamed = async (orderNo: string): Promise<EdtOrder> => {
    const o = ok<EdtOrder[]>(await op.callEndpoint(edtEndpoints.orders, { query: { keyword: orderNo } })).find((x) => x.orderNo === orderNo);
    if (!o) throw new Error(`${orderNo} not listed`);
    return o;
  };
  const le1 = async (): Promise<EdtLine> => {
    const l = ok<EdtLine[]>(await op.callEndpoint(edtEndpoints.lines)).find((x) => x.lineId === 'LE1');
    if (!l) throw new Error('LE1 not listed');
    return l;
  };
  const balance = async (accountId: string): Promise<bigint> =>
    BigInt(String((await server.db.query<{ b: unknown }>('SELECT balance_fen AS b FROM bank_account WHERE account_id = $1', [accountId]))[0]?.b));
  const loanOf = async (appNo: string): Promise<string> => {
    const f = ok<EdtFinance[]>(await op.callEndpoint(edtEndpoints.finances)).find((x) => x.appNo === appNo);
    if (!f?.loan) throw new Error(`${appNo} has no loan`);
    return f.loan.loanNo;
  };
  const backdate = (loanNo: string, valueDate: string, dueDate: string) =>
    server.db.query('UPDATE edt_loan SET value_date = $2, due_date = $3 WHERE loan_no = $1', [loanNo, valueDate, dueDate]);
  const preview = async (c: TestClient, loanNo: string): Promise<CallResult> => c.callEndpoint(edtEndpoints.repayPreview, { params: { loanNo } });
  const original = (c: TestClient, type: 'REPAYMENT' | 'ADVANCED_PAYMENT', loanNo: string): Promise<CallResult> =>
    c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { params: { id: loanNo } });
  const repay = async (type: 'REPAYMENT' | 'ADVANCED_PAYMENT', loanNo: string): Promise<CallResult> => {
    const text = ok<string>(await original(dir, type, loanNo));
    const { creditList: _none, ...payload } = signedPayload('s1_dir', text, loanNo);
    return dir.callEndpoint(edtEndpoints.repay, { params: { loanNo }, body: payload });
  };

  let loan1 = '';
  it('figures a repayment of PO-2025-001’s loan before, within and beyond the grace (§19.6 golden values)', async () => {
    const funded: ApplicationDetail = await fundOrder(
      { op, dir, cm, pm },
      { orderId: (await orderNamed('PO-2025-001')).orderId, amount: '210000.00', dueDate: '2025-09-15' },
    );
    loan1 = await loanOf(funded.appNo);
    // Funded 30 days ago: 提前还款, interest to the day 210 000 × 3.80 % × 30 / 360 = 665.00, no fee.
    await backdate(loan1, '2025-05-17', '2025-08-16');
    expect(ok<EdtRepay>(await preview(dir, loan1))).toMatchObject({
      kind: 'ADVANCED_PAYMENT',
      repayDate: '2025-06-16',
      interestDays: 30,
      overdueDays: 0,
      principal: '210000.00',
      interest: '665.00',
      penalty: '0.00',
      prepaymentFee: '0.00',
      total: '210665.00',
      payAccount: { accountId: 'A-S1-SETTLE' },
    });
    // 2 days late (grace 3): 93 days of interest 2 061.50, no penalty; 主动还款.
    await backdate(loan1, '2025-03-15', '2025-06-14');
    expect(ok<EdtRepay>(await preview(dir, loan1))).toMatchObject({
      kind: 'REPAYMENT',
      interestDays: 93,
      overdueDays: 2,
      interest: '2061.50',
      penalty: '0.00',
    });
    // 7 days late: interest stops at the due date (2 017.17) and the penalty runs 7 days at 5.70 % (232.75).
    await backdate(loan1, '2025-03-10', '2025-06-09');
    expect(ok<EdtRepay>(await preview(dir, loan1))).toMatchObject({
      kind: 'REPAYMENT',
      interestDays: 91,
      overdueDays: 7,
      interest: '2017.17',
      penalty: '232.75',
      total: '212249.92',
    });
  });

  it('refuses the original of the other kind, and every caller but the supplier’s director', async () => {
    refused(await original(dir, 'ADVANCED_PAYMENT', loan1), '借据已到期，请办理主动还款');
    expect((await preview(op, loan1)).status).toBe(403);
    expect((await preview(pm, loan1)).status).toBe(403);
  });

  it('主动还款 7 days late: S1 pays 212 249.92 (罚息, 利息, 本金 each a FIN_REPAY with receipts), the loan 已结清, LE1 restored', async () => {
    const settleBefore = await balance('A-S1-SETTLE');
    const bankBefore = await balance('A-F1-SETTLE');
    const usedBefore = (await le1()).used;
    const r = ok<EdtRepay>(await repay('REPAYMENT', loan1));
    expect(r).toMatchObject({ kind: 'REPAYMENT', principal: '210000.00', interest: '2017.17', penalty: '232.75', total: '212249.92' });
    expect(settleBefore - (await balance('A-S1-SETTLE'))).toBe(21_224_992n);
    expect((await balance('A-F1-SETTLE')) - bankBefore).toBe(21_224_992n);
    const txns = await server.db.query<{ purpose: string; amount_fen: unknown; remark: string; receipts: number }>(
      `SELECT t.purpose, t.amount_fen, t.remark, (SELECT count(*)::int FROM receipt r WHERE r.txn_id = t.txn_id) AS receipts
         FROM sim_bank_txn t WHERE t.biz_ref = $1 AND t.purpose = 'FIN_REPAY' ORDER BY t.txn_id`,
      [loan1],
    );
    expect(txns.map((t) => [t.remark, String(t.amount_fen), t.receipts])).toEqual([
      ['主动还款罚息', '23275', 2],
      ['主动还款利息', '201717', 2],
      ['主动还款本金', '21000000', 2],
    ]);
    const f = ok<EdtFinance[]>(await op.callEndpoint(edtEndpoints.finances)).find((x) => x.loan?.loanNo === loan1);
    expect(f?.loan).toMatchObject({ status: 'REPAID', repaidPrincipal: '210000.00' });
    expect(Number((await le1()).used)).toBeCloseTo(Number(usedBefore) - 210_000, 2);
    expect(await orderNamed('PO-2025-001')).toMatchObject({ status: 'FINANCED', financingBalance: '0.00' });
    refused(await preview(dir, loan1), '该借据已结清');
    refused(await original(dir, 'REPAYMENT', loan1), '该借据已结清');
  });

  it('提前还款 of a second loan: interest to the day, signed ADVANCED_PAYMENT; the REPAYMENT original is refused before the due date', async () => {
    await server.db.query(
      "UPDATE edt_order SET status = 'CONFIRMED', confirmed_fen = amount_fen, collect_account_id = 'A-S1-EDT' WHERE order_no = 'PO-2025-003'",
    );
    const funded = await fundOrder({ op, dir, cm, pm }, { orderId: (await orderNamed('PO-2025-003')).orderId, amount: '300000.00', dueDate: '2025-08-15' });
    const loan = await loanOf(funded.appNo);
    await backdate(loan, '2025-05-17', '2025-08-15');
    refused(await original(dir, 'REPAYMENT', loan), '借据尚未到期，请办理提前还款');
    const text = ok<string>(await original(dir, 'ADVANCED_PAYMENT', loan));
    expect(text).toContain('提前还款确认');
    expect(text).toContain('利息：950.00元（计息30天）');
    expect(text).toContain('提前还款手续费：0.00元');
    const before = await balance('A-S1-SETTLE');
    const { creditList: _none, ...payload } = signedPayload('s1_dir', text, loan);
    expect(ok<EdtRepay>(await dir.callEndpoint(edtEndpoints.repay, { params: { loanNo: loan }, body: payload }))).toMatchObject({
      kind: 'ADVANCED_PAYMENT',
      interest: '950.00',
      total: '300950.00',
    });
    expect(before - (await balance('A-S1-SETTLE'))).toBe(30_095_000n);
    // The core's payment later finds nothing owing: all of it is released to S1, and the order is 已结清.
    const released = await server.db.transaction(async (tx) => {
      const { SimBank } = await import('../../src/modules/bank');
      const { runWaterfall } = await import('../../src/modules/edt');
      const [o] = await tx.query<{ order_id: string }>("SELECT order_id FROM edt_order WHERE order_no = 'PO-2025-003'");
      await SimBank.deposit(tx, { accountId: 'A-S1-EDT', amountFen: 50_000_000n, summary: '来账', businessDate: '2025-06-16', now: server.clock.now() });
      return runWaterfall(tx, { orderId: o?.order_id ?? '', creditedFen: 50_000_000n, businessDate: '2025-06-16', now: server.clock.now() });
    });
    expect(released).toMatchObject({ principal: '0.00', interest: '0.00', released: '500000.00' });
    expect((await orderNamed('PO-2025-003')).status).toBe('SETTLED');
  });
});
