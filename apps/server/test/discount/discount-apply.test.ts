import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, creditEndpoints, discountApplyEndpoints as ep } from '@scf/api/contract';
import type { DiscountDetail, DiscountHoldings, DiscountRow, DiscountTrial } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { bankInvariantBreaks } from '../../src/modules/bank';
import {
  BAB1,
  BAB4,
  applyAfterTrial,
  balance,
  bankReceives,
  detail,
  drawerSigns,
  liveRanges,
  sellerApproves,
  sellerRevokes,
  settleAccountOf,
  trial,
} from './discount-apply-helpers';

const server = useTestServer();

/**
 * 贴现 (domain-lines.md §20.4–§20.5) through the calls: the §13.12 seed DSB…01, Example B (300 000.00 of BAB-1 on
 * 2025-06-16 → 2025-10-09 国庆节顺延, 115 days, 1 437.50), the DVP to the fen, 协议付息 60 % with the drawer's 买方付息确认,
 * 撤回 before and after the bank signed, 退回 / 驳回 / 拒绝, and every refusal of the part.
 */
let s1op: TestClient;
let s1dir: TestClient;
let c1op: TestClient;
let c1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;
let seeded = '';
let accounts: { s1: string; f1: string; c1: string };

beforeAll(async () => {
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
  const page = ok<{ rows: DiscountRow[] }>(await f1cm.callEndpoint(ep.list, { body: { page: 1, size: 10, filters: { role: 'fi' } } }));
  seeded = page.rows.find((r) => r.appNo.startsWith('DSB'))?.appNo ?? '';
  accounts = { s1: 'A-S1-SETTLE', f1: await settleAccountOf(server.db, 'F1'), c1: await settleAccountOf(server.db, 'C1') };
});

describe('the §13.12 seed', () => {
  it('DSB…01 discounts BAB-4 whole at F1, 1.50 %, 卖方付息, 待银行签收: 74 days, 925.00, proceeds 299 075.00', async () => {
    expect(seeded).toMatch(/^DSB20250616\d{4}01$/);
    const d = await detail(f1cm, seeded);
    expect(d.row).toMatchObject({ status: 'PENDING_FI', payer: 'SELLER', annualRate: '1.50%', billCount: 1, seller: { corpId: 'S1' }, fi: { corpId: 'F1' } });
    expect(d.lines).toEqual([
      expect.objectContaining({
        packageNo: BAB4,
        start: '0',
        end: '0',
        amount: '300000.00',
        galeDate: '2025-08-29',
        days: 74,
        interest: '925.00',
        buyer: '0.00',
        seller: '925.00',
        proceeds: '299075.00',
        rangeStatus: 'DISCOUNTING',
      }),
    ]);
    expect(d.actions).toEqual(['FI_PASS', 'FI_REJECT']);
    expect(d.application.flow.map((f) => f.action)).toEqual(['SUBMIT', 'APPROVE']);
  });

  it('shows S1 its holdings: BAB-1 可用 1 200 000.00, BAB-4 锁定 300 000.00, F1’s quote and its settlement account', async () => {
    const h = ok<DiscountHoldings>(await s1op.callEndpoint(ep.holdings, {}));
    const bab1 = h.packages.find((p) => p.packageNo === BAB1);
    const bab4 = h.packages.find((p) => p.packageNo === BAB4);
    expect(bab1).toMatchObject({ available: '1200000.00', locked: '0.00', splittable: true, dueDate: '2025-10-04', due: false });
    expect(bab1?.quotes).toEqual([
      { fi: { corpId: 'F1', corpName: expect.any(String) }, annualRate: '1.50%', deferralRule: 1, deferralRuleLabel: '节假日顺延', deferralDays: 0 },
    ]);
    expect(bab4).toMatchObject({ available: '0.00', locked: '300000.00', splittable: false, ranges: [] });
    expect(h.accounts.map((a) => a.accountId)).toContain('A-S1-SETTLE');
  });
});

