import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtOrder, EdtOrderImportLine, EdtOrderImportResult } from '@scf/api/contract';
import { runEdtExpiry } from '../../src/modules/edt';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { contractOriginal, signed } from './edt-helpers';

const server = useTestServer();

const S1_USCC = '91320300MA1XC0011L';
const S2_USCC = '91320500MA1XC00122';
const S5_USCC = '91320800MA1XC0015T';

const line = (orderNo: string, o: Partial<EdtOrderImportLine> = {}): EdtOrderImportLine => ({
  orderNo,
  supplierUscc: S1_USCC,
  amount: '120000.00',
  orderDate: '2025-06-16',
  deliveryDate: '2025-08-15',
  paymentDate: '2025-09-30',
  settlement: 'CREDIT_SALE',
  items: [
    { name: '精密锻件', spec: 'ZG-35CrMo', quantity: '200', unitPrice: '500.00', amount: '100000.00' },
    { name: '法兰锻件', quantity: '100', unitPrice: '200.00', amount: '20000.00' },
  ],
  ...o,
});

/**
 * Orders and their confirmation (domain-lines.md §19.4, §13.11): the seeded orders of C1 with S1; the ERP batch import
 * (an Idempotency-Key per batch, a result per line, 同一核心企业订单编号不能重复); c1_purchase confirms PO-2025-002 with
 * S1's 回款专户 (确认中) and c1_dir signs 《订单确认及回款账户确认书》 (已确认, the account locked), or returns it.
 */
