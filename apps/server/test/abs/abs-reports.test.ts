import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXT, SIGNING_ORIGINALS, absEndpoints, absReportEndpoints, creditEndpoints, exportEndpoints } from '@scf/api/contract';
import type {
  AbsAssetDetail,
  AbsCollection,
  AbsCompanyOverview,
  AbsMemberOverview,
  AbsPoolBatch,
  AbsProductDetail,
  AbsProductRow,
  AbsReceivable,
  AbsStorageDetail,
  ApplicationDetail,
  Page,
} from '@scf/api/contract';
import { overdueReceivables } from '../../src/modules/abs';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 供应链ABS report centre (domain-lines.md §18.6) on the §13.9 seed, and the factor's 新增专项计划, 入池 and 回款登记 (§18.3)
 * with their refusals verbatim.
 */
let c1op: TestClient;
let c2dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;
let s1op: TestClient;
let s1dir: TestClient;

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c2dir = await server.login('c2_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
});

const report = <T>(c: TestClient, name: keyof typeof absReportEndpoints, body: Record<string, unknown> = {}) =>
  c.callEndpoint(absReportEndpoints[name], { body }).then((r) => ok<T>(r));

const c1Group = {
  count: 5,
  registered: '1950000.00',
  pendingConfirm: '300000.00',
  confirmed: '500000.00',
  transferring: '150000.00',
  transferred: '0.00',
  pooled: '800000.00',
  overdue: '0.00',
  settled: '200000.00',
  expired: '0.00',
  price: '983876.67',
};

