import { describe, expect, it } from 'vitest';
import { FINANCE_TOO_MUCH, QUOTE_MISSING, SIGNING_ORIGINALS, creditEndpoints, financeEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, CreditTreeNode, FinanceDetail, FinanceFiguresView, FinanceOptions, FinanceRow, FinanceSummary, Page } from '@scf/api/contract';
import { approveWithKey, credit, app, expectInvariants, ok, refused, signedPayload } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { financeSteps } from './finance-steps';

const server = useTestServer();

const { heldByS2, packageFor, applyBody, apply, creditOf, occupied, linkStates } = financeSteps(server);

/** The product manager's 同意 with the key …2101 over the FIN_APPLY_APPROVE original. */
async function pmApprove(pm: TestClient, appNo: string) {
  const original = ok<string>(await pm.callEndpoint(SIGNING_ORIGINALS.FIN_APPLY_APPROVE.endpoint, { body: { ids: [appNo] } }));
  return pm.callEndpoint(financeEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', original, appNo) });
}

describe('financing (domain.md §7.7): the seed and the preview', () => {
  it('seeds CR9’s application pending at F1 with §13.4’s preview: 250,000.00 × 3.60% × 115 / 360', async () => {
    const cm = await server.login('f1_cm');
    const detail = ok<FinanceDetail>(await cm.callEndpoint(financeEndpoints.detail, { params: { appNo: app('FIN') } }));
    expect(detail.figures).toEqual({
      annualRate: '3.60',
      serviceFeeRate: '0.20',
      interestPayer: 'SUPPLIER',
      valueDate: '2025-06-16',
      dueDate: '2025-10-09',
      days: 115,
      financeAmount: '250000.00',
      interest: '2875.00',
      serviceFee: '159.72',
      netAmount: '246965.28',
      // 卖方付息: the seller bears all, nothing is charged to the issuer at maturity.
      buyerSharePct: 0,
      buyerInterest: '0.00',
      buyerServiceFee: '0.00',
      sellerInterest: '2875.00',
      sellerServiceFee: '159.72',
      buyerCharge: '0.00',
    });
    expect(detail).toMatchObject({
      creditNo: credit('CR9'),
      fi: { corpId: 'F1' },
      fiActions: ['PASS', 'REJECT'],
      checks: { invoicesVerified: true, occupyCovers: true, noDuplicatePledge: true, notRelatedParty: true },
    });
    // The bank's tiles (§12): one application pending the client manager, CR1-B1's 400,000.00 financed and outstanding.
    expect(ok<FinanceSummary>(await cm.callEndpoint(financeEndpoints.summary, {}))).toMatchObject({
      pendingFi: { count: 1, amount: '250000.00' },
      pendingFinal: { count: 0 },
      outstanding: { count: 1, amount: '400000.00' },
    });
    const queue = ok<Page<FinanceRow>>(await cm.callEndpoint(financeEndpoints.list, { body: { page: 1, size: 20, filters: { scope: 'pending' } } }));
    expect(queue.rows.map((r) => [r.appNo, r.stage])).toContainEqual([app('FIN'), '待客户经理审核']);
  });

  it('seeds S1’s financing of CR1-B funded on 2025-04-18: the bank’s CR1-B1 has its application, figures and loan number', async () => {
    const cm = await server.login('f1_cm');
    const all = ok<Page<FinanceRow>>(await cm.callEndpoint(financeEndpoints.list, { body: { page: 1, size: 20, filters: { scope: 'all' } } }));
    expect(all.rows.find((r) => r.appNo === app('FIN-B1'))).toMatchObject({
      status: 'COMPLETED',
      applicant: { corpId: 'S1' },
      creditNo: credit('CR1-B'),
      financeAmount: '400000.00',
      loanNo: expect.stringMatching(/^LN20250418\d{6}$/),
    });
    const detail = ok<FinanceDetail>(await (await server.login('s1_op')).callEndpoint(financeEndpoints.detail, { params: { appNo: app('FIN-B1') } }));
    // 400,000.00 × 3.60% × 140 / 360 = 5,600.00; the fee 0.20% over the same days 311.11.
    expect(detail.figures).toEqual({
      annualRate: '3.60',
      serviceFeeRate: '0.20',
      interestPayer: 'SUPPLIER',
      valueDate: '2025-04-18',
      dueDate: '2025-09-05',
      days: 140,
      financeAmount: '400000.00',
      interest: '5600.00',
      serviceFee: '311.11',
      netAmount: '394088.89',
      buyerSharePct: 0,
      buyerInterest: '0.00',
      buyerServiceFee: '0.00',
      sellerInterest: '5600.00',
      sellerServiceFee: '311.11',
      buyerCharge: '0.00',
    });
    expect(detail).toMatchObject({ financedCreditNo: credit('CR1-B1'), remainderCreditNo: credit('CR1-B2') });
  });

  it('previews with the band of the remaining term (3.45% ≤ 90 days) and refuses 未配置报价, an amount above the credit and a foreign FI', async () => {
    const creditNo = await heldByS2('300000.00', '2025-09-12'); // 88 days
    const s2 = await server.login('s2_op');
    const preview = ok<FinanceFiguresView>(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '250000.00' } }));
    expect(preview).toMatchObject({ annualRate: '3.45', days: 88, interest: '2108.33', serviceFee: '122.22', netAmount: '247769.45' });
    refused(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '300000.01' } }), FINANCE_TOO_MUCH);
    refused(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'C1', creditNo, amount: '1000.00' } }), '所选金融机构未与该凭证的开立方合作');
    // Only the ≤ 90 days band: a term of 115 days has no quote.
    const longer = await heldByS2('1000.00', '2025-10-09');
    await server.db.query("DELETE FROM finance_quote WHERE fi_corp_id = 'F1' AND issuer_corp_id = 'C1' AND max_days IS NULL");
    refused(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo: longer, amount: '1000.00' } }), QUOTE_MISSING);
    expect(ok<FinanceFiguresView>(await s2.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '1000.00' } })).annualRate).toBe(
      '3.45',
    );
    await server.db.query("INSERT INTO finance_quote VALUES ('F1', 'C1', NULL, '3.60', '0.20', 'SUPPLIER')");
    const options = ok<FinanceOptions>(await s2.callEndpoint(financeEndpoints.options, {}));
    expect(options.fis).toEqual([{ corpId: 'F1', corpName: expect.any(String), issuerCorpIds: ['C1'] }]);
    expect(options.accounts.map((a) => a.accountId)).toEqual(['A-S2-SETTLE']);
  });
});

