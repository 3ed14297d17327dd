import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { approveWithKey, issueBody, ok } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();

/**
 * Access follows the product a request names (design.md §5.12, the product table): a corporation that opened only
 * VOUCHER works in `/voucher` and is refused `/credit`. In the demo every corporation with VOUCHER also has CREDIT, so
 * C1 and S1 drop CREDIT here, S2 opens VOUCHER, and F1 grants C1 a voucher line.
 */
describe('a corporation that opened only VOUCHER', () => {
  beforeAll(async () => {
    await server.db.query("DELETE FROM corp_product WHERE corp_id IN ('C1', 'S1') AND product_code = 'CREDIT'");
    await server.db.query("INSERT INTO corp_product (corp_id, product_code) VALUES ('S2', 'VOUCHER') ON CONFLICT DO NOTHING");
    // C1 opens 支付通 for S2 (domain-lines.md §17.1), so S1 may pass it a voucher of C1's.
    await server.db.query(
      "INSERT INTO product_supplier (core_corp_id, supplier_corp_id, product_type, status, effective_from, set_by, updated_at) VALUES ('C1', 'S2', 'VOUCHER', 'ACTIVE', '2025-01-01', 'CORE', 0)",
    );
    await server.db.query(
      `INSERT INTO credit_line (line_id, product_type, fi_corp_id, corp_id, total_fen, revolving, start_date, end_date, status)
       VALUES ('LV-TEST', 'VOUCHER', 'F1', 'C1', 1000000000, TRUE, '2025-01-01', '2026-12-31', 'ACTIVE')`,
    );
  });

  it('issues a voucher, whose holder signs for it and transfers part of it; credit is refused to both', async () => {
    const c1op = await server.login('c1_op');
    // The credit issue page is not granted to a corporation without CREDIT: the request's product decides.
    const credit = await c1op.callEndpoint(creditEndpoints.issueApply, { body: issueBody() });
    expect(credit.status).toBe(403);

    const issued = ok<ApplicationDetail>(
      await c1op.callEndpoint(creditEndpoints.issueApply, { body: { ...issueBody({ amount: '8000.00' }), productType: 'VOUCHER' } }),
    );
    expect(issued).toMatchObject({ productType: 'VOUCHER', status: 'PENDING_REVIEW' });
    const approved = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', issued.appNo));
    const voucherNo = approved.lines[0]?.creditNo ?? '';
    expect(voucherNo).toMatch(/^XV\d{16}$/);

    const s1op = await server.login('s1_op');
    const sign = ok<ApplicationDetail>(
      await s1op.callEndpoint(creditEndpoints.signFor, { params: { creditNo: voucherNo }, body: { decision: 'ACCEPT', comment: '' } }),
    );
    ok(await approveWithKey(await server.login('s1_dir'), 's1_dir', sign.appNo));

    const transfer = {
      productType: 'VOUCHER' as const,
      receiverCorpId: 'S2',
      contractId: 'CT-HT-2025-201',
      remark: '',
      lines: [{ creditNo: voucherNo, amount: '3000.00' }],
    };
    // The same holder asking for a credit transfer: /credit/chain/transfer/apply is not granted without CREDIT.
    expect((await s1op.callEndpoint(creditEndpoints.transferApply, { body: { ...transfer, productType: 'CREDIT' } })).status).toBe(403);
    const applied = ok<ApplicationDetail>(await s1op.callEndpoint(creditEndpoints.transferApply, { body: transfer }));
    expect(applied).toMatchObject({ bizType: 'TRANSFER', productType: 'VOUCHER', status: 'PENDING_REVIEW', amount: '3000.00' });
    const signed = ok<ApplicationDetail>(await approveWithKey(await server.login('s1_dir'), 's1_dir', applied.appNo));
    expect(signed.status).toBe('PENDING_CP_SIGN');

    // Its home in the voucher area answers; its credit home does not exist for it.
    ok(await s1op.callEndpoint(creditEndpoints.home, { body: { productType: 'VOUCHER', side: 'chain' } }));
    expect((await s1op.callEndpoint(creditEndpoints.home, { body: { productType: 'CREDIT', side: 'chain' } })).body.code).not.toBe('0');
  });
});
