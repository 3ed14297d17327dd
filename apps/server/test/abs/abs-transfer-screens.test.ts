import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, absEndpoints, creditEndpoints } from '@scf/api/contract';
import type { AbsFactor, AbsReceivable, AbsTransferDetail, ApplicationDetail, ApplicationRow, Page } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * The reads of the ABS转让 screens (domain-lines.md §18.3–§18.4, seed §13.9): 受让方 with its quotes, a transfer's detail with
 * its price lines (at today while open, as paid once paid), the 已办 list; and the Done-when of the part: s1_op transfers
 * AP1, s1_dir signs, f1_cm passes, f1_pm signs — S1's settlement account rises by exactly 489 058.33 with a receipt.
 */
let s1op: TestClient;
let s1dir: TestClient;
let s2op: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;

beforeAll(async () => {
  [s1op, s1dir, s2op, f1cm, f1pm] = await Promise.all([
    server.login('s1_op'),
    server.login('s1_dir'),
    server.login('s2_op'),
    server.login('f1_cm'),
    server.login('f1_pm'),
  ]);
});

const detail = async (c: TestClient, appNo: string) => ok<AbsTransferDetail>(await c.callEndpoint(absEndpoints.transferDetail, { params: { appNo } }));
const done = async (c: TestClient) => ok<Page<ApplicationRow>>(await c.callEndpoint(absEndpoints.transferDone, { body: { page: 1, size: 20 } }));
const queue = async (c: TestClient) =>
  ok<Page<ApplicationRow>>(
    await c.callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 20, filters: { scope: 'review', bizType: 'ABS_TRANSFER' } } }),
  ).rows;
const original = async (c: TestClient, appNo: string) => ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: appNo } }));
const settlement = async (corpId: string) =>
  BigInt(
    String(
      (
        await server.db.query<{ balance_fen: unknown }>(
          "SELECT balance_fen FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1",
          [corpId],
        )
      )[0]?.balance_fen,
    ),
  );

describe('受让方 (transferFactors)', () => {
  it('lists F1 with its quote for C1, the debtor of S1’s only 已确权 receivable (AP1)', async () => {
    const factors = ok<AbsFactor[]>(await s1op.callEndpoint(absEndpoints.transferFactors, {}));
    expect(factors).toEqual([
      {
        fi: { corpId: 'F1', corpName: expect.any(String) },
        quotes: [{ debtor: { corpId: 'C1', corpName: expect.any(String) }, priceMode: 'DISCOUNT', rate: '4.20%', serviceFeeRate: '0.10%' }],
      },
    ]);
  });

  it('is the supplier operator’s (ABS转让申请): the director and the bank are refused', async () => {
    expect((await s1dir.callEndpoint(absEndpoints.transferFactors, {})).status).toBe(403);
    expect((await f1cm.callEndpoint(absEndpoints.transferFactors, {})).status).toBe(403);
  });
});

describe('the seeded AP5 transfer (待金融机构审批)', () => {
  let ap5: string;

  it('f1_cm reads it in its queue with the §13.9 preview at 06-16: 165 days, discount 2 887.50, price 147 112.50, fee 150.00', async () => {
    const mine = await queue(f1cm);
    expect(mine.map((a) => [a.bizType, a.status])).toEqual([['ABS_TRANSFER', 'PENDING_FI']]);
    ap5 = mine[0]?.appNo ?? '';
    const d = await detail(f1cm, ap5);
    expect(d).toMatchObject({
      pricing: 'PREVIEW',
      valueDate: BUSINESS_DATE,
      fi: { corpId: 'F1' },
      amount: '150000.00',
      price: '147112.50',
      serviceFee: '150.00',
    });
    expect(d.supplierReceives).toBe('146962.50');
    expect(d.lines[0]?.price).toMatchObject({ days: 165, discount: '2887.50', price: '147112.50', serviceFee: '150.00', rate: '4.20%', priceMode: 'DISCOUNT' });
    expect(d.lines[0]?.receivable).toMatchObject({ amount: '150000.00', status: 'TRANSFERRING', statusLabel: '转让中', dueDate: '2025-11-28' });
    expect(d.application).toMatchObject({ appNo: ap5, status: 'PENDING_FI', applicant: { corpId: 'S2' } });
    expect(d.application.actions).toEqual(expect.arrayContaining(['ACCEPT', 'REJECT']));
    expect(d.application.actions).not.toContain('APPROVE');
    // Nobody else's queue holds it; S2's operator reads it without actions, S1 not at all.
    expect(await queue(f1pm)).toEqual([]);
    expect((await detail(s2op, ap5)).application.actions).toEqual([]);
    expect((await s1op.callEndpoint(absEndpoints.transferDetail, { params: { appNo: ap5 } })).status).toBe(404);
  });

  it('once rejected by f1_cm it carries no price, and it is in f1_cm’s 已办', async () => {
    ok(await f1cm.callEndpoint(absEndpoints.fiReject, { params: { appNo: ap5 }, body: { comment: '资料不全' } }));
    expect(await detail(f1cm, ap5)).toMatchObject({ pricing: 'NONE', valueDate: null, price: null, supplierReceives: null, lines: [{ price: null }] });
    expect((await detail(f1cm, ap5)).application).toMatchObject({ status: 'FI_REJECTED', actions: [] });
    // Newest first, then AP3's and AP4's transfers of the seed (2025-05-20, 2025-03-14), which f1_cm passed too.
    const cm = (await done(f1cm)).rows;
    expect(cm.map((a) => [a.appNo.slice(0, 11), a.status])).toEqual([
      [ap5.slice(0, 11), 'FI_REJECTED'],
      ['ABT20250520', 'COMPLETED'],
      ['ABT20250314', 'COMPLETED'],
    ]);
    expect((await done(f1pm)).rows.map((a) => a.appNo)).not.toContain(ap5);
  });
});