describe('financing: the whole flow over HTTP with real signatures', () => {
  it('s2_op applies 250,000.00 of a credit, s2_dir signs, f1_cm passes, f1_pm signs and funds: split, loan number, invoices occupied, figures to the fen', async () => {
    const creditNo = await heldByS2('400000.00', '2025-10-09');
    const s2 = await server.login('s2_op');
    const { packageNo, invoiceIds } = await packageFor(s2, creditNo, ['150000.00', '100000.00']);
    const applied = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '250000.00', packageNo)));
    expect(applied.application).toMatchObject({ bizType: 'FINANCE', status: 'PENDING_REVIEW', amount: '250000.00', counterparty: { corpId: 'F1' } });
    expect(applied.figures).toMatchObject({ days: 115, interest: '2875.00', serviceFee: '159.72', netAmount: '246965.28' });
    expect((await creditOf(s2, creditNo)).status).toBe('FINANCING');
    // The package cannot back a second application.
    refused(await apply(s2, applyBody(creditNo, '1.00', packageNo)), /已被其他申请占用|已用于其他融资申请/);

    // The director: maker–checker and the key.
    const s2dir = await server.login('s2_dir');
    expect(ok<ApplicationDetail>(await approveWithKey(s2dir, 's2_dir', applied.application.appNo)).status).toBe('PENDING_FI');
    // Not the FI's client manager's yet for the product manager, and not the applicant's to fund.
    const pm = await server.login('f1_pm');
    refused(await pm.callEndpoint(financeEndpoints.fund, { params: { appNo: applied.application.appNo } }), /不能放款/);
    expect((await s2.callEndpoint(financeEndpoints.fiPass, { params: { appNo: applied.application.appNo }, body: { comment: '' } })).status).toBe(403);

    const cm = await server.login('f1_cm');
    const review = ok<FinanceDetail>(await cm.callEndpoint(financeEndpoints.detail, { params: { appNo: applied.application.appNo } }));
    expect(review.invoices.map((i) => [i.verifyStatus, i.occupyAmount, i.occupyState])).toEqual([
      ['VERIFIED', '150000.00', 'RESERVED'],
      ['VERIFIED', '100000.00', 'RESERVED'],
    ]);
    expect(review.checks).toEqual({ invoicesVerified: true, occupyCovers: true, noDuplicatePledge: true, notRelatedParty: true });
    const passed = ok<FinanceDetail>(
      await cm.callEndpoint(financeEndpoints.fiPass, { params: { appNo: applied.application.appNo }, body: { comment: '资产查验通过' } }),
    );
    expect(passed).toMatchObject({ application: { status: 'PENDING_FINAL' }, reviewedBy: expect.any(String), fiActions: [] });

    // A signature is required: a payload signed by another key is refused.
    const original = ok<string>(await pm.callEndpoint(SIGNING_ORIGINALS.FIN_APPLY_APPROVE.endpoint, { body: { ids: [applied.application.appNo] } }));
    expect(original).toContain(applied.application.appNo);
    const forged = await pm.callEndpoint(financeEndpoints.fiApprove, {
      params: { appNo: applied.application.appNo },
      body: signedPayload('s2_dir', original, applied.application.appNo),
    });
    expect(forged.body.code).not.toBe('0');
    expect(ok<FinanceDetail>(await pmApprove(pm, applied.application.appNo)).application.status).toBe('PENDING_FUNDING');
    expect(await linkStates(packageNo)).toEqual(['RESERVED', 'RESERVED']);

    const funded = ok<FinanceDetail>(await pm.callEndpoint(financeEndpoints.fund, { params: { appNo: applied.application.appNo } }));
    expect(funded.application.status).toBe('COMPLETED');
    expect(funded.loanNo).toMatch(/^LN20250616\d{6}$/);
    expect(funded.figures).toMatchObject({
      valueDate: '2025-06-16',
      days: 115,
      financeAmount: '250000.00',
      interest: '2875.00',
      serviceFee: '159.72',
      netAmount: '246965.28',
      // 卖方付息: the seller bears all, nothing is charged to the issuer at maturity.
      buyerSharePct: 0,
      buyerInterest: '0.00',
      buyerServiceFee: '0.00',
      sellerInterest: '2875.00',
      sellerServiceFee: '159.72',
      buyerCharge: '0.00',
    });
    const parent = await creditOf(s2, creditNo);
    expect(parent.status).toBe('SPLIT');
    const tree = ok<{ tree: CreditTreeNode }>(await s2.callEndpoint(creditEndpoints.flow, { params: { creditNo } })).tree;
    expect(tree.children.map((c) => [c.amount, c.holder.corpId, c.status]).sort()).toEqual([
      ['150000.00', 'S2', 'HELD'],
      ['250000.00', 'F1', 'FINANCED'],
    ]);
    expect(funded.financedCreditNo).toBe(tree.children.find((c) => c.holder.corpId === 'F1')?.creditNo);
    expect(funded.remainderCreditNo).toBe(tree.children.find((c) => c.holder.corpId === 'S2')?.creditNo);
    expect(await linkStates(packageNo)).toEqual(['OCCUPIED', 'OCCUPIED']);
    expect([await occupied(invoiceIds[0]!), await occupied(invoiceIds[1]!)]).toEqual([15_000_000n, 10_000_000n]);
    expect(funded.application.flow.map((r) => r.actionLabel)).toEqual(expect.arrayContaining(['提交', '同意', '审核通过', '放款', '融资取得', '拆分留存']));
    const tiles = ok<FinanceSummary>(await pm.callEndpoint(financeEndpoints.summary, {}));
    expect(tiles.fundedThisMonth).toEqual({ count: 1, amount: '250000.00' });
    expect(tiles.outstanding).toEqual({ count: 2, amount: '650000.00' });
    await expectInvariants(server.db);
  });

  it('a full financing leaves one FINANCED child and no remainder', async () => {
    const creditNo = await heldByS2('100000.00');
    const s2 = await server.login('s2_op');
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    const appNo = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '100000.00', packageNo))).application.appNo;
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', appNo));
    ok(await (await server.login('f1_cm')).callEndpoint(financeEndpoints.fiPass, { params: { appNo }, body: { comment: '' } }));
    const pm = await server.login('f1_pm');
    ok(await pmApprove(pm, appNo));
    const funded = ok<FinanceDetail>(await pm.callEndpoint(financeEndpoints.fund, { params: { appNo } }));
    expect(funded.remainderCreditNo).toBeNull();
    expect(funded.figures).toMatchObject({ days: 91, annualRate: '3.60', interest: '910.00', serviceFee: '50.56', netAmount: '99039.44' });
    await expectInvariants(server.db);
  });
});
