import { describe, expect, it } from 'vitest';
import { tradeDataEndpoints } from '@scf/api/contract';
import type { Page, TradeInvoice } from '@scf/api/contract';
import { ok } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

const CORP = {
  C1: { name: '徐州示例重工集团有限公司', uscc: '91320300MA1XG0000F' },
  S1: { name: '江苏示例精密锻造有限公司', uscc: '91320300MA1XC0011L' },
};

let serial = 0;
/** An invoice from S1 to C1 the 查验 stub passes (a number ending 1234), numbered afresh each time. */
const invoiceBody = () => ({
  type: 'VAT_SPECIAL',
  code: '3200251130',
  number: `${String(5000 + serial++).padStart(4, '0')}1234`,
  issueDate: '2025-06-02',
  amountExTax: '100000.00',
  tax: '13000.00',
  total: '113000.00',
  checkCodeLast6: '',
  buyerName: CORP.C1.name,
  buyerTaxNo: CORP.C1.uscc,
  sellerName: CORP.S1.name,
  sellerTaxNo: CORP.S1.uscc,
  fileIds: [],
});

const createInvoice = (c: TestClient) => c.callEndpoint(tradeDataEndpoints.createInvoice, { body: invoiceBody() });
const invoicePage = (c: TestClient) => c.callEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 100 } });

const invoicesOf = async (corpId: string): Promise<number> =>
  Number((await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM trade_invoice WHERE corp_id = $1', [corpId]))[0]?.n);

/** Takes the menu paths matching `like` away from a (corporation type, role) pair (the seed grants them). */
async function revoke(corpType: string, role: string, like: string): Promise<void> {
  await server.db.query(
    `DELETE FROM role_menu rm USING menu m
      WHERE rm.menu_id = m.menu_id AND rm.corp_type = $1 AND rm.role_code = $2 AND m.path LIKE $3`,
    [corpType, role, like],
  );
}

/**
 * The 融资资料 calls serve the credit product's, 供应链ABS's and e订通's finance-data pages (trade-data.routes.ts): a
 * role with the upload page of any of the three areas writes, one with the detail page of any of them reads, anyone
 * else is refused with 403 before anything is saved.
 */
describe('融资资料 access across the credit, ABS and e订通 areas', () => {
  it('lets c1_op and s1_op save and list an invoice, and refuses writes to roles that only read and reads to roles without any detail page', async () => {
    const before = await invoicesOf('C1');
    const c1 = await server.login('c1_op');
    const saved = ok<TradeInvoice>(await createInvoice(c1));
    expect(saved.verifyStatus).toBe('VERIFIED');
    expect(ok<Page<TradeInvoice>>(await invoicePage(c1)).rows.map((r) => r.invoiceId)).toContain(saved.invoiceId);
    const s1 = await server.login('s1_op');
    const own = ok<TradeInvoice>(await createInvoice(s1));
    expect(ok<Page<TradeInvoice>>(await invoicePage(s1)).rows.map((r) => r.invoiceId)).toContain(own.invoiceId);

    // A director reads (融资资料详情) but uploads nothing.
    const c1dir = await server.login('c1_dir');
    const refused = await createInvoice(c1dir);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('您没有访问该功能的权限');
    expect((await invoicePage(c1dir)).status).toBe(200);
    // 终审 has no finance-data page in any area: it neither reads nor writes.
    const c1final = await server.login('c1_final');
    expect((await invoicePage(c1final)).status).toBe(403);
    expect((await createInvoice(c1final)).status).toBe(403);
    // Nothing of the refused calls was saved: C1 has the one invoice c1_op added.
    expect(await invoicesOf('C1')).toBe(before + 1);
  });

  it('keeps the core operator writing and reading through 供应链ABS once the credit pages are taken away, and only while ABS is open', async () => {
    await revoke('CORE', 'ROLE_OPERATOR', '/credit/finance-data/%');
    await revoke('CORE', 'ROLE_OPERATOR', '/voucher/finance-data/%');
    const c1 = await server.login('c1_op');
    expect((await createInvoice(c1)).status).toBe(200);
    expect((await invoicePage(c1)).status).toBe(200);
    // The ABS grant counts only in an area the corporation opened (granted-menus.ts).
    await server.db.query("DELETE FROM corp_product WHERE corp_id = 'C1' AND product_code = 'ABS'");
    expect((await createInvoice(c1)).status).toBe(403);
    expect((await invoicePage(c1)).status).toBe(403);
    await server.db.query("INSERT INTO corp_product (corp_id, product_code) VALUES ('C1', 'ABS')");
    await revoke('CORE', 'ROLE_OPERATOR', '/abs/finance-data/%');
    expect((await createInvoice(c1)).status).toBe(403);
    expect((await invoicePage(c1)).status).toBe(403);
  });

  it('keeps the supplier operator writing through e订通 once the credit and ABS pages are taken away, and its director reading through it', async () => {
    await revoke('CHAIN', 'ROLE_OPERATOR', '/credit/finance-data/%');
    await revoke('CHAIN', 'ROLE_OPERATOR', '/voucher/finance-data/%');
    await revoke('CHAIN', 'ROLE_OPERATOR', '/abs/finance-data/%');
    const s1 = await server.login('s1_op');
    expect((await createInvoice(s1)).status).toBe(200);
    await revoke('CHAIN', 'ROLE_DIRECTOR', '/credit/finance-data/%');
    await revoke('CHAIN', 'ROLE_DIRECTOR', '/voucher/finance-data/%');
    const s1dir = await server.login('s1_dir');
    expect((await invoicePage(s1dir)).status).toBe(200);
    expect((await createInvoice(s1dir)).status).toBe(403);
    await revoke('CHAIN', 'ROLE_OPERATOR', '/edt/chain/finance-data/%');
    expect((await createInvoice(s1)).status).toBe(403);
    expect((await invoicePage(s1)).status).toBe(403);
  });
});
