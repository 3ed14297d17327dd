/**
 * Issue 26 Low: a financing's original names the bank, the rates, the interest, the fee, the net paid out and the
 * receiving account; a 兑付 plan's original names the paying account and every payee account. The signature covers
 * them: a change between the original and the submission is refused, and a fresh original signs.
 */
import { describe, expect, it } from 'vitest';
import { cashEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, FinanceDetail } from '@scf/api/contract';
import { app, ok, originalFor, refused, signedPayload } from '../credits/ledger-helpers';
import { financeSteps } from '../finance/finance-steps';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const { heldByS2, packageFor, applyBody, apply } = financeSteps(server);
const CHANGED = '业务信息已变更，请核对后重新签名';

const accountNo = async (accountId: string) =>
  (await server.db.query<{ account_no: string }>('SELECT account_no FROM bank_account WHERE account_id = $1', [accountId]))[0]?.account_no ?? '?';

describe('issue 26 Low: the originals of 融资 and 兑付 state what moves the money, and the signature covers it', () => {
  it('has S2’s director sign the bank, rates, interest, fee, net and receiving account of a 融资; a changed rate is refused', async () => {
    const creditNo = await heldByS2('100000.00');
    const s2 = await server.login('s2_op');
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    const applied = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '100000.00', packageNo))).application;
    const dir = await server.login('s2_dir');
    const original = ok<string>(await originalFor(dir, applied.appNo));
    const [f] = await server.db.query<{ annual_rate: string; service_fee_rate: string; interest_fen: string; net_fen: string; fi_name: string }>(
      'SELECT f.annual_rate, f.service_fee_rate, f.interest_fen, f.net_fen, c.corp_name AS fi_name ' +
        'FROM finance_app f JOIN corp c ON c.corp_id = f.fi_corp_id WHERE f.app_no = $1',
      [applied.appNo],
    );
    const lines = original.split('\n');
    expect(lines).toContain(`金融机构：${f?.fi_name}`);
    expect(lines.find((l) => l.startsWith('融资金额：'))).toMatch(/^融资金额：100,000\.00元（大写：壹拾万元整）$/);
    expect(lines).toContain(`年化利率：${f?.annual_rate}%；服务费率：${f?.service_fee_rate}%；利息承担：卖方付息`);
    expect(lines.find((l) => l.startsWith('利息：'))).toMatch(/^利息：[\d,]+\.\d\d元（大写：.+）$/);
    expect(lines.find((l) => l.startsWith('服务费：'))).toMatch(/^服务费：[\d,]+\.\d\d元（大写：.+）$/);
    expect(lines.find((l) => l.startsWith('实际到账金额：'))).toMatch(/^实际到账金额：[\d,]+\.\d\d元（大写：.+）$/);
    expect(BigInt(String(f?.net_fen))).toBeLessThan(10_000_000n);
    expect(lines.find((l) => l.startsWith('收款账户：'))).toContain(await accountNo('A-S2-SETTLE'));

    // The bank's rate moves after the director read the original: the signature over the old one is refused.
    await server.db.query("UPDATE finance_app SET annual_rate = '9.9' WHERE app_no = $1", [applied.appNo]);
    const stale = await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: signedPayload('s2_dir', original, applied.appNo) });
    refused(stale, CHANGED, 'SIGN_STATE_CHANGED');
    const fresh = ok<string>(await originalFor(dir, applied.appNo));
    expect(fresh).toContain('年化利率：9.9%');
    const signed = ok<ApplicationDetail>(
      await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: applied.appNo }, body: signedPayload('s2_dir', fresh, applied.appNo) }),
    );
    expect(signed.status).toBe('PENDING_FI');
  });

  it('has C1’s director sign CSH-0620’s paying account and each payee account; a changed payee account is refused', async () => {
    const planNo = app('CSH-0620');
    const dir = await server.login('c1_dir');
    const original = ok<string>(await originalFor(dir, planNo));
    const [plan] = await server.db.query<{ payer_account_no: string }>('SELECT payer_account_no FROM cash_plan WHERE app_no = $1', [planNo]);
    const payees = await server.db.query<{ line_id: unknown; credit_no: string; payee_account_id: string }>(
      'SELECT line_id, credit_no, payee_account_id FROM cash_line WHERE app_no = $1 ORDER BY line_no',
      [planNo],
    );
    const lines = original.split('\n');
    expect(lines.find((l) => l.startsWith('付款账户：'))).toContain(plan?.payer_account_no);
    expect(payees.length).toBeGreaterThan(0);
    for (const p of payees) {
      const line = lines.find((l) => l.startsWith(`凭证编号：${p.credit_no}；收款方：`));
      expect(line).toContain(`收款账户：${await accountNo(p.payee_account_id)}`);
      expect(line).toMatch(/付款金额：[\d,]+\.\d\d元（大写：.+）$/);
    }

    // The payee's account is swapped after the director read the original: refused, the plan still waits.
    const first = payees[0];
    const [other] = await server.db.query<{ account_id: string }>(
      `SELECT account_id FROM bank_account WHERE corp_id = (SELECT payee_corp_id FROM cash_line WHERE line_id = $1)
        AND account_id <> $2 AND status = 'ACTIVE' LIMIT 1`,
      [first?.line_id, first?.payee_account_id],
    );
    await server.db.query('UPDATE cash_line SET payee_account_id = $2 WHERE line_id = $1', [first?.line_id, other?.account_id]);
    const stale = await dir.callEndpoint(cashEndpoints.approve, { params: { planNo }, body: signedPayload('c1_dir', original, planNo) });
    refused(stale, CHANGED, 'SIGN_STATE_CHANGED');
    const [waiting] = await server.db.query<{ status: string }>('SELECT status FROM application WHERE app_no = $1', [planNo]);
    expect(waiting?.status).toBe('PENDING_REVIEW');
    const fresh = ok<string>(await originalFor(dir, planNo));
    expect(fresh).toContain(`收款账户：${await accountNo(other?.account_id ?? '')}`);
    ok(await dir.callEndpoint(cashEndpoints.approve, { params: { planNo }, body: signedPayload('c1_dir', fresh, planNo) }));
  });
});
