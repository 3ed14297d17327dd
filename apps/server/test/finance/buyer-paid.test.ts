import { describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, financeCoreEndpoints, financeEndpoints } from '@scf/api/contract';
import type {
  ApplicationDetail,
  BuyerPaidDetail,
  BuyerPaidEstimate,
  BuyerPaidOptions,
  BuyerPaidRow,
  FinanceDetail,
  FinanceFiguresView,
  Page,
} from '@scf/api/contract';
import { approveWithKey, expectInvariants, ok, originalFor, refused, signedPayload } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { financeSteps } from './finance-steps';

/** 买方付息 (核心企业融资申请 / 审批 / 查询, domain.md §7.7 core/finance/*): the core bears its suppliers' financing interest at F1. */
const server = useTestServer();
const { heldByS2, packageFor, applyBody, apply, creditOf } = financeSteps(server);

const options = async (c: TestClient) => ok<BuyerPaidOptions>(await c.callEndpoint(financeCoreEndpoints.buyerPaidOptions, {}));
const preview = (c: TestClient, creditNos: string[], fiCorpId = 'F1') =>
  c.callEndpoint(financeCoreEndpoints.buyerPaidPreview, { body: { fiCorpId, creditNos } });
const applyCore = (c: TestClient, creditNos: string[], remark = '') =>
  c.callEndpoint(financeCoreEndpoints.buyerPaidApply, { body: { fiCorpId: 'F1', creditNos, remark } });
const list = async (c: TestClient, scope: 'all' | 'pending' = 'all') =>
  ok<Page<BuyerPaidRow>>(await c.callEndpoint(financeCoreEndpoints.buyerPaidList, { body: { page: 1, size: 20, filters: { scope } } }));
const detail = async (c: TestClient, appNo: string) => ok<BuyerPaidDetail>(await c.callEndpoint(financeCoreEndpoints.buyerPaidDetail, { params: { appNo } }));

