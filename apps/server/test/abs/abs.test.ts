import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, absEndpoints, creditEndpoints } from '@scf/api/contract';
import type { AbsPricePreview, AbsReceivable, ApplicationDetail, Page } from '@scf/api/contract';
import { expireReceivables } from '../../src/modules/abs';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 供应链ABS part 1 (domain-lines.md §18.1–§18.4, seed §13.9): the debtor registers payables in a batch its director confirms
 * with one CONTRACT_SIGN over the 应付账款确认函; disputes, cancellation with the creditor's consent, expiry; the transfer
 * to F1 at the §18.4 price (AP1: 489 558.33, S1 receives 489 058.33, 4.50 %) paid through the simulated bank.
 */
let c1op: TestClient;
let c1dir: TestClient;
let c2dir: TestClient;
let s1op: TestClient;
let s1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  c2dir = await server.login('c2_dir');
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
});

const list = async (c: TestClient, side: 'DEBTOR' | 'CREDITOR'): Promise<AbsReceivable[]> =>
  ok<Page<AbsReceivable>>(await c.callEndpoint(side === 'DEBTOR' ? absEndpoints.payables : absEndpoints.receivables, { body: { page: 1, size: 100 } })).rows;

const original = (c: TestClient, appNo: string): Promise<CallResult> => c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: appNo } });

/** A director's 同意 with the key over the CONTRACT_SIGN original (the generic approve). */
async function directorSigns(c: TestClient, key: string, appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(c, appNo));
  return ok<ApplicationDetail>(await c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload(key, text, appNo) }));
}

const payable = (over: Record<string, unknown> = {}) => ({
  creditorCorpId: 'S1',
  amount: '200000.00',
  dueDate: '2025-09-12',
  contractNo: 'HT-ABS-T1',
  invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '200000.00' }],
  ...over,
});

const register = (payables: unknown[]) => c1op.callEndpoint(absEndpoints.register, { body: { payables } });

const row = async (no: string) =>
  (
    await server.db.query<Record<string, unknown>>(
      `SELECT status, confirmed_date, current_creditor_corp_id, price_fen, service_fee_fen, transfer_date, zd_reg_no, reason
        FROM abs_receivable WHERE receivable_no = $1`,
      [no],
    )
  )[0];
const occupied = async (invoiceId: string) =>
  String((await server.db.query<{ occupied_fen: unknown }>('SELECT occupied_fen FROM trade_invoice WHERE invoice_id = $1', [invoiceId]))[0]?.occupied_fen);
const balance = async (corpId: string) =>
  String(
    (
      await server.db.query<{ balance_fen: unknown }>(
        "SELECT balance_fen FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1",
        [corpId],
      )
    )[0]?.balance_fen,
  );
const noOf = (rows: AbsReceivable[], amount: string, status: string, debtor = 'C1') =>
  rows.find((r) => r.amount === amount && r.status === status && r.debtor.corpId === debtor)?.receivableNo ?? '';

describe('the §13.9 seed', () => {
  it('lists C1’s payables and S1’s receivables with their states and labels', async () => {
    const c1 = await list(c1op, 'DEBTOR');
    expect(c1.map((r) => [r.creditor.corpId, r.amount, r.dueDate, r.status, r.statusLabel]).sort()).toEqual(
      [
        ['S1', '500000.00', '2025-12-12', 'CONFIRMED', '已确权'],
        ['S2', '800000.00', '2025-10-17', 'POOLED', '已入池'],
        ['S3', '200000.00', '2025-06-13', 'SETTLED', '已回款'],
        ['S2', '150000.00', '2025-11-28', 'TRANSFERRING', '转让中'],
      ].sort(),
    );
    expect(c1.find((r) => r.status === 'POOLED')).toMatchObject({ price: '786000.00', payConfirmed: true, currentCreditor: { corpId: 'F1' } });
    expect(c1.find((r) => r.status === 'SETTLED')?.price).toBe('197876.67');
    const page = (body: Record<string, unknown>) => c1op.callEndpoint(absEndpoints.payables, { body: { page: 1, size: 10, ...body } });
    expect(ok<Page<AbsReceivable>>(await page({ filters: { status: 'CONFIRMED' } }))).toMatchObject({ total: 1, rows: [{ amount: '500000.00' }] });
    // 苏州示例钢材贸易 (S2) is the creditor of AP3 and AP5.
    expect(ok<Page<AbsReceivable>>(await page({ filters: { keyword: '苏州示例' } })).total).toBe(2);
    const byDue = ok<Page<AbsReceivable>>(await page({ size: 2, sort: { field: 'dueDate', order: 'asc' } }));
    expect([byDue.total, byDue.rows.map((r) => r.dueDate)]).toEqual([4, ['2025-06-13', '2025-10-17']]);
    const s1 = await list(s1op, 'CREDITOR');
    expect(s1.map((r) => [r.debtor.corpId, r.amount, r.status]).sort()).toEqual([
      ['C1', '500000.00', 'CONFIRMED'],
      ['C2', '300000.00', 'PENDING_CONFIRM'],
    ]);
  });
});