describe('the §18.6 seed check (C1 group at 2025-06-16)', () => {
  it('企业业务概览: 登记 5 笔 1 950 000.00 in its buckets, 转让价款合计 983 876.67, 对账一致', async () => {
    const r = await report<AbsCompanyOverview>(c1op, 'companyOverview');
    expect(r.asOf).toBe(BUSINESS_DATE);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ corp: { corpId: 'C1' }, ...c1Group });
    expect(r.reconciliation).toEqual({ consistent: true, label: '对账一致', failed: [] });
  });

  it('成员单位业务概览: C1 4 笔 1 650 000.00 + C2 1 笔 300 000.00, 合计 = the group row', async () => {
    const r = await report<AbsMemberOverview>(c1op, 'memberOverview');
    expect(r.rows.map((x) => [x.corp.corpId, x.count, x.registered])).toEqual([
      ['C1', 4, '1650000.00'],
      ['C2', 1, '300000.00'],
    ]);
    expect(r.total).toMatchObject({ corp: { corpName: '合计' }, ...c1Group });
    // The member C2 sees itself only.
    const c2 = await report<AbsMemberOverview>(c2dir, 'memberOverview');
    expect(c2.rows.map((x) => [x.corp.corpId, x.registered, x.pendingConfirm])).toEqual([['C2', '300000.00', '300000.00']]);
  });

  it('入池明细: 200 000.00 (PIB 2025-03-21) + 800 000.00 (PIB 2025-05-28) = ABS-P1 入池资产金额 1 000 000.00', async () => {
    const s = await report<AbsStorageDetail>(c1op, 'storageDetail');
    expect(s.rows.map((x) => [x.poolDate, x.batchNo, x.productCode, x.count, x.amount, x.price, x.pooled, x.settled])).toEqual([
      ['2025-03-21', 'PIB20250321000001', 'ABS-P1', 1, '200000.00', '197876.67', '0.00', '200000.00'],
      ['2025-05-28', 'PIB20250528000001', 'ABS-P1', 1, '800000.00', '786000.00', '800000.00', '0.00'],
    ]);
    // AP3 has 123 days left at 2025-06-16, AP4 none.
    expect(s.rows.map((x) => x.weightedRemainDays)).toEqual([0, 123]);
    const p = await report<AbsProductDetail>(f1cm, 'productDetail');
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0]).toMatchObject({
      productCode: 'ABS-P1',
      name: '建信-徐州示例重工2025年第1期供应链资产支持专项计划',
      planManager: '建信资本（演示）',
      setupDate: '2025-03-21',
      expectedEndDate: '2026-03-20',
      issueSize: '980000.00',
      senior: '900000.00',
      subordinate: '80000.00',
      count: 2,
      amount: '1000000.00',
      pooled: '800000.00',
      overdue: '0.00',
      settled: '200000.00',
      statusLabel: '存续期',
    });
  });

  it('资产明细 by bucket sums to the overview’s column (I5), with the §18.6 columns', async () => {
    const a = await report<AbsAssetDetail>(c1op, 'assetDetail');
    expect(a.rows.map((x) => [x.amount, x.bucketLabel]).sort()).toEqual(
      [
        ['150000.00', '转让中'],
        ['200000.00', '已回款'],
        ['300000.00', '待确权'],
        ['500000.00', '已确权未转让'],
        ['800000.00', '在池存续'],
      ].sort(),
    );
    expect(a.rows.find((x) => x.amount === '800000.00')).toMatchObject({
      currentCreditor: { corpId: 'F1' },
      dueDate: '2025-10-17',
      remainDays: 123,
      transferDate: '2025-05-20',
      price: '786000.00',
      rate: '4.20%',
      priceModeLabel: '折扣方式',
      productCode: 'ABS-P1',
      poolDate: '2025-05-28',
      payConfirmed: true,
    });
    const pooled = await report<AbsAssetDetail>(c1op, 'assetDetail', { bucket: 'POOLED' });
    expect(pooled.rows.map((x) => x.amount)).toEqual(['800000.00']);
  });

  it('导出 of 资产明细 writes the rows the screen shows: the caller’s scope and the report’s filters, through the download centre', async () => {
    const count = async (c: TestClient, filters: Record<string, string>) =>
      ok<{ count: number }>(await c.callEndpoint(exportEndpoints.count, { body: { source: 'abs-assets', filters } })).count;
    expect(await count(c1op, {})).toBe(5);
    expect(await count(c1op, { bucket: 'POOLED' })).toBe(1);
    expect(await count(c1op, { debtorCorpId: 'C2' })).toBe(1);
    const started = ok<{ job: { status: string; label: string; rowCount: number } }>(
      await c1op.callEndpoint(exportEndpoints.start, { body: { source: 'abs-assets', filters: { bucket: 'SETTLED' } } }),
    );
    expect(started.job).toMatchObject({ status: 'SUCCEEDED', label: '资产明细', rowCount: 1 });
    // A supplier has no report centre: its export is refused as the page is.
    refused(await s1op.callEndpoint(exportEndpoints.count, { body: { source: 'abs-assets', filters: {} } }), EXPORT_TEXT.noAccess, 'EXPORT_NO_ACCESS');
  });

  it('at an earlier 统计截止日 shows the buckets as they stood (2025-05-21: AP3 transferred, not yet pooled)', async () => {
    const r = await report<AbsCompanyOverview>(c1op, 'companyOverview', { asOf: '2025-05-21' });
    expect(r.rows[0]).toMatchObject({ count: 2, registered: '1000000.00', transferred: '800000.00', pooled: '200000.00', price: '983876.67' });
    expect(r.reconciliation.consistent).toBe(true);
  });

  it('scopes: F1 sees what it factors (AP3, AP4 and AP5 addressed to it); filters by 债务人 and 专项计划; a supplier is refused', async () => {
    const f = await report<AbsCompanyOverview>(f1cm, 'companyOverview');
    expect(f.rows[0]).toMatchObject({ corp: { corpId: 'C1' }, count: 3, registered: '1150000.00', transferring: '150000.00', price: '983876.67' });
    const c2 = await report<AbsCompanyOverview>(c1op, 'companyOverview', { debtorCorpId: 'C2' });
    expect(c2.rows[0]).toMatchObject({ count: 1, registered: '300000.00' });
    const p1 = await report<AbsCompanyOverview>(c1op, 'companyOverview', { productCode: 'ABS-P1' });
    expect(p1.rows[0]).toMatchObject({ count: 2, registered: '1000000.00' });
    expect((await s1op.callEndpoint(absReportEndpoints.companyOverview, { body: {} })).status).toBe(403);
  });
});

