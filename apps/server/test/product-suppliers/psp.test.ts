import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, productSupplierEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, LedgerProduct, ProductSupplierAction, SupplierProduct } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, originalFor, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 供应商开通 (domain-lines.md §17.2), the worked example of a new business type (docs/adr/0027): C1's operator asks,
 * its director approves with the key signing PRODUCT, and C1's product_supplier row for the supplier changes. In the
 * demo (domain-lines.md §13.8) C1's suppliers S1, S2 and S3 have opened 支付通 and C1 has opened it for S1 and S3.
 */
describe('PRODUCT_SUPPLIER: a core opens, suspends and resumes a product for a supplier', () => {
  let op: TestClient;
  let dir: TestClient;
  beforeAll(async () => {
    op = await server.login('c1_op');
    dir = await server.login('c1_dir');
  });

  const apply = (action: ProductSupplierAction, supplierCorpId: string, productType: LedgerProduct = 'VOUCHER'): Promise<CallResult> =>
    op.callEndpoint(productSupplierEndpoints.apply, { body: { productType, supplierCorpId, action, reason: '年度供应商评审' } });

  /** 同意 with c1_dir's key over the PRODUCT original. */
  async function approve(appNo: string): Promise<ApplicationDetail> {
    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: appNo } }));
    const { creditList: _none, ...payload } = signedPayload('c1_dir', original, appNo);
    return ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: payload }));
  }

  const rowOf = async (supplier: string, product: LedgerProduct) =>
    (
      await server.db.query<Record<string, unknown>>(
        `SELECT status, effective_from, effective_to, set_by, reason, app_no FROM product_supplier
          WHERE core_corp_id = 'C1' AND supplier_corp_id = $1 AND product_type = $2`,
        [supplier, product],
      )
    )[0];

  const listed = async (productType: LedgerProduct): Promise<Record<string, SupplierProduct>> =>
    Object.fromEntries(
      ok<SupplierProduct[]>(await op.callEndpoint(productSupplierEndpoints.list, { query: { productType } })).map((s) => [s.supplier.corpId, s]),
    );

  it('lists the core’s suppliers: S1 and S3 opened for VOUCHER by the core, every one with CREDIT opened counts as 已开通', async () => {
    const voucher = await listed('VOUCHER');
    expect(Object.keys(voucher).sort()).toEqual(['S1', 'S2', 'S3']);
    expect(Object.fromEntries(Object.entries(voucher).map(([k, s]) => [k, [s.status, s.setBy]]))).toEqual({
      S1: ['OPEN', 'CORE'],
      S2: ['NOT_OPEN', null],
      S3: ['OPEN', 'CORE'],
    });
    expect(new Set(Object.values(await listed('CREDIT')).map((s) => s.status))).toEqual(new Set(['OPEN']));
    // 持有金额 and 融资余额: the vouchers of C1's issue each holds (the demo's VC1 with S1, VC2 with S3), none financed yet.
    expect(Object.fromEntries(Object.entries(voucher).map(([k, s]) => [k, [s.heldAmount, s.financedAmount]]))).toEqual({
      S1: ['120000.00', '0.00'],
      S2: ['0.00', '0.00'],
      S3: ['80000.00', '0.00'],
    });
    // For CREDIT: CR1-B1, 400,000.00 financed from S1's CR1-B, held by F1.
    expect((await listed('CREDIT'))['S1']?.financedAmount).toBe('400000.00');
  });

  it('opens VOUCHER for S2: 待复核, one application at a time, then the director signs PRODUCT and the row is ACTIVE', async () => {
    const applied = ok<ApplicationDetail>(await apply('OPEN', 'S2'));
    expect(applied).toMatchObject({ bizType: 'PRODUCT_SUPPLIER', productType: 'VOUCHER', status: 'PENDING_REVIEW', counterparty: { corpId: 'S2' } });
    expect(applied.appNo).toMatch(/^PSP\d{14}$/);
    refused(await apply('OPEN', 'S2'), '已有处理中的申请');
    refused(await apply('SUSPEND', 'S2'), '已有处理中的申请');
    expect((await listed('VOUCHER'))['S2']).toMatchObject({ status: 'NOT_OPEN', pendingAppNo: applied.appNo });

    // The operator cannot approve, the director cannot apply; the original is PRODUCT's, not CREDIT_ASSEMBLE's.
    expect((await op.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: applied.appNo } })).status).toBe(403);
    const byDirector = { productType: 'CREDIT', supplierCorpId: 'S3', action: 'SUSPEND' } as const;
    expect((await dir.callEndpoint(productSupplierEndpoints.apply, { body: byDirector })).status).toBe(403);
    refused(await originalFor(dir, applied.appNo), '签名原文类型与业务不符');

    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: applied.appNo } }));
    expect(original).toContain('供应商开通复核');
    expect(original).toContain('供应商：苏州示例钢材贸易有限公司（91320500MA1XC00122）');
    expect(original).toContain('产品：支付通');
    expect(original).toContain('操作：开通');

    expect(await approve(applied.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect(await rowOf('S2', 'VOUCHER')).toEqual({
      status: 'ACTIVE',
      effective_from: BUSINESS_DATE,
      effective_to: null,
      set_by: 'CORE',
      reason: '年度供应商评审',
      app_no: applied.appNo,
    });
    expect((await listed('VOUCHER'))['S2']).toMatchObject({ status: 'OPEN', effectiveFrom: BUSINESS_DATE, setBy: 'CORE', pendingAppNo: null });
    refused(await apply('OPEN', 'S2'), '该供应商的支付通产品状态为「已开通」，不能开通');
  });

  it('suspends S1 (SUSPENDED) and resumes it (ACTIVE again)', async () => {
    refused(await apply('RESUME', 'S1'), '该供应商的支付通产品状态为「已开通」，不能恢复');
    const suspend = ok<ApplicationDetail>(await apply('SUSPEND', 'S1'));
    await approve(suspend.appNo);
    expect(await rowOf('S1', 'VOUCHER')).toMatchObject({ status: 'SUSPENDED', app_no: suspend.appNo });
    expect((await listed('VOUCHER'))['S1']?.status).toBe('SUSPENDED');

    const resume = ok<ApplicationDetail>(await apply('RESUME', 'S1'));
    await approve(resume.appNo);
    expect(await rowOf('S1', 'VOUCHER')).toMatchObject({ status: 'ACTIVE', app_no: resume.appNo });
  });

  it('refuses a supplier without the product, one not verified, and a corporation that is not the core’s supplier', async () => {
    // S3 as if it had never opened 支付通 (nor C1 for it).
    await server.db.query("DELETE FROM product_supplier WHERE supplier_corp_id = 'S3' AND product_type = 'VOUCHER'");
    await server.db.query("DELETE FROM corp_product WHERE corp_id = 'S3' AND product_code = 'VOUCHER'");
    refused(await apply('OPEN', 'S3'), '该供应商尚未开通支付通产品');
    await server.db.query("INSERT INTO corp_product (corp_id, product_code) VALUES ('S3', 'VOUCHER')");
    await server.db.query("UPDATE corp SET authenticated = FALSE WHERE corp_id = 'S3'");
    refused(await apply('OPEN', 'S3'), '该供应商尚未完成实名认证');
    refused(await apply('OPEN', 'S5'), '请选择本企业的供应商');
    expect(await rowOf('S3', 'VOUCHER')).toBeUndefined();
  });

  it('checks again at approval: a supplier that lost its verification while the application waited is refused', async () => {
    await server.db.query("UPDATE corp SET authenticated = TRUE WHERE corp_id = 'S3'");
    const applied = ok<ApplicationDetail>(await apply('OPEN', 'S3'));
    await server.db.query("UPDATE corp SET authenticated = FALSE WHERE corp_id = 'S3'");
    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: applied.appNo } }));
    const { creditList: _none, ...payload } = signedPayload('c1_dir', original, applied.appNo);
    refused(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: payload }), '该供应商尚未完成实名认证');
    expect(await rowOf('S3', 'VOUCHER')).toBeUndefined();
    // The director rejects it instead; the supplier is free for a new application.
    ok(await dir.callEndpoint(creditEndpoints.reject, { params: { appNo: applied.appNo }, body: { comment: '供应商实名认证已失效' } }));
    expect((await listed('VOUCHER'))['S3']).toMatchObject({ status: 'NOT_OPEN', pendingAppNo: null });
  });

  it('checks the status again at approval: a supplier the platform suspended meanwhile cannot be suspended twice', async () => {
    const applied = ok<ApplicationDetail>(await apply('SUSPEND', 'S1'));
    await server.db.query(
      "UPDATE product_supplier SET status = 'SUSPENDED', set_by = 'PLATFORM' WHERE core_corp_id = 'C1' AND supplier_corp_id = 'S1' AND product_type = 'VOUCHER'",
    );
    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: applied.appNo } }));
    const { creditList: _none, ...payload } = signedPayload('c1_dir', original, applied.appNo);
    refused(
      await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: payload }),
      '该供应商的支付通产品状态为「已暂停」，不能暂停',
    );
    expect(await rowOf('S1', 'VOUCHER')).toMatchObject({ status: 'SUSPENDED', set_by: 'PLATFORM' });
    expect((await listed('VOUCHER'))['S1']).toMatchObject({ status: 'SUSPENDED', pendingAppNo: applied.appNo });
  });

  it('for CREDIT a supplier is opened by its own product: 开通 is refused, 暂停 writes a SUSPENDED row', async () => {
    refused(await apply('OPEN', 'S2', 'CREDIT'), '电子债权凭证的供应商无需开通，只可暂停或恢复');
    const suspend = ok<ApplicationDetail>(await apply('SUSPEND', 'S2', 'CREDIT'));
    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.PRODUCT.endpoint, { params: { id: suspend.appNo } }));
    expect(original).toContain('产品：电子债权凭证');
    expect(original).toContain('操作：暂停');
    await approve(suspend.appNo);
    expect(await rowOf('S2', 'CREDIT')).toMatchObject({ status: 'SUSPENDED', set_by: 'CORE', app_no: suspend.appNo });
    expect((await listed('CREDIT'))['S2']?.status).toBe('SUSPENDED');
  });
});