describe('应付账款登记: a batch confirmed with one signature over the 应付账款确认函', () => {
  let batch: ApplicationDetail;
  let nos: string[];

  it('registers two payables: APR 待复核, both 待确权, the invoice occupied by both', async () => {
    const before = await occupied('IV-ABS-C1-SPARE');
    batch = ok<ApplicationDetail>(
      await register([
        payable(),
        payable({
          amount: '300000.00',
          dueDate: '2025-10-17',
          contractNo: 'HT-ABS-T2',
          invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '300000.00' }],
        }),
      ]),
    );
    expect(batch).toMatchObject({ bizType: 'ABS_PAYABLE', productType: 'ABS', status: 'PENDING_REVIEW' });
    expect(batch.appNo).toMatch(/^APR\d{14}$/);
    const mine = (await list(c1op, 'DEBTOR')).filter((r) => r.confirmAppNo === batch.appNo);
    expect(mine.map((r) => [r.amount, r.status]).sort()).toEqual([
      ['200000.00', 'PENDING_CONFIRM'],
      ['300000.00', 'PENDING_CONFIRM'],
    ]);
    nos = mine.map((r) => r.receivableNo).sort();
    expect(BigInt(await occupied('IV-ABS-C1-SPARE')) - BigInt(before)).toBe(50_000_000n);
  });

  it('is confirmed only by the debtor’s director signing CONTRACT_SIGN over the batch’s 确认函, never otherwise', async () => {
    // The operator may not sign; the database refuses a confirmation without the director's date.
    expect((await original(c1op, batch.appNo)).status).toBe(403);
    await expect(server.db.query("UPDATE abs_receivable SET status = 'CONFIRMED' WHERE receivable_no = $1", [nos[0]])).rejects.toThrow();
    const text = ok<string>(await original(c1dir, batch.appNo));
    expect(text).toMatch(/【应付账款确认函】SHA-256：[0-9a-f]{64}/);
    for (const no of nos) expect(text).toContain(`应收账款编号：${no}`);
    expect(text).toContain('合计：2笔，500,000.00元');
    expect(text).toContain('不可撤销地同意该应收账款转让予保理机构及其受让方');
    const done = await directorSigns(c1dir, 'c1_dir', batch.appNo);
    expect(done.status).toBe('COMPLETED');
    for (const no of nos) expect(await row(no)).toMatchObject({ status: 'CONFIRMED', confirmed_date: BUSINESS_DATE });
  });

  it('lets C2’s director confirm the seeded AP2 batch', async () => {
    const ap2 = (await list(s1op, 'CREDITOR')).find((r) => r.debtor.corpId === 'C2')!;
    expect(await directorSigns(c2dir, 'c2_dir', ap2.confirmAppNo ?? '')).toMatchObject({ status: 'COMPLETED' });
    expect(await row(ap2.receivableNo)).toMatchObject({ status: 'CONFIRMED', confirmed_date: BUSINESS_DATE });
  });

  it('refuses each rule verbatim', async () => {
    refused(await register([payable({ invoices: [{ invoiceId: 'IV-ABS-C1-NOTFOUND', occupyAmount: '200000.00' }] })]), '发票未查验通过，不能登记');
    // 1 130 000.00 less the 500 000.00 of the batch above leaves 630 000.00.
    refused(
      await register([payable({ amount: '700000.00', invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '700000.00' }] })]),
      '该应付账款已存在相同发票占用',
    );
    refused(
      await register([
        payable({ amount: '400000.00', invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '400000.00' }] }),
        payable({ amount: '300000.00', invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '300000.00' }] }),
      ]),
      '该应付账款已存在相同发票占用',
    );
    refused(await register([payable({ dueDate: '2025-09-13' })]), '到期日须为工作日');
    refused(await register([payable({ dueDate: '2026-06-17' })]), '到期日须在1至360天之内');
    refused(await register([payable({ invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '100000.00' }] })]), '本次占用金额合计不能小于应付账款金额');
    refused(await register([payable({ creditorCorpId: 'S5' })]), '请选择本企业的供应商');
    const twice = { invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '100000.00' };
    refused(await register([payable({ invoices: [twice, twice] })]), '同一笔应付账款不能重复选择同一张发票');
    await server.db.query("DELETE FROM corp_product WHERE corp_id = 'S3' AND product_code = 'ABS'");
    refused(await register([payable({ creditorCorpId: 'S3' })]), '债权人未开通供应链ABS');
    await server.db.query("INSERT INTO corp_product (corp_id, product_code) VALUES ('S3', 'ABS')");
    // Nothing of the refused batches stayed.
    expect(await occupied('IV-ABS-C1-SPARE')).toBe('50000000');
  });

  it('退回 puts the payables back to 待提交; 撤销 voids them and frees the invoice', async () => {
    const b = ok<ApplicationDetail>(
      await register([payable({ amount: '100000.00', invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '100000.00' }] })]),
    );
    expect(await occupied('IV-ABS-C1-SPARE')).toBe('60000000');
    ok(await c1dir.callEndpoint(creditEndpoints.return, { params: { appNo: b.appNo }, body: { comment: '合同编号有误' } }));
    const [no] = (await list(c1op, 'DEBTOR')).filter((r) => r.confirmAppNo === b.appNo).map((r) => r.receivableNo);
    expect((await row(no ?? ''))?.status).toBe('DRAFT');
    ok(await c1op.callEndpoint(creditEndpoints.cancel, { params: { appNo: b.appNo } }));
    expect((await row(no ?? ''))?.status).toBe('CANCELLED');
    expect(await occupied('IV-ABS-C1-SPARE')).toBe('50000000');
  });
});

