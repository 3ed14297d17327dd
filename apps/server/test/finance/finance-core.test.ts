import { describe, expect, it } from 'vitest';
import { fileEndpoints, financeCoreEndpoints, financeEndpoints } from '@scf/api/contract';
import type { FiHome, FinanceDetail, FinanceRow, Page, SignupOptions, SignupResult, SignupRow, SupplierLimits } from '@scf/api/contract';
import { app, credit, ok, refused } from '../credits/ledger-helpers';
import { follow } from '../files/upload-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { financeSteps } from './finance-steps';

/** The core's side of financing (融资签约, its suppliers' financings and limits), the FI home tiles, the FI's read of the package's files. */
const server = useTestServer();
const { heldByS2, packageFor, applyBody, apply } = financeSteps(server);

const fileStatus = async (corpId: string) =>
  (await server.db.query<{ status: string }>("SELECT status FROM finance_customer WHERE corp_id = $1 AND fi_corp_id = 'F1'", [corpId]))[0]?.status ?? null;
const signups = async (c: TestClient, filters: Record<string, string> = {}) =>
  ok<Page<SignupRow>>(await c.callEndpoint(financeCoreEndpoints.signupList, { body: { page: 1, size: 50, filters } }));

/** A second bank F2 with its client manager `f2_cm` (the same demo password as f1_cm). */
async function secondBank(): Promise<TestClient> {
  await server.db.query(
    "INSERT INTO corp (corp_id, corp_name, uscc, corp_type) VALUES ('F2', '示例第二银行股份有限公司', '91320300MA1XF0009Z', 'FI') ON CONFLICT DO NOTHING",
  );
  await server.db.query("INSERT INTO corp_product (corp_id, product_code) VALUES ('F2', 'CREDIT') ON CONFLICT DO NOTHING");
  await server.db.query(
    "INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role) SELECT 'f2_cm', 'f2_cm', '第二银行客户经理', mobile, 'F2', password_hash, default_role FROM app_user WHERE user_id = 'f1_cm' ON CONFLICT DO NOTHING",
  );
  await server.db.query("INSERT INTO user_role (user_id, role_code) VALUES ('f2_cm', 'ROLE_CLIENT_MANAGER') ON CONFLICT DO NOTHING");
  return server.login('f2_cm');
}

