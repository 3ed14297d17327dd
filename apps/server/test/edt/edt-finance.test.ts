import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtCollection, EdtFinance, EdtFinancePreview, EdtLine, EdtOrder } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import { SimBank } from '../../src/modules/bank';
import { runWaterfall } from '../../src/modules/edt';

const server = useTestServer();

/**
 * 订单融资 (domain-lines.md §19.5, §19.6 worked example): on 2025-06-16 PO-2025-001 (确认金额 300 000.00, 约定付款日
 * 2025-09-15) can be financed up to 210 000.00 (70 %; LE1 available 1 475 000.00). s1_op applies, s1_dir signs, f1_cm
 * passes, f1_pm approves as applied and funds: fee 210.00, 209 790.00 paid to S1. A plan (出具融资方案) is accepted by
 * the supplier's director before the final approval.
 */
describe('e订通订单融资: cap, review, plan, final approval and 放款', () => {
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
  const apply = async (orderNo: string, amount: string, dueDate = '2025-09-15'): Promise<CallResult> =>
    op.callEndpoint(edtEndpoints.financeApply, { body: { orderId: (await orderNamed(orderNo)).orderId, amount, dueDate } });
  const sign = async (
    c: TestClient,
    keyId: string,
    appNo: string,
    type: 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST' | 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT' | 'ORDER_LOAN_APPLY_FINAL_APPROVE',
  ) => {
    const original = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { params: { id: appNo } }));
    const { creditList: _none, ...payload } = signedPayload(keyId, original, appNo);
    return { original, payload };
  };
  const balance = async (accountId: string): Promise<string> =>
    String((await server.db.query<{ b: unknown }>('SELECT balance_fen AS b FROM bank_account WHERE account_id = $1', [accountId]))[0]?.b);

  it('previews PO-2025-001: cap 210 000.00; 91 days at 3.80 % → interest 2 017.17, fee 210.00, 209 790.00 received', async () => {
    const po1 = await orderNamed('PO-2025-001');
    const preview = ok<EdtFinancePreview>(
      await op.callEndpoint(edtEndpoints.financePreview, { params: { orderId: po1.orderId }, query: { amount: '210000.00', dueDate: '2025-09-15' } }),
    );
    expect(preview).toEqual({ cap: '210000.00', days: 91, interest: '2017.17', fee: '210.00', disbursed: '209790.00' });
  });

  it('refuses above the cap, after the 约定付款日 and on an unconfirmed order, with the §19.8 texts', async () => {
    refused(await apply('PO-2025-001', '210000.01'), '融资金额不能超过订单可融资上限210,000.00元');
    refused(await apply('PO-2025-001', '1000.00', '2025-09-16'), '融资到期日不能晚于约定付款日');
    refused(await apply('PO-2025-002', '1000.00', '2025-10-15'), '订单尚未确认，不能申请融资');
    refused(await apply('PO-2025-004', '1000.00', '2025-08-29'), '该订单已有处理中的融资申请');
  });

  it('applies 210 000.00 (frozen on LE1), the director signs, the bank passes, approves as applied and funds 209 790.00', async () => {
    const before = await balance('A-S1-SETTLE');
    const applied = ok<ApplicationDetail>(await apply('PO-2025-001', '210000.00'));
    expect(applied).toMatchObject({
      bizType: 'EDT_FINANCE',
      productType: 'EDT',
      status: 'PENDING_REVIEW',
      amount: '210000.00',
      counterparty: { corpId: 'F1' },
    });
    expect(applied.appNo).toMatch(/^EFA20250616\d{6}$/);
    expect(await le1()).toMatchObject({ used: '350000.00', frozen: '385000.00', available: '1265000.00' });
    expect((await orderNamed('PO-2025-001')).status).toBe('FINANCING');
    refused(await apply('PO-2025-001', '1.00'), '该订单已有处理中的融资申请');

    const exist = await sign(dir, 's1_dir', applied.appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST');
    expect(exist.original).toContain('融资金额：210,000.00元');
    expect(ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: exist.payload })).status).toBe(
      'PENDING_FI',
    );
    expect(
      ok<ApplicationDetail>(await cm.callEndpoint(edtEndpoints.financePass, { params: { appNo: applied.appNo }, body: { comment: '订单真实' } })).status,
    ).toBe('PENDING_FINAL');
    const final = await sign(pm, 'f1_pm', applied.appNo, 'ORDER_LOAN_APPLY_FINAL_APPROVE');
    expect(
      ok<ApplicationDetail>(await pm.callEndpoint(edtEndpoints.financeFinalApprove, { params: { appNo: applied.appNo }, body: final.payload })).status,
    ).toBe('PENDING_FUNDING');
    expect(ok<ApplicationDetail>(await pm.callEndpoint(edtEndpoints.financeFund, { params: { appNo: applied.appNo } })).status).toBe('COMPLETED');

    const row = ok<EdtFinance[]>(await op.callEndpoint(edtEndpoints.finances)).find((f) => f.appNo === applied.appNo);
    expect(row?.loan).toMatchObject({
      principal: '210000.00',
      fee: '210.00',
      disbursed: '209790.00',
      valueDate: '2025-06-16',
      dueDate: '2025-09-15',
      status: 'OPEN',
    });
    expect(row?.loan?.loanNo).toMatch(/^LN20250616\d{6}$/);
    expect(BigInt(await balance('A-S1-SETTLE')) - BigInt(before)).toBe(20_979_000n);
    expect(await le1()).toMatchObject({ used: '560000.00', frozen: '175000.00', available: '1265000.00' });
    expect(await orderNamed('PO-2025-001')).toMatchObject({ status: 'FINANCED', financedAmount: '210000.00', financingBalance: '210000.00' });
    // The cap is used up: nothing more on PO-2025-001.
    refused(await apply('PO-2025-001', '0.01'), '融资金额不能超过订单可融资上限0.00元');
  });

  it('a plan of the bank is accepted by the supplier’s director, then approved and funded at the plan’s amount', async () => {
    await server.db.query(
      "UPDATE edt_order SET status = 'CONFIRMED', confirmed_fen = amount_fen, collect_account_id = 'A-S1-EDT' WHERE order_no = 'PO-2025-002'",
    );
    const applied = ok<ApplicationDetail>(await apply('PO-2025-002', '120000.00', '2025-10-15'));
    ok(
      await dir.callEndpoint(creditEndpoints.approve, {
        params: { appNo: applied.appNo },
        body: (await sign(dir, 's1_dir', applied.appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST')).payload,
      }),
    );
    ok(await cm.callEndpoint(edtEndpoints.financePass, { params: { appNo: applied.appNo }, body: {} }));
    refused(
      await pm.callEndpoint(edtEndpoints.financePlan, {
        params: { appNo: applied.appNo },
        body: { amount: '120000.01', annualRate: '4.00%', dueDate: '2025-10-15' },
      }),
      '批准金额不能超过申请金额',
    );
    const planned = ok<ApplicationDetail>(
      await pm.callEndpoint(edtEndpoints.financePlan, {
        params: { appNo: applied.appNo },
        body: { amount: '100000.00', annualRate: '4.00%', dueDate: '2025-10-15' },
      }),
    );
    expect(planned.status).toBe('PLAN_OFFERED');
    const edit = await sign(dir, 's1_dir', applied.appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT');
    expect(edit.original).toContain('融资方案：批准金额100,000.00元');
    expect(ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: edit.payload })).status).toBe(
      'PENDING_FINAL',
    );
    const final = await sign(pm, 'f1_pm', applied.appNo, 'ORDER_LOAN_APPLY_FINAL_APPROVE');
    ok(await pm.callEndpoint(edtEndpoints.financeFinalApprove, { params: { appNo: applied.appNo }, body: final.payload }));
    ok(await pm.callEndpoint(edtEndpoints.financeFund, { params: { appNo: applied.appNo } }));
    const row = ok<EdtFinance[]>(await op.callEndpoint(edtEndpoints.finances)).find((f) => f.appNo === applied.appNo);
    expect(row?.plan).toEqual({ amount: '100000.00', annualRate: '4.00%', dueDate: '2025-10-15' });
    expect(row?.loan).toMatchObject({ principal: '100000.00', fee: '100.00', disbursed: '99900.00' });
    expect(await le1()).toMatchObject({ used: '660000.00', frozen: '175000.00' });
  });

  it('the bank’s rejection gives the line and the order back', async () => {
    const before = await le1();
    const applied = ok<ApplicationDetail>(await apply('PO-2025-002', '10000.00', '2025-10-15'));
    ok(
      await dir.callEndpoint(creditEndpoints.approve, {
        params: { appNo: applied.appNo },
        body: (await sign(dir, 's1_dir', applied.appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST')).payload,
      }),
    );
    ok(await cm.callEndpoint(edtEndpoints.financeReject, { params: { appNo: applied.appNo }, body: { comment: '资料不全' } }));
    expect(await le1()).toMatchObject({ used: before.used, frozen: before.frozen });
    expect((await orderNamed('PO-2025-002')).status).toBe('FINANCED');
  });

  /** The core's 300 000.00 (or any amount) reaches the 回款专户 on `date` and the waterfall runs then. */
  const collectOn = (orderNo: string, amountFen: bigint, date: string): Promise<EdtCollection> =>
    server.db.transaction(async (tx) => {
      const [o] = await tx.query<{ order_id: string }>('SELECT order_id FROM edt_order WHERE order_no = $1', [orderNo]);
      await SimBank.deposit(tx, { accountId: 'A-S1-EDT', amountFen, summary: '来账', businessDate: date, now: Date.parse(`${date}T02:00:00Z`) });
      return runWaterfall(tx, { orderId: o?.order_id ?? '', creditedFen: amountFen, businessDate: date, now: Date.parse(`${date}T02:00:00Z`) });
    });

  it('a shortfall pays interest first and leaves the rest outstanding (PO-2025-002, 4 days at 4.00 %)', async () => {
    const c = await collectOn('PO-2025-002', 100_000n, '2025-06-20');
    expect(c).toMatchObject({ credited: '1000.00', penalty: '0.00', interest: '44.44', principal: '955.56', released: '0.00' });
    expect((await orderNamed('PO-2025-002')).status).toBe('FINANCED');
  });

  it('the core pays 300 000.00 on 2025-09-15: interest 2 017.17, principal 210 000.00, 87 982.83 released to S1 (§19.6)', async () => {
    const before = BigInt(await balance('A-S1-SETTLE'));
    const usedBefore = (await le1()).used;
    const c = await collectOn('PO-2025-001', 30_000_000n, '2025-09-15');
    expect(c).toEqual({
      orderId: (await orderNamed('PO-2025-001')).orderId,
      orderNo: 'PO-2025-001',
      businessDate: '2025-09-15',
      credited: '300000.00',
      penalty: '0.00',
      interest: '2017.17',
      principal: '210000.00',
      released: '87982.83',
    });
    expect(BigInt(await balance('A-S1-SETTLE')) - before).toBe(8_798_283n);
    expect(await balance('A-S1-EDT')).toBe('0');
    expect(BigInt((await le1()).used.replace('.', ''))).toBe(BigInt(usedBefore.replace('.', '')) - 21_000_000n);
    expect(await orderNamed('PO-2025-001')).toMatchObject({ status: 'SETTLED', financingBalance: '0.00' });
    const receipts = await server.db.query<{ purpose: string; amount_fen: unknown }>(
      "SELECT purpose, amount_fen FROM sim_bank_txn WHERE business_date = '2025-09-15' ORDER BY txn_id",
    );
    expect(receipts.map((r) => [r.purpose, String(r.amount_fen)])).toEqual([
      ['FIN_REPAY', '201717'],
      ['FIN_REPAY', '21000000'],
      ['EDT_RELEASE', '8798283'],
    ]);
    expect(ok<EdtCollection[]>(await op.callEndpoint(edtEndpoints.collections)).map((x) => x.released)).toContain('87982.83');
  });

  it('two financings racing on one order never exceed its cap', async () => {
    await server.db.query(
      "UPDATE edt_order SET status = 'CONFIRMED', confirmed_fen = amount_fen, collect_account_id = 'A-S1-EDT' WHERE order_no = 'PO-2025-003'",
    );
    // PO-2025-003 (500 000.00 × 70 % = 350 000.00): its seeded loan has no row of its own (the seed writes the order's
    // figures only), so 350 000.00 is free here, and each of the two fits alone. The order's lock lets one through.
    const results = await Promise.all([apply('PO-2025-003', '300000.00', '2025-08-15'), apply('PO-2025-003', '300000.00', '2025-08-15')]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0', 'LEDGER_RULE']);
  });
});