describe('disputes and cancellation', () => {
  const confirmedOfS1 = async (amount: string) => noOf(await list(s1op, 'CREDITOR'), amount, 'CONFIRMED');

  it('提出异议 needs a reason, blocks the transfer, and is withdrawn back to 已确权', async () => {
    const no = await confirmedOfS1('300000.00');
    expect((await s1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: no }, body: { reason: '' } })).body.code).not.toBe('0');
    const disputed = ok<AbsReceivable>(await s1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: no }, body: { reason: '货物质量争议' } }));
    expect(disputed).toMatchObject({ status: 'DISPUTED', statusLabel: '有异议', reason: '货物质量争议' });
    refused(await s1op.callEndpoint(absEndpoints.transferPreview, { body: { receivableNos: [no], fiCorpId: 'F1' } }), '该应收账款存在异议，不能转让');
    // The debtor's operator may not dispute; a second dispute is refused by state.
    expect((await c1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: no }, body: { reason: 'x' } })).status).toBe(403);
    refused(
      await s1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: no }, body: { reason: '再次' } }),
      '应收账款当前状态为「有异议」，不能提出异议',
    );
    expect(ok<AbsReceivable>(await s1op.callEndpoint(absEndpoints.withdrawDispute, { params: { receivableNo: no } })).status).toBe('CONFIRMED');
  });

  it('the debtor’s director voids a disputed receivable: 已作废, its invoice released', async () => {
    const no = await confirmedOfS1('200000.00');
    ok(await s1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: no }, body: { reason: '金额不符' } }));
    refused(
      await c1dir.callEndpoint(absEndpoints.voidDisputed, { params: { receivableNo: await confirmedOfS1('300000.00') }, body: { reason: '作废' } }),
      '应收账款当前状态为「已确权」，不能作废',
    );
    const before = BigInt(await occupied('IV-ABS-C1-SPARE'));
    expect(
      ok<AbsReceivable>(await c1dir.callEndpoint(absEndpoints.voidDisputed, { params: { receivableNo: no }, body: { reason: '双方确认作废' } })).status,
    ).toBe('CANCELLED');
    expect(before - BigInt(await occupied('IV-ABS-C1-SPARE'))).toBe(20_000_000n);
  });

  it('作废申请 is an APC to the creditor’s director: 拒绝 keeps it 已确权, 同意 voids it and frees the invoice', async () => {
    const no = await confirmedOfS1('300000.00');
    const cancel = (body: { reason: string }) => c1op.callEndpoint(absEndpoints.cancelRequest, { params: { receivableNo: no }, body });
    const decision = (c: TestClient, agree: boolean) => c.callEndpoint(absEndpoints.cancelDecision, { params: { receivableNo: no }, body: { agree } });
    const asked = ok<ApplicationDetail>(await cancel({ reason: '合同解除' }));
    expect(asked).toMatchObject({ bizType: 'ABS_CANCEL', productType: 'ABS', status: 'PENDING_CP_APPROVAL', counterparty: { corpId: 'S1' } });
    expect(asked.appNo).toMatch(/^APC\d{14}$/);
    expect(await row(no)).toMatchObject({ status: 'CANCELLING', reason: '合同解除' });
    refused(await cancel({ reason: '再次' }), '应收账款当前状态为「作废中」，不能申请作废');
    refused(await s1op.callEndpoint(absEndpoints.transferPreview, { body: { receivableNos: [no], fiCorpId: 'F1' } }), '仅已确权的应收账款可转让');
    expect((await decision(s1op, true)).status).toBe(403);
    expect(ok<ApplicationDetail>(await decision(s1dir, false)).status).toBe('CP_REFUSED');
    expect((await row(no))?.status).toBe('CONFIRMED');
    refused(await decision(s1dir, true), '该应收账款没有待确认的作废申请');
    ok(await cancel({ reason: '合同解除' }));
    expect(ok<ApplicationDetail>(await decision(s1dir, true)).status).toBe('COMPLETED');
    expect((await row(no))?.status).toBe('CANCELLED');
    expect(await occupied('IV-ABS-C1-SPARE')).toBe('0');
  });
});