describe('the FI reads the finance data package of a financing submitted to it (files business link)', () => {
  it('f1_cm downloads and previews the package’s contract after the apply; another bank and a stranger get 404', async () => {
    const creditNo = await heldByS2('300000.00', '2025-10-09');
    const s2 = await server.login('s2_op');
    const { packageNo } = await packageFor(s2, creditNo, ['150000.00']);
    const [{ file_id: contractFile } = { file_id: '' }] = await server.db.query<{ file_id: string }>(
      "SELECT f.file_id FROM trade_data_link l JOIN trade_doc_file f ON f.doc_type = l.doc_type AND f.doc_id = l.doc_id WHERE l.package_no = $1 AND l.doc_type = 'CONTRACT'",
      [packageNo],
    );
    const cm = await server.login('f1_cm');
    const f2 = await secondBank();
    const c3 = await server.login('s3_op');
    // Before the application names the bank, the bank cannot read it.
    expect((await follow(server, cm, `/v1/files/download/${contractFile}`)).statusCode).toBe(404);
    const applied = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '150000.00', packageNo)));
    const download = await follow(server, cm, `/v1/files/download/${contractFile}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment/);
    // 融资详情 lists the package's files for the bank (and the applicant), none for the core that only reads the financing.
    const review = ok<FinanceDetail>(await cm.callEndpoint(financeEndpoints.detail, { params: { appNo: applied.application.appNo } }));
    expect(review.files).toEqual([expect.objectContaining({ pkFile: contractFile, fileName: '合同.pdf', docType: 'CONTRACT' })]);
    expect(
      ok<FinanceDetail>(
        await (await server.login('c1_op')).callEndpoint(financeCoreEndpoints.supplierFinance, { params: { appNo: applied.application.appNo } }),
      ).files,
    ).toEqual([]);
    const preview = await cm.callEndpoint(fileEndpoints.preview, { params: { id: contractFile }, body: { pkFile: contractFile, thumbnailType: 'ORIGINAL' } });
    expect(preview.status).toBe(200);
    for (const stranger of [f2, c3]) {
      expect((await follow(server, stranger, `/v1/files/download/${contractFile}`)).statusCode).toBe(404);
      expect((await follow(server, stranger, `/v1/files/${contractFile}/snapshot/ORIGINAL/show`)).statusCode).toBe(404);
    }
    expect(await server.db.query('SELECT corp_id, biz_type FROM file_link WHERE biz_no = $1', [applied.application.appNo])).toEqual([
      { corp_id: 'F1', biz_type: 'FINANCE_APPLY' },
    ]);
  });
});

describe('融资签约 (core/finance/signup-apply, finance/signup-query)', () => {
  it('c1_op signs suppliers up to F1’s credit product: a new file is created, a rejected one becomes ACTIVE; the supplier and the bank see the records', async () => {
    const c1 = await server.login('c1_op');
    const options = ok<SignupOptions>(await c1.callEndpoint(financeCoreEndpoints.signupOptions, {}));
    // F1 finances both of C1's products (支付通 too since domain-lines.md §13.8 gave it VOUCHER quotes).
    expect(options.products).toEqual([
      { fi: { corpId: 'F1', corpName: expect.any(String) }, productType: 'CREDIT', productName: expect.stringContaining('融资') },
      { fi: { corpId: 'F1', corpName: expect.any(String) }, productType: 'VOUCHER', productName: expect.stringContaining('支付通融资') },
    ]);
    expect(options.suppliers.map((s) => s.corpId)).toEqual(['S1', 'S2', 'S3']);
    expect(options.suppliers[0]?.files).toEqual([{ fiCorpId: 'F1', status: 'ACTIVE' }]);
    // Each area's 融资签约申请 offers its own product only.
    for (const productType of ['CREDIT', 'VOUCHER'] as const) {
      const own = ok<SignupOptions>(await c1.callEndpoint(financeCoreEndpoints.signupOptions, { body: { productType } }));
      expect(own.products.map((p) => [p.fi.corpId, p.productType])).toEqual([['F1', productType]]);
    }

    await server.db.query("UPDATE finance_customer SET status = 'REJECTED' WHERE corp_id = 'S3' AND fi_corp_id = 'F1'");
    await server.db.query("DELETE FROM finance_customer WHERE corp_id = 'S1' AND fi_corp_id = 'F1'");
    const result = ok<SignupResult>(
      await c1.callEndpoint(financeCoreEndpoints.signupApply, { body: { fiCorpId: 'F1', productType: 'CREDIT', supplierCorpIds: ['S1', 'S3', 'S3'] } }),
    );
    expect(result.signupNo).toMatch(/^QY20250616\d{6}$/);
    expect(result.rows.map((r) => [r.supplier.corpId, r.fileAction, r.fileStatus, r.fileStatusLabel]).sort()).toEqual([
      ['S1', 'CREATED', 'ACTIVE', '已生效'],
      ['S3', 'UPDATED', 'ACTIVE', '已生效'],
    ]);
    expect([await fileStatus('S1'), await fileStatus('S3')]).toEqual(['ACTIVE', 'ACTIVE']);

    // The supplier sees its own record only; the bank sees both; the core filters by keyword and file state.
    expect((await signups(await server.login('s3_op'))).rows.map((r) => [r.signupNo, r.supplier.corpId, r.core.corpId])).toEqual([
      [result.signupNo, 'S3', 'C1'],
    ]);
    expect((await signups(await server.login('s2_op'))).rows.filter((r) => r.signupNo === result.signupNo)).toEqual([]);
    expect((await signups(await server.login('f1_cm'), { keyword: result.signupNo })).total).toBe(2);
    expect((await signups(c1, { keyword: '宿迁' })).rows.map((r) => r.supplier.corpId)).toEqual(['S3']);
    expect((await signups(c1, { fileStatus: 'REJECTED' })).total).toBe(0);
  });

  it('refuses a corporation that is not the core’s supplier, a product of another bank, and a supplier calling it', async () => {
    const c1 = await server.login('c1_op');
    refused(
      await c1.callEndpoint(financeCoreEndpoints.signupApply, { body: { fiCorpId: 'F1', productType: 'CREDIT', supplierCorpIds: ['S1', 'C2'] } }),
      /不是本企业的供应商：C2/,
    );
    refused(
      await c1.callEndpoint(financeCoreEndpoints.signupApply, { body: { fiCorpId: 'C2', productType: 'CREDIT', supplierCorpIds: ['S1'] } }),
      '所选融资产品不是本企业合作金融机构的产品',
    );
    expect((await c1.callEndpoint(financeCoreEndpoints.signupApply, { body: { fiCorpId: 'F1', productType: 'CREDIT', supplierCorpIds: [] } })).status).toBe(
      400,
    );
    expect(
      (
        await (
          await server.login('s2_op')
        ).callEndpoint(financeCoreEndpoints.signupApply, { body: { fiCorpId: 'F1', productType: 'CREDIT', supplierCorpIds: ['S3'] } })
      ).status,
    ).toBe(403);
  });
});

describe('the core’s view of its suppliers’ financings (core/supplier/finance-query, finance-detail, limit-detail)', () => {
  it('c1_op lists S2’s CR9 financing, filters by stage, bank and date, and opens it read only; c2_op (another issuer) cannot', async () => {
    const c1 = await server.login('c1_op');
    const list = (filters: Record<string, string>) => c1.callEndpoint(financeCoreEndpoints.supplierFinances, { body: { page: 1, size: 20, filters } });
    const all = ok<Page<FinanceRow>>(await list({ stage: 'all' }));
    expect(all.rows.find((r) => r.appNo === app('FIN'))).toMatchObject({
      applicant: { corpId: 'S2' },
      creditNo: credit('CR9'),
      financeAmount: '250000.00',
      stage: '待客户经理审核',
    });
    expect(ok<Page<FinanceRow>>(await list({ stage: 'pending', fiCorpId: 'F1' })).rows.map((r) => r.appNo)).toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ stage: 'completed' })).rows.map((r) => r.appNo)).not.toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ fiCorpId: 'F2' })).total).toBe(0);
    expect(ok<Page<FinanceRow>>(await list({ from: '2099-01-01' })).total).toBe(0);
    // 申请日期 is the application's business date, and the date filter reads the same day (both ends included).
    const day = all.rows.find((r) => r.appNo === app('FIN'))!.businessDate;
    expect(day).toMatch(/^2025-0[56]-\d{2}$/);
    expect(ok<Page<FinanceRow>>(await list({ from: day, to: day })).rows.map((r) => r.appNo)).toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ to: '2025-01-01' })).rows.map((r) => r.appNo)).not.toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ keyword: '苏州示例' })).rows.map((r) => r.appNo)).toContain(app('FIN'));

    const detail = ok<FinanceDetail>(await c1.callEndpoint(financeCoreEndpoints.supplierFinance, { params: { appNo: app('FIN') } }));
    expect(detail).toMatchObject({ creditNo: credit('CR9'), fiActions: [], application: { actions: [], status: 'PENDING_FI' } });
    const own = ok<FinanceDetail>(await (await server.login('s2_op')).callEndpoint(financeEndpoints.detail, { params: { appNo: app('FIN') } }));
    expect(detail.application.flow).toEqual(own.application.flow);
    expect(detail.figures.netAmount).toBe('246965.28');

    const c2 = await server.login('c2_op');
    expect(
      ok<Page<FinanceRow>>(await c2.callEndpoint(financeCoreEndpoints.supplierFinances, { body: { page: 1, size: 20, filters: {} } })).rows.map((r) => r.appNo),
    ).not.toContain(app('FIN'));
    expect((await c2.callEndpoint(financeCoreEndpoints.supplierFinance, { params: { appNo: app('FIN') } })).status).toBe(404);
    expect((await (await server.login('s2_op')).callEndpoint(financeCoreEndpoints.supplierFinances, { body: { page: 1, size: 20, filters: {} } })).status).toBe(
      403,
    );
  });

  it('供应商额度详情: per supplier and bank the file, the financing under way, the financed outstanding', async () => {
    const limits = ok<SupplierLimits>(await (await server.login('c1_query')).callEndpoint(financeCoreEndpoints.supplierLimits, {}));
    const row = (corpId: string) => limits.rows.find((r) => r.supplier.corpId === corpId && r.fi.corpId === 'F1');
    expect(row('S2')).toMatchObject({ fileStatus: 'ACTIVE', fileStatusLabel: '已生效' });
    expect(row('S2')?.inProgressCount).toBeGreaterThanOrEqual(1);
    expect(Number(row('S2')?.inProgress)).toBeGreaterThanOrEqual(250000);
    // CR1-B1: 400,000.00 financed from S1's CR1-B, held by F1.
    expect(row('S1')).toMatchObject({ outstanding: '400000.00' });
    // 支付通's page counts vouchers only: none financed in the demo.
    const vouchers = ok<SupplierLimits>(
      await (await server.login('c1_query')).callEndpoint(financeCoreEndpoints.supplierLimits, { body: { productType: 'VOUCHER' } }),
    );
    expect(vouchers.rows.find((r) => r.supplier.corpId === 'S1' && r.fi.corpId === 'F1')).toMatchObject({ outstanding: '0.00', fundedCount: 0 });
  });

  it('供应商 → 融资详情: one supplier’s financings of one product', async () => {
    const c1 = await server.login('c1_op');
    const list = (filters: Record<string, string>) => c1.callEndpoint(financeCoreEndpoints.supplierFinances, { body: { page: 1, size: 20, filters } });
    expect(ok<Page<FinanceRow>>(await list({ supplierCorpId: 'S2', productType: 'CREDIT' })).rows.map((r) => r.appNo)).toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ supplierCorpId: 'S2', productType: 'VOUCHER' })).rows.map((r) => r.appNo)).not.toContain(app('FIN'));
    expect(ok<Page<FinanceRow>>(await list({ supplierCorpId: 'S1' })).rows.map((r) => r.appNo)).not.toContain(app('FIN'));
  });
});

describe('FI home tiles (domain.md §12)', () => {
  it('f1_cm sees pending the client manager with a link to the queue; f1_pm has its own steps linked; a supplier is refused', async () => {
    const cm = ok<FiHome>(await (await server.login('f1_cm')).callEndpoint(financeCoreEndpoints.fiHome, {}));
    const tile = (h: FiHome, key: string) => h.tiles.find((t) => t.key === key);
    expect(cm.tiles.map((t) => t.title)).toEqual(['待客户经理审核', '待产品经理审批', '待放款', '本月放款', '融资余额', '逾期金额']);
    expect(Number(tile(cm, 'pendingCm')?.value)).toBeGreaterThanOrEqual(1);
    expect(tile(cm, 'pendingCm')?.link).toBe('/credit/core/finance/query');
    expect(tile(cm, 'pendingPm')?.link).toBeNull();
    expect(tile(cm, 'pendingCm')?.note).toMatch(/^[\d,]+\.\d{2}元$/);
    expect(tile(cm, 'pendingCm')?.note).toContain('250,000.00');
    expect(tile(cm, 'outstanding')).toMatchObject({ kind: 'amount' });
    expect(Number(tile(cm, 'outstanding')?.value)).toBeGreaterThanOrEqual(400000);
    const pm = ok<FiHome>(await (await server.login('f1_pm')).callEndpoint(financeCoreEndpoints.fiHome, {}));
    expect([tile(pm, 'pendingCm')?.link, tile(pm, 'pendingPm')?.link]).toEqual([null, '/credit/core/finance/query']);
    expect((await (await server.login('s2_op')).callEndpoint(financeCoreEndpoints.fiHome, {})).status).toBe(403);
  });
});