describe('新增专项计划, 入池 and 回款登记 (F1’s product manager)', () => {
  let ap1 = '';

  it('新增专项计划: 发行规模 = 优先级 + 次级; a taken code is refused; only the product manager', async () => {
    const body = {
      productCode: 'ABS-P2',
      name: '建信-徐州示例重工2025年第2期供应链资产支持专项计划',
      planManager: '建信资本（演示）',
      setupDate: '2025-06-16',
      expectedEndDate: '2026-06-15',
      senior: '1800000.00',
      subordinate: '200000.00',
    };
    const p = ok<AbsProductRow>(await f1pm.callEndpoint(absReportEndpoints.createProduct, { body }));
    expect(p).toMatchObject({ productCode: 'ABS-P2', issueSize: '2000000.00', count: 0, amount: '0.00', statusLabel: '存续期', locked: false });
    refused(await f1pm.callEndpoint(absReportEndpoints.createProduct, { body }), '产品代码已存在');
    expect((await f1cm.callEndpoint(absReportEndpoints.createProduct, { body: { ...body, productCode: 'ABS-P3' } })).status).toBe(403);
  });

  it('transfers AP1 to F1 (the §18.4 example) so it can be pooled', async () => {
    const rows = ok<Page<AbsReceivable>>(await s1op.callEndpoint(absEndpoints.receivables, { body: { page: 1, size: 50 } })).rows;
    ap1 = rows.find((r) => r.amount === '500000.00' && r.status === 'CONFIRMED')!.receivableNo;
    const app = ok<ApplicationDetail>(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }));
    const sign = async (c: TestClient, key: string) => {
      const text = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: app.appNo } }));
      return signedPayload(key, text, app.appNo);
    };
    ok(await s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo: app.appNo }, body: await sign(s1dir, 's1_dir') }));
    ok(await f1cm.callEndpoint(absEndpoints.fiPass, { params: { appNo: app.appNo }, body: { comment: '' } }));
    const done = ok<ApplicationDetail>(await f1pm.callEndpoint(absEndpoints.fiApprove, { params: { appNo: app.appNo }, body: await sign(f1pm, 'f1_pm') }));
    expect(done.status).toBe('COMPLETED');
    // 已转让待入池 500 000.00 at price 489 558.33: 转让价款合计 983 876.67 + 489 558.33.
    const r = await report<AbsCompanyOverview>(c1op, 'companyOverview');
    expect(r.rows[0]).toMatchObject({ transferred: '500000.00', confirmed: '0.00', price: '1473435.00' });
    expect(r.reconciliation.consistent).toBe(true);
  });

  const pool = (productCode: string, nos: string[]) => f1pm.callEndpoint(absReportEndpoints.pool, { body: { productCode, receivableNos: nos } });

  it('refuses pooling without the 付款确认书, with under 30 days left, into a locked plan, or a receivable not 已转让', async () => {
    refused(await pool('ABS-P2', [ap1]), '债务人尚未签署付款确认书，不能入池');
    await server.db.query('UPDATE abs_receivable SET pay_confirmed = TRUE WHERE receivable_no = $1', [ap1]);
    await server.db.query("UPDATE abs_receivable SET due_date = '2025-07-15' WHERE receivable_no = $1", [ap1]);
    refused(await pool('ABS-P2', [ap1]), '剩余期限不足30天，不能入池');
    await server.db.query("UPDATE abs_receivable SET due_date = '2025-12-12' WHERE receivable_no = $1", [ap1]);
    const ap3 = (await report<AbsAssetDetail>(f1pm, 'assetDetail', { bucket: 'POOLED' })).rows[0]!.receivableNo;
    refused(await pool('ABS-P2', [ap3]), '应收账款当前状态为「已入池」，不能入池');
    refused(await pool('ABS-P1', [ap1.replace(/\d$/, (d) => String((Number(d) + 1) % 10))]), '请选择本机构受让的应收账款');
    await server.db.query("UPDATE abs_product SET locked = TRUE WHERE product_code = 'ABS-P1'");
    refused(await pool('ABS-P1', [ap1]), '专项计划已锁定，不能调整资产');
    await server.db.query("UPDATE abs_product SET locked = FALSE WHERE product_code = 'ABS-P1'");
    expect((await f1cm.callEndpoint(absReportEndpoints.pool, { body: { productCode: 'ABS-P2', receivableNos: [ap1] } })).status).toBe(403);
  });

  it('pools AP1 into ABS-P2 as batch PIB…: 在池存续, 入池明细 and 产品明细 agree', async () => {
    const b = ok<AbsPoolBatch>(await pool('ABS-P2', [ap1]));
    expect(b).toMatchObject({ productCode: 'ABS-P2', poolDate: BUSINESS_DATE, count: 1, amount: '500000.00' });
    expect(b.batchNo).toMatch(/^PIB20250616\d{6}$/);
    const s = await report<AbsStorageDetail>(f1pm, 'storageDetail');
    expect(s.rows.at(-1)).toMatchObject({ batchNo: b.batchNo, amount: '500000.00', price: '489558.33', weightedRemainDays: 179, pooled: '500000.00' });
    const p = await report<AbsProductDetail>(f1pm, 'productDetail', { productCode: 'ABS-P2' });
    expect(p.rows[0]).toMatchObject({ count: 1, amount: '500000.00', pooled: '500000.00' });
    const r = await report<AbsCompanyOverview>(c1op, 'companyOverview');
    expect(r.rows[0]).toMatchObject({ transferred: '0.00', pooled: '1300000.00' });
    expect(r.reconciliation.consistent).toBe(true);
  });

  it('lock: the plan no longer takes or gives assets', async () => {
    const p = ok<AbsProductRow>(await f1pm.callEndpoint(absReportEndpoints.lockProduct, { params: { productCode: 'ABS-P2' } }));
    expect(p.locked).toBe(true);
  });

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
  const collect = (no: string, body: Record<string, unknown>) => f1pm.callEndpoint(absReportEndpoints.collect, { params: { receivableNo: no }, body });

  it('回款登记: the amount must equal the receivable’s, dated on or before today; then 已回款, paid C1 → F1 with receipts', async () => {
    refused(await collect(ap1, { collectDate: BUSINESS_DATE, amount: '499999.99', bankSerial: 'SN-1' }), '回款金额须等于应收账款金额');
    refused(await collect(ap1, { collectDate: '2025-06-17', amount: '500000.00', bankSerial: 'SN-1' }), '回款日期不能晚于当前日期');
    const [c1Before, f1Before] = [await settlement('C1'), await settlement('F1')];
    const c = ok<AbsCollection>(await collect(ap1, { collectDate: BUSINESS_DATE, amount: '500000.00', bankSerial: 'SN-1' }));
    expect(c).toMatchObject({ status: 'SETTLED', statusLabel: '已回款', amount: '500000.00', bankSerial: 'SN-1' });
    // The debtor's payment moves through the simulated bank to the factor, to the fen, with a receipt for each side.
    expect(c1Before - (await settlement('C1'))).toBe(50_000_000n);
    expect((await settlement('F1')) - f1Before).toBe(50_000_000n);
    const receipts = await server.db.query<{ receipt_no: string; side: string; biz_type: string; amount_fen: unknown }>(
      `SELECT r.receipt_no, r.side, r.biz_type, r.amount_fen FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id
        WHERE t.biz_ref = $1 AND t.purpose = 'ABS_COLLECT' ORDER BY r.side`,
      [ap1],
    );
    expect(receipts.map((r) => [r.side, r.biz_type, String(r.amount_fen)])).toEqual([
      ['PAY', 'ABS_COLLECT', '50000000'],
      ['RECEIVE', 'ABS_COLLECT', '50000000'],
    ]);
    expect(c.receiptNo).toBe(receipts[1]?.receipt_no);
    refused(await collect(ap1, { collectDate: BUSINESS_DATE, amount: '500000.00', bankSerial: 'SN-2' }), '应收账款当前状态为「已回款」，不能回款登记');
    const p = await report<AbsProductDetail>(f1pm, 'productDetail', { productCode: 'ABS-P2' });
    expect(p.rows[0]).toMatchObject({ amount: '500000.00', pooled: '0.00', settled: '500000.00' });
    const r = await report<AbsCompanyOverview>(c1op, 'companyOverview');
    expect(r.rows[0]).toMatchObject({ pooled: '800000.00', settled: '700000.00', registered: '1950000.00' });
    expect(r.reconciliation.consistent).toBe(true);
  });

  it('逾期: a pooled receivable unpaid after its due date is 逾期, then collected', async () => {
    const ap3 = (await report<AbsAssetDetail>(f1pm, 'assetDetail', { bucket: 'POOLED' })).rows[0]!.receivableNo;
    expect(await overdueReceivables(server.db, Date.now(), '2025-10-18')).toEqual([ap3]);
    const r = await report<AbsProductDetail>(f1pm, 'productDetail', { productCode: 'ABS-P1' });
    expect(r.rows[0]).toMatchObject({ amount: '1000000.00', pooled: '0.00', overdue: '800000.00', settled: '200000.00' });
    expect(r.reconciliation.consistent).toBe(true);
    ok(await collect(ap3, { collectDate: BUSINESS_DATE, amount: '800000.00', bankSerial: 'SN-3' }));
    const after = await report<AbsAssetDetail>(c1op, 'assetDetail', { bucket: 'SETTLED' });
    expect(after.rows.map((x) => x.amount).sort()).toEqual(['200000.00', '500000.00', '800000.00']);
  });
});