describe('Done-when: AP1 from s1_op to F1, paid at 2025-06-16', () => {
  let ap1: string;
  let appNo: string;

  it('s1_op applies; the detail previews 179 days, 10 441.67, 489 558.33, fee 500.00, 489 058.33, 4.50 %; 撤销 is the operator’s', async () => {
    const rows = ok<Page<AbsReceivable>>(
      await s1op.callEndpoint(absEndpoints.receivables, { body: { page: 1, size: 50, filters: { status: 'CONFIRMED' } } }),
    ).rows;
    ap1 = rows.find((r) => r.amount === '500000.00')?.receivableNo ?? '';
    refused(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'S2' } }), '未配置该债务人的转让报价');
    const app = ok<ApplicationDetail>(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }));
    appNo = app.appNo;
    const d = await detail(s1op, appNo);
    expect(d).toMatchObject({ pricing: 'PREVIEW', price: '489558.33', serviceFee: '500.00', supplierReceives: '489058.33', bankSerial: null });
    expect(d.lines[0]?.price).toMatchObject({ days: 179, discount: '10441.67', annualisedCostPercent: '4.50' });
    expect(d.application).toMatchObject({ status: 'PENDING_REVIEW', actions: ['CANCEL'] });
    expect(await queue(s1dir)).toEqual([expect.objectContaining({ appNo, status: 'PENDING_REVIEW' })]);
    expect((await detail(s1dir, appNo)).application.actions).toEqual(expect.arrayContaining(['APPROVE', 'REJECT']));
  });

  it('s1_dir signs, f1_cm passes, f1_pm signs with fiApprove: S1 rises by exactly 489 058.33, a receipt for S1, the detail shows the payment', async () => {
    const text = await original(s1dir, appNo);
    ok(await s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) }));
    expect((await detail(f1cm, appNo)).application.status).toBe('PENDING_FI');
    ok(await f1cm.callEndpoint(absEndpoints.fiPass, { params: { appNo }, body: { comment: '发票与登记核验无误' } }));
    expect(await queue(f1pm)).toEqual([expect.objectContaining({ appNo, status: 'PENDING_FINAL' })]);
    expect((await detail(f1pm, appNo)).application.actions).toEqual(expect.arrayContaining(['APPROVE', 'REJECT']));
    const before = await settlement('S1');
    const contract = await original(f1pm, appNo);
    ok(await f1pm.callEndpoint(absEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', contract, appNo) }));
    expect((await settlement('S1')) - before).toBe(48_905_833n);
    const receipts = await server.db.query<{ side: string; amount_fen: unknown }>(
      `SELECT r.side, r.amount_fen FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id JOIN bank_account b ON b.account_id = r.account_id
        WHERE t.biz_ref = $1 AND b.corp_id = 'S1'`,
      [appNo],
    );
    expect(receipts.map((r) => [r.side, String(r.amount_fen)])).toEqual([['RECEIVE', '48905833']]);
    const d = await detail(s1op, appNo);
    expect(d).toMatchObject({ pricing: 'PAID', valueDate: BUSINESS_DATE, price: '489558.33', serviceFee: '500.00', supplierReceives: '489058.33' });
    expect(d.bankSerial).toMatch(/^CCB\d{16}$/);
    expect(d.lines[0]?.price).toMatchObject({ days: 179, discount: '10441.67', price: '489558.33', annualisedCostPercent: '4.50' });
    expect(d.lines[0]?.receivable).toMatchObject({ status: 'TRANSFERRED', statusLabel: '已转让', currentCreditor: { corpId: 'F1' } });
    expect(d.lines[0]?.receivable.zdRegNo).toMatch(/^ZD20250616\d{6}$/);
    expect(d.application.status).toBe('COMPLETED');
  });

  it('已办 lists it for each who acted on it, and the transferor’s operator reads it too', async () => {
    for (const c of [s1dir, f1cm, f1pm]) expect((await done(c)).rows.map((a) => a.appNo)).toContain(appNo);
    expect((await s1dir.callEndpoint(absEndpoints.transferDone, { body: { page: 1, size: 20, filters: { appNo: 'ABT1999' } } })).body).toMatchObject({
      data: { rows: [], total: 0 },
    });
  });
});