describe('贴现试算 (§20.5 Example B)', () => {
  it('卖方付息: 2025-10-09（国庆节顺延）, 115 days, interest 1 437.50, proceeds 298 562.50, sub-range 1–30000000', async () => {
    const t = ok<DiscountTrial>(await trial(s1op));
    expect(t).toMatchObject({ trialDate: '2025-06-16', annualRate: '1.50%', deferralRule: 1, deferralRuleLabel: '节假日顺延', basis: 360, buyerPct: 0 });
    expect(t.lines[0]).toMatchObject({
      start: '1',
      end: '30000000',
      galeDate: '2025-10-09',
      galeDateNote: '国庆节顺延',
      days: 115,
      interest: '1437.50',
      buyer: '0.00',
      seller: '1437.50',
      proceeds: '298562.50',
    });
    expect(t.totals).toEqual({ amount: '300000.00', interest: '1437.50', buyer: '0.00', seller: '1437.50', proceeds: '298562.50' });
  });

  it('买方付息: proceeds 300 000.00 and C1 pays 1 437.50; 协议付息 60 %: C1 862.50, seller 575.00, proceeds 299 425.00', async () => {
    const buyer = ok<DiscountTrial>(await trial(s1op, { payer: 'BUYER' }));
    expect(buyer.totals).toMatchObject({ interest: '1437.50', buyer: '1437.50', seller: '0.00', proceeds: '300000.00' });
    const agreed = ok<DiscountTrial>(await trial(s1op, { payer: 'AGREED', buyerPct: 60 }));
    expect(agreed.totals).toMatchObject({ interest: '1437.50', buyer: '862.50', seller: '575.00', proceeds: '299425.00' });
    expect(agreed.buyerPct).toBe(60);
  });

  it('refuses verbatim: over available, part of a whole-only bill, a bill in another application, 51 bills, 协议付息 without a share', async () => {
    refused(await trial(s1op, { lines: [{ packageNo: BAB1, amount: '1200000.01' }] }), DISCOUNT_REFUSALS.overAvailable);
    refused(await trial(s1op, { lines: [{ packageNo: BAB4, amount: '100000.00' }] }), DISCOUNT_REFUSALS.wholeOnly);
    refused(await trial(s1op, { lines: [{ packageNo: BAB4, amount: '300000.00' }] }), DISCOUNT_REFUSALS.occupied);
    const many = Array.from({ length: 51 }, (_, i) => ({ packageNo: `8105303000172025060600000${String(i).padStart(5, '0')}`, amount: '1.00' }));
    refused(await trial(s1op, { lines: many }), DISCOUNT_REFUSALS.batchMax);
    expect((await trial(s1op, { payer: 'AGREED' })).status).toBe(400);
  });
});