describe('e订通订单: the ERP import, 确认 by 采购 and the director’s signature', () => {
  let purchase: TestClient;
  let dir: TestClient;
  let s1: TestClient;
  beforeAll(async () => {
    purchase = await server.login('c1_purchase');
    dir = await server.login('c1_dir');
    s1 = await server.login('s1_op');
  });

  const list = async (c: TestClient, query: Record<string, string> = {}): Promise<EdtOrder[]> =>
    ok<EdtOrder[]>(await c.callEndpoint(edtEndpoints.orders, { query }));
  const byNo = async (orderNo: string): Promise<EdtOrder> => {
    const found = (await list(purchase, { keyword: orderNo })).find((o) => o.orderNo === orderNo);
    if (!found) throw new Error(`${orderNo} not listed`);
    return found;
  };
  const importLines = (lines: EdtOrderImportLine[], idempotencyKey?: string) =>
    purchase.callEndpoint(edtEndpoints.orderImport, { body: { lines } }, idempotencyKey ? { idempotencyKey } : {});
  const confirm = (orderId: string, body: Record<string, string> = {}) =>
    purchase.callEndpoint(edtEndpoints.orderConfirm, {
      params: { orderId },
      body: { confirmedAmount: '180000.00', paymentDate: '2025-10-15', collectAccountId: 'A-S1-EDT', ...body },
    });

  it('lists the seeded orders of §13.11 to the core and to the supplier', async () => {
    const rows = (await list(purchase)).map((o) => [
      o.orderNo,
      o.status,
      o.amount,
      o.paymentDate,
      o.source,
      o.confirmedAmount,
      o.collectAccount?.accountId ?? null,
    ]);
    expect(rows.sort()).toEqual([
      ['PO-2025-001', 'CONFIRMED', '300000.00', '2025-09-15', 'CORE_PUSH', '300000.00', 'A-S1-EDT'],
      ['PO-2025-002', 'UNCONFIRMED', '180000.00', '2025-10-15', 'SUPPLIER_UPLOAD', null, null],
      ['PO-2025-003', 'FINANCED', '500000.00', '2025-08-15', 'CORE_PUSH', '500000.00', 'A-S1-EDT'],
      ['PO-2025-004', 'FINANCING', '250000.00', '2025-08-29', 'CORE_PUSH', '250000.00', 'A-S1-EDT'],
    ]);
    expect((await byNo('PO-2025-003')).financedAmount).toBe('350000.00');
    expect((await list(s1)).map((o) => o.orderNo).sort()).toEqual(['PO-2025-001', 'PO-2025-002', 'PO-2025-003', 'PO-2025-004']);
    expect((await list(s1, { status: 'UNCONFIRMED' })).map((o) => o.orderNo)).toEqual(['PO-2025-002']);
  });

  it('imports a batch with a result per line: duplicates, unknown or unrelated suppliers and goods that do not add up are refused', async () => {
    const key = 'erp-batch-0001-0001-0001-000000001';
    const batch = [
      line('PO-2025-101'),
      line('PO-2025-001'),
      line('PO-2025-102', { supplierUscc: '91320300MA1X99999J' }),
      line('PO-2025-103', { supplierUscc: S5_USCC }),
      line('PO-2025-104', { amount: '120000.01' }),
      line('PO-2025-105', { supplierUscc: S2_USCC }),
      line('PO-2025-105'),
    ];
    const result = ok<EdtOrderImportResult>(await importLines(batch, key));
    expect(result.accepted).toBe(2);
    expect(result.refused).toBe(5);
    expect(result.results.map((r) => [r.orderNo, r.orderId === null ? null : 'EO', r.message])).toEqual([
      ['PO-2025-101', 'EO', null],
      ['PO-2025-001', null, '同一核心企业订单编号不能重复'],
      ['PO-2025-102', null, '供应商不存在'],
      ['PO-2025-103', null, '该供应商不是贵企业的交易对手'],
      ['PO-2025-104', null, '商品明细金额合计须等于订单金额'],
      ['PO-2025-105', 'EO', null],
      ['PO-2025-105', null, '同一核心企业订单编号不能重复'],
    ]);
    expect(result.results[0]?.orderId).toMatch(/^EO20250616\d{6}$/);
    const imported = await byNo('PO-2025-101');
    expect(imported).toMatchObject({ status: 'UNCONFIRMED', source: 'CORE_PUSH', supplier: { corpId: 'S1' }, amount: '120000.00', confirmedAmount: null });
    expect(imported.items.map((i) => [i.name, i.spec, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['精密锻件', 'ZG-35CrMo', '200', '500.00', '100000.00'],
      ['法兰锻件', '', '100', '200.00', '20000.00'],
    ]);

    // The same batch under its key again: the same answer replayed, nothing written twice.
    const count = async () => (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM edt_order WHERE core_corp_id = 'C1'"))[0]?.n;
    const before = await count();
    const replay = await importLines(batch, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ok<EdtOrderImportResult>(replay)).toEqual(result);
    expect(await count()).toBe(before);
    // A new batch with the same order: refused per line.
    expect(ok<EdtOrderImportResult>(await importLines([line('PO-2025-101')])).results[0]?.message).toBe('同一核心企业订单编号不能重复');
  });

  it('imports only for the core’s purchase role; a malformed line refuses the batch', async () => {
    expect((await s1.callEndpoint(edtEndpoints.orderImport, { body: { lines: [line('PO-2025-199')] } })).status).toBe(403);
    expect((await importLines([line('PO-2025-198', { items: [] })])).status).toBe(400);
  });

  it('confirms PO-2025-002: each rule refused verbatim, then 确认中 with the figures and an OCF the director signs (已确认)', async () => {
    const po2 = await byNo('PO-2025-002');
    refused(await confirm(po2.orderId, { confirmedAmount: '180000.01' }), '确认金额不能超过订单金额');
    refused(await confirm(po2.orderId, { paymentDate: '2025-10-18' }), '约定付款日须为工作日');
    refused(await confirm(po2.orderId, { paymentDate: '2025-06-20' }), '约定付款日须不早于2025-06-23');
    refused(await confirm(po2.orderId, { collectAccountId: 'A-S1-SETTLE' }), '回款账户须为贵企业在该资金方开立的e订通回款专户');

    const ocf = ok<ApplicationDetail>(await confirm(po2.orderId));
    expect(ocf).toMatchObject({ bizType: 'ORDER_CONFIRM', productType: 'EDT', status: 'PENDING_REVIEW', amount: '180000.00', counterparty: { corpId: 'S1' } });
    expect(ocf.appNo).toMatch(/^OCF20250616\d{6}$/);
    expect(await byNo('PO-2025-002')).toMatchObject({
      status: 'CONFIRMING',
      confirmedAmount: '180000.00',
      confirmAppNo: ocf.appNo,
      collectAccount: { accountId: 'A-S1-EDT' },
    });
    refused(await confirm(po2.orderId), '当前状态不允许此操作，请刷新后重试', 'STATE_CONFLICT');

    expect((await contractOriginal(purchase, ocf.appNo)).status).toBe(403);
    const text = ok<string>(await contractOriginal(dir, ocf.appNo));
    expect(text).toContain('文件：《订单确认及回款账户确认书》');
    expect(text).toContain('订单编号：PO-2025-002');
    expect(text).toContain('确认金额：180,000.00元');
    expect(text).toMatch(/回款账户：.*32050161360000011002/);
    expect(await signed(dir, 'c1_dir', ocf.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect(await byNo('PO-2025-002')).toMatchObject({ status: 'CONFIRMED', paymentDate: '2025-10-15', collectAccount: { accountNo: '32050161360000011002' } });
    // The 回款账户 is locked from now on, whatever writes it (§19.9 invariant 4).
    await expect(server.db.query("UPDATE edt_order SET collect_account_id = 'A-S1-SETTLE' WHERE order_no = 'PO-2025-002'")).rejects.toThrow(/locked/);
  });

  it('the director returns a confirmation: the order is 待确认 again without the figures, and may be confirmed anew', async () => {
    const po = await byNo('PO-2025-101');
    const ocf = ok<ApplicationDetail>(await confirm(po.orderId, { confirmedAmount: '100000.00' }));
    const back = await dir.callEndpoint(creditEndpoints.return, { params: { appNo: ocf.appNo }, body: { comment: '确认金额有误' } });
    expect(ok<ApplicationDetail>(back).status).toBe('RETURNED');
    expect(await byNo('PO-2025-101')).toMatchObject({ status: 'UNCONFIRMED', confirmedAmount: null, collectAccount: null, confirmAppNo: null });
    expect(ok<ApplicationDetail>(await confirm(po.orderId, { confirmedAmount: '120000.00' })).status).toBe('PENDING_REVIEW');
  });

  it('refuses a 回款专户 for a supplier without an e订通 line at that bank (S2), and 拒绝 ends an order', async () => {
    const po = await byNo('PO-2025-105');
    refused(await confirm(po.orderId, { confirmedAmount: '120000.00' }), '回款账户须为贵企业在该资金方开立的e订通回款专户');
    const rejected = ok<EdtOrder>(await purchase.callEndpoint(edtEndpoints.orderReject, { params: { orderId: po.orderId }, body: { reason: '订单已取消' } }));
    expect(rejected.status).toBe('REJECTED');
    refused(
      await purchase.callEndpoint(edtEndpoints.orderReject, { params: { orderId: po.orderId }, body: { reason: '订单已取消' } }),
      '当前状态不允许此操作，请刷新后重试',
    );
    // The supplier may read, not confirm.
    const bySupplier = { confirmedAmount: '1.00', paymentDate: '2025-10-15', collectAccountId: 'A-S1-EDT' };
    expect((await s1.callEndpoint(edtEndpoints.orderConfirm, { params: { orderId: po.orderId }, body: bySupplier })).status).toBe(403);
    expect((await purchase.callEndpoint(edtEndpoints.order, { params: { orderId: 'EO20250616999999' } })).status).toBe(404);
  });

  it('two confirmations racing on one order: exactly one wins', async () => {
    ok(await importLines([line('PO-2025-120')]));
    const po = await byNo('PO-2025-120');
    const results = await Promise.all([confirm(po.orderId, { confirmedAmount: '120000.00' }), confirm(po.orderId, { confirmedAmount: '110000.00' })]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0', 'STATE_CONFLICT']);
  });

  it('the 00:05 job expires orders past 约定付款日 with no loan; confirmed-and-financed ones stay', async () => {
    const run = await runEdtExpiry(server.db, 0, '2025-09-16', '00:05');
    expect(run.orders).toBeGreaterThanOrEqual(1);
    expect((await byNo('PO-2025-001')).status).toBe('EXPIRED');
    expect((await byNo('PO-2025-003')).status).toBe('FINANCED');
    expect((await byNo('PO-2025-002')).status).toBe('CONFIRMED');
  });

  it('imports 10 000 lines in one call', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      line(`ERP-${String(i).padStart(5, '0')}`, { amount: '1000.00', items: [{ name: '锻件', quantity: '10', unitPrice: '100.00', amount: '1000.00' }] }),
    );
    const started = performance.now();
    const result = ok<EdtOrderImportResult>(await importLines(many));
    const seconds = (performance.now() - started) / 1000;
    expect(result.accepted).toBe(10_000);
    console.info(`e订通 order import: 10000 lines in ${seconds.toFixed(2)} s = ${Math.round(10_000 / seconds)} lines/s`);
  }, 120_000);
});
