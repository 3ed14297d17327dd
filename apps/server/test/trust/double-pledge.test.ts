/**
 * Issue 26 item 3 (重复质押): one finance package backs one live financing. Two 融资申请 on one package (a package may
 * cover two credits) sent at once: one is accepted, the other refused — on PostgreSQL the two transactions really run
 * at once (the package lock makes the second wait and then see the first). And the links record which application
 * holds them: an application ending without funding frees only its own links, never another's.
 */
import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { FinanceDetail } from '@scf/api/contract';
import { ok, refused } from '../credits/ledger-helpers';
import { financeSteps } from '../finance/finance-steps';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const { heldByS2, packageFor, applyBody, apply, linkStates } = financeSteps(server);

const holders = async (packageNo: string) =>
  (await server.db.query<{ app_no: string | null }>("SELECT app_no FROM trade_data_link WHERE package_no = $1 AND doc_type = 'INVOICE'", [packageNo])).map(
    (r) => r.app_no,
  );

describe('double pledge of a finance package (issue 26 item 3)', () => {
  it('accepts one of two 融资申请 sent at once on one package, three times over', async () => {
    const s2 = await server.login('s2_op');
    for (let round = 0; round < 3; round++) {
      const credits = [await heldByS2('100000.00'), await heldByS2('100000.00')];
      const { packageNo } = await packageFor(s2, credits, ['200000.00']);
      const results = await Promise.all(credits.map((c) => apply(s2, applyBody(c, '100000.00', packageNo))));
      const won = results.filter((r) => r.body.code === '0');
      expect(won, `round ${round}`).toHaveLength(1);
      const lost = results.find((r) => r.body.code !== '0');
      if (!lost) throw new Error('both applications were accepted');
      refused(lost, '该融资资料已用于其他融资申请');
      const appNo = (won[0]?.body.data as FinanceDetail).application.appNo;
      expect(await holders(packageNo)).toEqual([appNo]);
    }
  });

  it('frees only the invoices of the application that ends: a second application on the package cannot release the first’s', async () => {
    const s2 = await server.login('s2_op');
    const creditNo = await heldByS2('100000.00');
    const { packageNo } = await packageFor(s2, creditNo, ['100000.00']);
    const first = ok<FinanceDetail>(await apply(s2, applyBody(creditNo, '100000.00', packageNo))).application.appNo;
    // A second application on the same package, as two racing applies left it before the lock (the same rows, another number).
    const twin = `${first.slice(0, -6)}999999`;
    await server.db.query(
      `INSERT INTO application (app_no, biz_type, product_type, status, applicant_corp_id, issuer_corp_id, counterparty_corp_id, amount_fen, creator_user_id,
         business_date, created_at, updated_at)
       SELECT $1, biz_type, product_type, status, applicant_corp_id, issuer_corp_id, counterparty_corp_id, amount_fen, creator_user_id, business_date,
         created_at, updated_at FROM application WHERE app_no = $2`,
      [twin, first],
    );
    await server.db.query(
      `INSERT INTO finance_app (app_no, fi_corp_id, credit_no, package_no, receive_account_id, annual_rate, service_fee_rate, interest_payer, value_date,
         due_date, days, finance_fen, interest_fen, service_fee_fen, net_fen)
       SELECT $1, fi_corp_id, credit_no, package_no, receive_account_id, annual_rate, service_fee_rate, interest_payer, value_date, due_date, days,
         finance_fen, interest_fen, service_fee_fen, net_fen FROM finance_app WHERE app_no = $2`,
      [twin, first],
    );
    ok(await (await server.login('s2_dir')).callEndpoint(creditEndpoints.reject, { params: { appNo: twin }, body: { comment: '重复申请' } }));
    expect(await linkStates(packageNo)).toEqual(['RESERVED']);
    expect(await holders(packageNo)).toEqual([first]);
  });
});