describe('卖方付息 from submit to 签收 (DVP)', () => {
  let appNo = '';
  it('submit without a trial of today is refused; with it DSL… 待复核 and 1–30000000 贴现中', async () => {
    refused(await applyAfterTrial(s1op, {}, { trialDate: '2025-06-15' }), DISCOUNT_REFUSALS.trialFirst);
    refused(await applyAfterTrial(s1op, {}, { annualRate: '1.40%' }), DISCOUNT_REFUSALS.trialFirst);
    const d = ok<DiscountDetail>(await applyAfterTrial(s1op));
    appNo = d.row.appNo;
    expect(appNo).toMatch(/^DSL/);
    expect(d.row.status).toBe('PENDING_REVIEW');
    expect(d.application.approveOriginal).toBe('DISCOUNT_BILL_SIGN');
    expect(d.lines[0]).toMatchObject({ galeDate: '2025-10-09', galeDateNote: '国庆节顺延', days: 115, interest: '1437.50', proceeds: '298562.50' });
    expect(await liveRanges(server.db, BAB1)).toEqual([
      ['1', '120000000', 'S1', 'SPLIT'],
      ['1', '30000000', 'S1', 'DISCOUNTING'],
      ['30000001', '120000000', 'S1', 'HELD'],
    ]);
  });

  it('s1_dir 同意 (DISCOUNT_BILL_SIGN) → 待银行签收; f1_cm 审核通过 → 待终审', async () => {
    expect((await sellerApproves(s1dir, appNo)).status).toBe('PENDING_FI');
    const passed = ok<DiscountDetail>(await f1cm.callEndpoint(ep.fiPass, { params: { appNo }, body: { comment: '' } }));
    expect(passed.row.status).toBe('PENDING_FINAL');
    expect((await detail(f1pm, appNo)).actions).toEqual(['FI_RECEIVE', 'FI_REJECT']);
  });

  it('f1_pm 签收: S1 +298 562.50 from F1, 1–30000000 F1 已贴现, 30000001–120000000 S1 持有中', async () => {
    const before = { s1: await balance(server.db, accounts.s1), f1: await balance(server.db, accounts.f1), c1: await balance(server.db, accounts.c1) };
    const d = ok<DiscountDetail>(await bankReceives(f1pm, appNo));
    expect(d.row).toMatchObject({ status: 'COMPLETED', receivedOn: '2025-06-16' });
    expect(await balance(server.db, accounts.s1)).toBe(before.s1 + 29_856_250n);
    expect(await balance(server.db, accounts.f1)).toBe(before.f1 - 29_856_250n);
    expect(await balance(server.db, accounts.c1)).toBe(before.c1);
    expect(await liveRanges(server.db, BAB1)).toEqual([
      ['1', '120000000', 'S1', 'SPLIT'],
      ['1', '30000000', 'F1', 'DISCOUNTED'],
      ['30000001', '120000000', 'S1', 'HELD'],
    ]);
    const events = await server.db.query<{ kind: string }>('SELECT kind FROM bill_event WHERE app_no = $1 ORDER BY event_id', [appNo]);
    expect(events.map((e) => e.kind)).toEqual(['DISCOUNT_APPLIED', 'DISCOUNTED']);
    const receipts = await server.db.query<{ n: unknown }>("SELECT count(*) AS n FROM sim_bank_txn WHERE biz_ref = $1 AND purpose = 'DISCOUNT_PAY'", [appNo]);
    expect(Number(receipts[0]?.n)).toBe(1);
    expect(await bankInvariantBreaks(server.db)).toEqual([]);
  });

  it('撤回 after the bank signed: 银行已签收，不能撤回', async () => {
    refused(await sellerRevokes(s1dir, appNo), DISCOUNT_REFUSALS.fiSigned);
  });
});

describe('协议付息 60 %: the drawer confirms, the bank signs, C1 pays 862.50', () => {
  let appNo = '';
  it('s1_dir 同意 → 待买方确认付息; c1_op 确认付息; c1_dir signs the 买方付息确认书 → 待银行签收', async () => {
    appNo = ok<DiscountDetail>(await applyAfterTrial(s1op, { payer: 'AGREED', buyerPct: 60 })).row.appNo;
    expect((await sellerApproves(s1dir, appNo)).status).toBe('PENDING_PAYER');
    expect((await detail(c1op, appNo)).actions).toEqual(['PAYER_CONFIRM', 'PAYER_REFUSE']);
    refused(await drawerSigns(c1dir, appNo), '请先由经办人确认付息');
    const confirmed = ok<DiscountDetail>(await c1op.callEndpoint(ep.payerConfirm, { params: { appNo }, body: { comment: '同意承担' } }));
    expect(confirmed).toMatchObject({ payerConfirmed: true, row: { status: 'PENDING_PAYER' } });
    const signed = ok<DiscountDetail>(await drawerSigns(c1dir, appNo));
    expect(signed.row.status).toBe('PENDING_FI');
    const steps = signed.application.flow.map((f) => [f.action, f.actionLabel, f.corp.corpId]);
    expect(steps.slice(-2)).toEqual([
      ['PAYER_CONFIRM', '确认付息', 'C1'],
      ['PAYER_SIGN', '签署买方付息确认书', 'C1'],
    ]);
  });

  it('签收: C1 −862.50 to F1, F1 −299 425.00 to S1; 30000001–60000000 F1 已贴现', async () => {
    ok(await f1cm.callEndpoint(ep.fiPass, { params: { appNo }, body: { comment: '' } }));
    const before = { s1: await balance(server.db, accounts.s1), f1: await balance(server.db, accounts.f1), c1: await balance(server.db, accounts.c1) };
    const d = ok<DiscountDetail>(await bankReceives(f1pm, appNo));
    expect(d.row.totals).toEqual({ amount: '300000.00', interest: '1437.50', buyer: '862.50', seller: '575.00', proceeds: '299425.00' });
    expect(await balance(server.db, accounts.c1)).toBe(before.c1 - 86_250n);
    expect(await balance(server.db, accounts.s1)).toBe(before.s1 + 29_942_500n);
    expect(await balance(server.db, accounts.f1)).toBe(before.f1 + 86_250n - 29_942_500n);
    expect((await liveRanges(server.db, BAB1)).filter((r) => r[3] !== 'SPLIT')).toEqual([
      ['1', '30000000', 'F1', 'DISCOUNTED'],
      ['30000001', '60000000', 'F1', 'DISCOUNTED'],
      ['60000001', '120000000', 'S1', 'HELD'],
    ]);
  });
});