describe('ABS转让 (§18.3–§18.4): AP1 to F1', () => {
  let ap1: string;
  let transfer: ApplicationDetail;

  it('previews AP1 at 2025-06-16: 179 days, price 489 558.33, S1 receives 489 058.33, 4.50 %', async () => {
    ap1 = noOf(await list(s1op, 'CREDITOR'), '500000.00', 'CONFIRMED');
    const p = ok<AbsPricePreview>(await s1op.callEndpoint(absEndpoints.transferPreview, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }));
    expect(p.lines[0]).toMatchObject({
      days: 179,
      priceMode: 'DISCOUNT',
      rate: '4.20%',
      discount: '10441.67',
      price: '489558.33',
      serviceFee: '500.00',
      supplierReceives: '489058.33',
      annualisedCostPercent: '4.50',
    });
    expect(p).toMatchObject({ amount: '500000.00', price: '489558.33', serviceFee: '500.00', supplierReceives: '489058.33' });
  });

  it('prices in RATIO mode at 97 %: 300 000.00 → 291 000.00', async () => {
    const ap2 = noOf(await list(s1op, 'CREDITOR'), '300000.00', 'CONFIRMED', 'C2');
    expect(ap2).not.toBe('');
    await server.db.query("UPDATE abs_quote SET price_mode = 'RATIO', rate = '97%' WHERE debtor_corp_id = 'C2'");
    const p = ok<AbsPricePreview>(await s1op.callEndpoint(absEndpoints.transferPreview, { body: { receivableNos: [ap2], fiCorpId: 'F1' } }));
    expect(p).toMatchObject({ price: '291000.00', serviceFee: '300.00', supplierReceives: '290700.00' });
    await server.db.query("UPDATE abs_quote SET price_mode = 'DISCOUNT', rate = '4.20%' WHERE debtor_corp_id = 'C2'");
  });

  it('refuses a factor without a quote, a 中登-registered receivable and one not the caller’s', async () => {
    refused(await s1op.callEndpoint(absEndpoints.transferPreview, { body: { receivableNos: [ap1], fiCorpId: 'S2' } }), '未配置该债务人的转让报价');
    await server.db.query("UPDATE abs_receivable SET zd_reg_no = 'ZD-TEST' WHERE receivable_no = $1", [ap1]);
    refused(
      await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }),
      '该应收账款已在中登网登记，存在重复转让风险',
    );
    await server.db.query('UPDATE abs_receivable SET zd_reg_no = NULL WHERE receivable_no = $1', [ap1]);
    const s2 = await server.login('s2_op');
    refused(await s2.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }), '请选择本企业的应收账款');
  });

  it('applies (转让中), S1’s director signs the 申请书 and 通知书, F1’s client manager passes', async () => {
    transfer = ok<ApplicationDetail>(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }));
    expect(transfer).toMatchObject({ bizType: 'ABS_TRANSFER', status: 'PENDING_REVIEW', counterparty: { corpId: 'F1' } });
    expect(transfer.appNo).toMatch(/^ABT\d{14}$/);
    expect((await row(ap1))?.status).toBe('TRANSFERRING');
    refused(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }), '仅已确权的应收账款可转让');
    const text = ok<string>(await original(s1dir, transfer.appNo));
    expect(text).toMatch(/【应收账款转让申请书】SHA-256：[0-9a-f]{64}/);
    expect(text).toMatch(/【应收账款转让通知书】SHA-256：[0-9a-f]{64}/);
    expect(text).toContain(`应收账款编号：${ap1}`);
    expect(await directorSigns(s1dir, 's1_dir', transfer.appNo)).toMatchObject({ status: 'PENDING_FI' });
    // Not the product manager's step yet.
    refused(await original(f1pm, transfer.appNo), /不能同意|权限/);
    expect(
      ok<ApplicationDetail>(await f1cm.callEndpoint(absEndpoints.fiPass, { params: { appNo: transfer.appNo }, body: { comment: '发票与登记核验无误' } }))
        .status,
    ).toBe('PENDING_FINAL');
  });

  it('F1’s product manager countersigns: priced at today, S1 paid 489 058.33 with receipts, 中登 registered, 已转让', async () => {
    const [s1Before, f1Before] = [BigInt(await balance('S1')), BigInt(await balance('F1'))];
    const text = ok<string>(await original(f1pm, transfer.appNo));
    expect(text).toMatch(/【应收账款转让合同】SHA-256：[0-9a-f]{64}/);
    expect(text).toContain('追索权：无');
    const done = ok<ApplicationDetail>(
      await f1pm.callEndpoint(absEndpoints.fiApprove, { params: { appNo: transfer.appNo }, body: signedPayload('f1_pm', text, transfer.appNo) }),
    );
    expect(done.status).toBe('COMPLETED');
    expect(BigInt(await balance('S1')) - s1Before).toBe(48_905_833n);
    expect(f1Before - BigInt(await balance('F1'))).toBe(48_905_833n);
    const txns = await server.db.query<{ purpose: string; amount_fen: unknown; bank_serial: string; txn_id: unknown }>(
      'SELECT txn_id, purpose, amount_fen, bank_serial FROM sim_bank_txn WHERE biz_ref = $1',
      [transfer.appNo],
    );
    expect(txns.map((t) => [t.purpose, String(t.amount_fen)])).toEqual([['ABS_PRICE', '48905833']]);
    const receipts = await server.db.query('SELECT receipt_no FROM receipt WHERE txn_id = $1', [txns[0]?.txn_id]);
    expect(receipts).toHaveLength(2);
    expect(await row(ap1)).toMatchObject({
      status: 'TRANSFERRED',
      current_creditor_corp_id: 'F1',
      transfer_date: BUSINESS_DATE,
    });
    const after = await row(ap1);
    expect([String(after?.price_fen), String(after?.service_fee_fen)]).toEqual(['48955833', '50000']);
    expect(after?.zd_reg_no).toMatch(/^ZD20250616\d{6}$/);
    expect(txns[0]?.bank_serial).toMatch(/^CCB\d{16}$/);
  });

  it('F1 rejects the seeded AP5 transfer: FI_REJECTED and AP5 已确权 again', async () => {
    const ap5 = (await list(c1op, 'DEBTOR')).find((r) => r.status === 'TRANSFERRING' && r.amount === '150000.00')!;
    expect((await f1cm.callEndpoint(absEndpoints.fiReject, { params: { appNo: ap5.transferAppNo ?? '' }, body: { comment: '' } })).body.code).not.toBe('0');
    expect(
      ok<ApplicationDetail>(await f1cm.callEndpoint(absEndpoints.fiReject, { params: { appNo: ap5.transferAppNo ?? '' }, body: { comment: '资料不全' } }))
        .status,
    ).toBe('FI_REJECTED');
    expect((await row(ap5.receivableNo))?.status).toBe('CONFIRMED');
  });
});