async function pmApprove(pm: TestClient, appNo: string) {
  const original = ok<string>(await pm.callEndpoint(SIGNING_ORIGINALS.FIN_APPLY_APPROVE.endpoint, { body: { ids: [appNo] } }));
  return pm.callEndpoint(financeEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', original, appNo) });
}

describe('买方付息: the core applies, its director approves with the key', () => {
  it('c1_op applies for a credit S2 holds (nothing locked), c1_dir signs, and S2’s financing of it is net of nothing: the core bears 910.00 + 50.56', async () => {
    const creditNo = await heldByS2('100000.00');
    const c1 = await server.login('c1_op');
    const offered = (await options(c1)).credits.find((c) => c.creditNo === creditNo);
    expect(offered).toMatchObject({ holder: { corpId: 'S2' }, issuer: { corpId: 'C1' }, amount: '100000.00', fiCorpId: 'F1', covered: false, pending: false });

    // The estimate: the whole credit financed today at F1's quote for 91 days (3.60%, fee 0.20%).
    const estimate = ok<BuyerPaidEstimate>(await preview(c1, [creditNo]));
    expect(estimate.lines).toEqual([
      expect.objectContaining({ creditNo, days: 91, annualRate: '3.60', serviceFeeRate: '0.20', interest: '910.00', serviceFee: '50.56' }),
    ]);
    expect(estimate.total).toEqual({ count: 1, amount: '100000.00', interest: '910.00', serviceFee: '50.56' });

    const applied = ok<BuyerPaidDetail>(await applyCore(c1, [creditNo], '为供应商承担融资利息'));
    const appNo = applied.application.appNo;
    expect(appNo).toMatch(/^BPF20250616\d{6}$/);
    expect(applied.application).toMatchObject({ bizType: 'CORE_FINANCE', status: 'PENDING_REVIEW', counterparty: { corpId: 'F1' } });
    // The credit stays S2's and unlocked: S2 could still transfer or finance it.
    expect(await creditOf(await server.login('s2_op'), creditNo)).toMatchObject({ status: 'HELD', lockedBy: null });
    expect((await options(c1)).credits.find((c) => c.creditNo === creditNo)).toMatchObject({ pending: true });
    refused(await applyCore(c1, [creditNo]), `凭证${creditNo}已在待审批的买方付息申请中`);
    await expectInvariants(server.db);

    // The director's queue and original: the FI and 买方付息 are in the signed text; the operator cannot approve.
    refused(await originalFor(c1, appNo), /./);
    const dir = await server.login('c1_dir');
    const original = ok<string>(await originalFor(dir, appNo));
    expect(original).toContain('买方付息复核');
    expect(original).toContain(`凭证编号：${creditNo}`);
    expect(original).toContain('金融机构：');
    expect(original).toContain('利息承担：买方付息');
    expect((await list(dir, 'pending')).rows.map((r) => r.appNo)).toContain(appNo);
    const approved = ok<ApplicationDetail>(await approveWithKey(dir, 'c1_dir', appNo));
    expect(approved.status).toBe('COMPLETED');
    expect((await options(c1)).credits.find((c) => c.creditNo === creditNo)).toMatchObject({ covered: true, pending: false });
    refused(await applyCore(c1, [creditNo]), `凭证${creditNo}已在该金融机构买方付息`);
    const told = await server.db.query<{ content: string }>("SELECT content FROM message WHERE user_id = 's2_op' AND title = '核心企业买方付息'");
    expect(told.map((m) => m.content).join()).toContain(creditNo);

    // S2 finances it: the quote says 买方付息, the net is the whole amount, through the bank's two steps and 放款.
    const s2 = await server.login('s2_op');
    const quote = ok<FinanceFiguresView>(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '100000.00' } }));
    expect(quote).toMatchObject({ interestPayer: 'CORE', interest: '910.00', serviceFee: '50.56', netAmount: '100000.00' });
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    const finAppNo = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '100000.00', packageNo))).application.appNo;
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', finAppNo));
    ok(await (await server.login('f1_cm')).callEndpoint(financeEndpoints.fiPass, { params: { appNo: finAppNo }, body: { comment: '' } }));
    const pm = await server.login('f1_pm');
    ok(await pmApprove(pm, finAppNo));
    const funded = ok<FinanceDetail>(await pm.callEndpoint(financeEndpoints.fund, { params: { appNo: finAppNo } }));
    expect(funded.figures).toMatchObject({ interestPayer: 'CORE', interest: '910.00', serviceFee: '50.56', netAmount: '100000.00' });

    // 核心企业融资查询: the application is in force, with the financing made under it and what the core bore.
    const row = (await list(c1)).rows.find((r) => r.appNo === appNo);
    expect(row).toMatchObject({ statusLabel: '已生效', creditCount: 1, amount: '100000.00', financedCount: 1, borne: '960.56', fi: { corpId: 'F1' } });
    const read = await detail(c1, appNo);
    expect(read.financings).toEqual([
      expect.objectContaining({
        appNo: finAppNo,
        creditNo,
        supplier: expect.objectContaining({ corpId: 'S2' }),
        status: 'COMPLETED',
        interest: '910.00',
        serviceFee: '50.56',
      }),
    ]);
    expect(read.borne).toEqual({ interest: '910.00', serviceFee: '50.56' });
    await expectInvariants(server.db);
  });

  it('refuses what the core may not apply for, and leaves a supplier’s own financing 卖方付息 while it is only pending', async () => {
    const creditNo = await heldByS2('80000.00');
    const c1 = await server.login('c1_op');
    refused(await preview(c1, [creditNo], 'S2'), `凭证${creditNo}不是所选金融机构授信项下开立的凭证`);
    refused(await preview(c1, [creditNo, creditNo]), '凭证不能重复选择');
    // A credit the core holds itself, or one of another issuer, is not its suppliers'.
    refused(await preview(c1, ['XG2025061699999999']), /不是本企业开立、由供应商持有中的凭证/);
    const s1 = await server.login('s1_op');
    refused(await s1.callEndpoint(financeCoreEndpoints.buyerPaidApply, { body: { fiCorpId: 'F1', creditNos: [creditNo] } }), /./);
    const pending = ok<BuyerPaidDetail>(await applyCore(c1, [creditNo]));
    const quote = ok<FinanceFiguresView>(
      await (await server.login('s2_op')).callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '80000.00' } }),
    );
    expect(quote.interestPayer).toBe('SUPPLIER');
    // The operator withdraws it: nothing was covered.
    const cancelled = ok<ApplicationDetail>(await c1.callEndpoint(creditEndpoints.cancel, { params: { appNo: pending.application.appNo } }));
    expect(cancelled.status).toBe('CANCELLED');
    expect(await server.db.query('SELECT 1 FROM buyer_paid_credit WHERE credit_no = $1', [creditNo])).toEqual([]);
    // Another corporation reads none of it.
    expect((await s1.callEndpoint(financeCoreEndpoints.buyerPaidDetail, { params: { appNo: pending.application.appNo } })).status).not.toBe(200);
    await expectInvariants(server.db);
  });
});