describe('endings that give the ranges back', () => {
  it('撤回 of the seeded DSB…01 before the bank signed: 已撤回, BAB-4 持有中', async () => {
    const d = ok<DiscountDetail>(await sellerRevokes(s1dir, seeded));
    expect(d.row.status).toBe('REVOKED');
    expect(await liveRanges(server.db, BAB4)).toEqual([['0', '0', 'S1', 'HELD']]);
  });

  it('退回 → 已退回 and the range 持有中; the operator 撤销 → 已撤销', async () => {
    const appNo = ok<DiscountDetail>(await applyAfterTrial(s1op, { lines: [{ packageNo: BAB4, amount: '300000.00' }] })).row.appNo;
    expect((await liveRanges(server.db, BAB4))[0]?.[3]).toBe('DISCOUNTING');
    ok(await s1dir.callEndpoint(creditEndpoints.return, { params: { appNo }, body: { comment: '金额有误' } }));
    expect((await detail(s1op, appNo)).row.status).toBe('RETURNED');
    expect(await liveRanges(server.db, BAB4)).toEqual([['0', '0', 'S1', 'HELD']]);
    ok(await s1op.callEndpoint(creditEndpoints.cancel, { params: { appNo } }));
    expect((await detail(s1op, appNo)).row.status).toBe('CANCELLED');
  });

  it('the drawer’s 拒绝 → 已撤销; the bank’s 驳回 → 金融机构已拒绝; both give the range back', async () => {
    const a = ok<DiscountDetail>(await applyAfterTrial(s1op, { payer: 'BUYER', lines: [{ packageNo: BAB4, amount: '300000.00' }] })).row.appNo;
    await sellerApproves(s1dir, a);
    expect((await c1op.callEndpoint(ep.payerRefuse, { params: { appNo: a }, body: { comment: '' } })).status).toBe(400);
    expect(ok<DiscountDetail>(await c1op.callEndpoint(ep.payerRefuse, { params: { appNo: a }, body: { comment: '不同意承担利息' } })).row.status).toBe(
      'CANCELLED',
    );
    expect(await liveRanges(server.db, BAB4)).toEqual([['0', '0', 'S1', 'HELD']]);
    const b = ok<DiscountDetail>(await applyAfterTrial(s1op, { lines: [{ packageNo: BAB4, amount: '300000.00' }] })).row.appNo;
    await sellerApproves(s1dir, b);
    expect(ok<DiscountDetail>(await f1cm.callEndpoint(ep.fiReject, { params: { appNo: b }, body: { comment: '贸易背景不清' } })).row.status).toBe(
      'FI_REJECTED',
    );
    expect(await liveRanges(server.db, BAB4)).toEqual([['0', '0', 'S1', 'HELD']]);
  });

  it('lists them for S1 (贴现查询) with status and keyword filters, for C1 only as payer', async () => {
    const page = ok<{ rows: DiscountRow[]; total: number }>(
      await s1op.callEndpoint(ep.list, { body: { page: 1, size: 20, filters: { role: 'seller', status: 'COMPLETED' } } }),
    );
    expect(page.total).toBe(2);
    const byPackage = ok<{ total: number }>(await s1op.callEndpoint(ep.list, { body: { page: 1, size: 20, filters: { keyword: BAB4.slice(10) } } }));
    expect(byPackage.total).toBe(4);
    const c1 = ok<{ rows: DiscountRow[] }>(await c1op.callEndpoint(ep.list, { body: { page: 1, size: 20, filters: { role: 'payer' } } }));
    expect(c1.rows.every((r) => r.payer !== 'SELLER')).toBe(true);
  });
});