describe('expiry (§18.2)', () => {
  it('a confirmed receivable past its due date becomes 已到期未转让; others stay', async () => {
    // Left confirmed: AP5 (C1, due 2025-11-28, its transfer rejected) and AP2 (C2, due 2025-11-14).
    const ap5 = noOf(await list(c1op, 'DEBTOR'), '150000.00', 'CONFIRMED');
    const ap2 = noOf(await list(s1op, 'CREDITOR'), '300000.00', 'CONFIRMED', 'C2');
    expect(await expireReceivables(server.db, Date.now(), '2025-11-14')).toEqual([]);
    expect(await expireReceivables(server.db, Date.now(), '2025-11-15')).toEqual([ap2]);
    expect(await expireReceivables(server.db, Date.now(), '2025-11-29')).toEqual([ap5]);
    expect(await row(ap5)).toMatchObject({ status: 'EXPIRED' });
    expect((await list(s1op, 'CREDITOR')).find((r) => r.receivableNo === ap2)).toMatchObject({ status: 'EXPIRED', statusLabel: '已到期未转让' });
    // Transferred, pooled and settled receivables are not the job's.
    expect((await row(noOf(await list(c1op, 'DEBTOR'), '800000.00', 'POOLED')))?.status).toBe('POOLED');
  });
});
