import { describe, expect, it } from 'vitest';
import { creditEndpoints, productSupplierEndpoints, statisticsEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { issueBody, ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();

const NOT_OPENED = '接收方未开通该核心企业的支付通业务';
const voucherIssue = (o: Parameters<typeof issueBody>[0]) => ({ ...issueBody(o), productType: 'VOUCHER' as const });
const heldBy = async (corpId: string): Promise<string> =>
  (
    await server.db.query<{ credit_no: string }>("SELECT credit_no FROM credit WHERE product_type = 'VOUCHER' AND holder_corp_id = $1 AND status = 'HELD'", [
      corpId,
    ])
  )[0]?.credit_no ?? '';

/**
 * 支付通 availability (domain-lines.md §17.1, §14A.7): the corporation must have opened the product, the user must hold
 * 支付通权限, and a receiver must be opened by the voucher's issuer (C1 opened S1 and S3 in the demo, not S2).
 */
describe('支付通 availability on the server', () => {
  it('refuses a corporation that has not opened 支付通 (PRODUCT_NOT_OPEN) and a user without 支付通权限 (NOT_WHITELISTED)', async () => {
    // S5 has not opened it: its page and the product it names are refused before its menus are checked.
    const s5 = await server.login('s5_op');
    refused(await s5.callEndpoint(statisticsEndpoints.voucherChain), '贵企业尚未开通该产品，请联系客户经理开通', 'PRODUCT_NOT_OPEN');
    refused(
      await s5.callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 10, filters: { scope: 'held', productType: 'VOUCHER' } } }),
      '贵企业尚未开通该产品，请联系客户经理开通',
      'PRODUCT_NOT_OPEN',
    );
    // C1 has opened it, c1_admin and c1_final hold no 支付通权限; c1_op does.
    const NO_FLAG = '您尚未开通该产品的业务权限，请联系企业管理员';
    refused(
      await (
        await server.login('c1_final')
      ).callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 10, filters: { scope: 'issued', productType: 'VOUCHER' } } }),
      NO_FLAG,
      'NOT_WHITELISTED',
    );
    refused(
      await (await server.login('c1_admin')).callEndpoint(productSupplierEndpoints.list, { query: { productType: 'VOUCHER' } }),
      NO_FLAG,
      'NOT_WHITELISTED',
    );
    // s2_query (S2 opened 支付通, the user has no flag) gets neither its voucher statistics nor its voucher list.
    refused(await (await server.login('s2_query')).callEndpoint(statisticsEndpoints.voucherChain), NO_FLAG, 'NOT_WHITELISTED');
    // The same users keep the credit product.
    ok(
      await (
        await server.login('c1_final')
      ).callEndpoint(creditEndpoints.credits, { body: { page: 1, size: 10, filters: { scope: 'issued', productType: 'CREDIT' } } }),
    );
    ok(await (await server.login('c1_op')).callEndpoint(productSupplierEndpoints.list, { query: { productType: 'VOUCHER' } }));
  });

  it('issues only to a supplier the issuer opened: S2 is refused, S1 is not', async () => {
    const c1op = await server.login('c1_op');
    refused(await c1op.callEndpoint(creditEndpoints.issueApply, { body: voucherIssue({ receiver: 'S2', contract: 'CT-HT-2025-002' }) }), NOT_OPENED);
    const applied = ok<ApplicationDetail>(await c1op.callEndpoint(creditEndpoints.issueApply, { body: voucherIssue({ receiver: 'S1' }) }));
    expect(applied).toMatchObject({ productType: 'VOUCHER', status: 'PENDING_REVIEW' });
    // The credit product needs no row: S2 receives credits.
    ok(await c1op.callEndpoint(creditEndpoints.issueApply, { body: issueBody({ receiver: 'S2', contract: 'CT-HT-2025-002' }) }));
  });

  it('transfers a voucher only to a supplier its issuer opened: S3 cannot pass VC2 to S2', async () => {
    const vc2 = await heldBy('S3');
    expect(vc2).toMatch(/^XV\d{16}$/);
    const transfer = {
      productType: 'VOUCHER' as const,
      receiverCorpId: 'S2',
      contractId: 'CT-HT-2025-301',
      remark: '',
      lines: [{ creditNo: vc2, amount: '1000.00' }],
    };
    refused(await (await server.login('s3_op')).callEndpoint(creditEndpoints.transferApply, { body: transfer }), NOT_OPENED);
  });

  it('suspending S1 blocks new issues to it; the voucher it holds stays valid', async () => {
    await server.db.query(
      "UPDATE product_supplier SET status = 'SUSPENDED' WHERE core_corp_id = 'C1' AND supplier_corp_id = 'S1' AND product_type = 'VOUCHER'",
    );
    refused(await (await server.login('c1_op')).callEndpoint(creditEndpoints.issueApply, { body: voucherIssue({ receiver: 'S1' }) }), NOT_OPENED);
    expect(await heldBy('S1')).toMatch(/^XV\d{16}$/);
    // A CREDIT supplier the core suspended is barred the same way.
    await server.db.query(
      "INSERT INTO product_supplier (core_corp_id, supplier_corp_id, product_type, status, effective_from, set_by, updated_at) VALUES ('C1', 'S2', 'CREDIT', 'SUSPENDED', '2025-06-16', 'CORE', 0)",
    );
    refused(
      await (await server.login('c1_op')).callEndpoint(creditEndpoints.issueApply, { body: issueBody({ receiver: 'S2', contract: 'CT-HT-2025-002' }) }),
      '接收方未开通该核心企业的电子债权凭证业务',
    );
  });
});
