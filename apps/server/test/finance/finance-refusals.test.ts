import { describe, expect, it } from 'vitest';
import { FINANCE_TOO_MUCH, creditEndpoints, financeEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, FinanceDetail, FinanceRow, Page } from '@scf/api/contract';
import { approveWithKey, credit, app, expectInvariants, ok, refused } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { financeSteps } from './finance-steps';

// The financing apply's refusals and its rejections at every step (finance.test.ts has the seed, the preview and the
// whole flow): one file each, so neither outgrows the suite's per-file budget.
const server = useTestServer();

const { heldByS2, packageFor, applyBody, apply, creditOf, occupied, linkStates } = financeSteps(server);

describe('financing: the rules of the apply', () => {
  it('refuses an amount above the credit, invoices not verified, Σ occupy below the amount, another corporation’s package and account, a credit it issued', async () => {
    const creditNo = await heldByS2('200000.00');
    const s2 = await server.login('s2_op');
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    refused(await apply(s2, applyBody(creditNo, '200000.01', packageNo)), FINANCE_TOO_MUCH);
    refused(await apply(s2, applyBody(creditNo, '100000.01', packageNo)), '发票本次占用金额合计不能低于融资金额');
    refused(await apply(s2, applyBody(creditNo, '1000.00', packageNo, { receiveAccountId: 'A-S1-ELEC' })), '请选择本企业的结算户或电子账户');
    refused(await apply(s2, applyBody(creditNo, '1000.00', packageNo, { fiCorpId: 'C1' })), '所选金融机构未与该凭证的开立方合作');
    const seededPackage = (await server.db.query<{ package_no: string }>("SELECT package_no FROM trade_package WHERE corp_id = 'S1'"))[0]!.package_no;
    refused(await apply(s2, applyBody(creditNo, '1000.00', seededPackage)), '请选择本企业的融资资料');
    // A package with an invoice that failed 查验 (…9999 → VOIDED).
    // An invoice whose 查验 state changed after the package was submitted (the trade-data module refuses to submit a failed one).
    const later = await packageFor(s2, creditNo, ['1000.00']);
    await server.db.query("UPDATE trade_invoice SET verify_status = 'VOIDED' WHERE invoice_id = $1", [later.invoiceIds[0]]);
    refused(await apply(s2, applyBody(creditNo, '1000.00', later.packageNo)), '融资资料中的发票须全部查验通过');
    // Without the customer file at the FI.
    await server.db.query("UPDATE finance_customer SET status = 'PENDING' WHERE corp_id = 'S2'");
    refused(await apply(s2, applyBody(creditNo, '1000.00', packageNo)), '请先在该金融机构完成融资建档');
    await server.db.query("UPDATE finance_customer SET status = 'ACTIVE' WHERE corp_id = 'S2'");
    // Nothing of the refusals stuck: the credit is still held and unlocked.
    expect(await creditOf(s2, creditNo)).toMatchObject({ status: 'HELD' });
    // The director's role cannot apply; the FI cannot read another FI's or corporation's data.
    expect((await (await server.login('s2_dir')).callEndpoint(financeEndpoints.apply, { body: applyBody(creditNo, '1000.00', packageNo) })).status).toBe(403);
    expect((await (await server.login('s1_op')).callEndpoint(financeEndpoints.detail, { params: { appNo: app('FIN') } })).status).toBe(404);
    const s1list = ok<Page<FinanceRow>>(await (await server.login('s1_op')).callEndpoint(financeEndpoints.list, { body: { page: 1, size: 50 } }));
    expect(s1list.rows.map((r) => r.appNo)).not.toContain(app('FIN'));
  });
});

describe('financing: rejection anywhere frees the credit and the invoices', () => {
  async function pending(amount: string) {
    const creditNo = await heldByS2(amount);
    const s2 = await server.login('s2_op');
    const pkg = await packageFor(s2, creditNo, [amount]);
    const appNo = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, amount, pkg.packageNo))).application.appNo;
    return { creditNo, appNo, s2, ...pkg };
  }
  const expectFreed = async (s2: TestClient, creditNo: string, packageNo: string, invoiceId: string) => {
    expect(await creditOf(s2, creditNo)).toMatchObject({ status: 'HELD' });
    expect(await linkStates(packageNo)).toEqual(['RELEASED']);
    expect(await occupied(invoiceId)).toBe(0n);
    await expectInvariants(server.db);
  };

  it('the operator cancels, the director rejects', async () => {
    const a = await pending('10000.00');
    expect(ok<ApplicationDetail>(await a.s2.callEndpoint(creditEndpoints.cancel, { params: { appNo: a.appNo } })).status).toBe('CANCELLED');
    await expectFreed(a.s2, a.creditNo, a.packageNo, a.invoiceIds[0]!);
    const b = await pending('20000.00');
    expect(
      ok<ApplicationDetail>(
        await (await server.login('s2_dir')).callEndpoint(creditEndpoints.reject, { params: { appNo: b.appNo }, body: { comment: '资料不全' } }),
      ).status,
    ).toBe('REJECTED');
    await expectFreed(b.s2, b.creditNo, b.packageNo, b.invoiceIds[0]!);
    // The freed credit can be financed again with a new package.
    const again = await packageFor(b.s2, b.creditNo, ['20000.00']);
    expect(ok<FinanceDetail>(await apply(b.s2, applyBody(b.creditNo, '20000.00', again.packageNo))).application.status).toBe('PENDING_REVIEW');
  });

  it('the client manager rejects with a comment; the product manager rejects', async () => {
    const a = await pending('30000.00');
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', a.appNo));
    const cm = await server.login('f1_cm');
    refused(await cm.callEndpoint(financeEndpoints.fiReject, { params: { appNo: a.appNo }, body: { comment: '' } }), /请填写意见|请求参数不正确/);
    expect(
      ok<FinanceDetail>(await cm.callEndpoint(financeEndpoints.fiReject, { params: { appNo: a.appNo }, body: { comment: '发票重复质押' } })).application,
    ).toMatchObject({ status: 'FI_REJECTED', comment: '发票重复质押' });
    await expectFreed(a.s2, a.creditNo, a.packageNo, a.invoiceIds[0]!);

    const b = await pending('40000.00');
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', b.appNo));
    ok(await cm.callEndpoint(financeEndpoints.fiPass, { params: { appNo: b.appNo }, body: { comment: '' } }));
    const pm = await server.login('f1_pm');
    expect(
      ok<FinanceDetail>(await pm.callEndpoint(financeEndpoints.fiReject, { params: { appNo: b.appNo }, body: { comment: '额度不足' } })).application.status,
    ).toBe('FI_REJECTED');
    await expectFreed(b.s2, b.creditNo, b.packageNo, b.invoiceIds[0]!);
  });

  it('the seeded CR9 financing rejected by f1_cm gives CR9 back to S2 and frees its invoice', async () => {
    const cm = await server.login('f1_cm');
    ok(await cm.callEndpoint(financeEndpoints.fiReject, { params: { appNo: app('FIN') }, body: { comment: '退回补充资料' } }));
    const s2 = await server.login('s2_op');
    expect(await creditOf(s2, credit('CR9'))).toMatchObject({ status: 'HELD' });
    expect(await occupied('IV-SEED-S2-1')).toBe(0n);
    await expectInvariants(server.db);
  });
});
