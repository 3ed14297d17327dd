import { describe, expect, it } from 'vitest';
import { invoiceInfoEndpoints } from '@scf/api/contract';
import type { InvoiceInfo } from '@scf/api/contract';
import { INVOICE_SPECIAL_REQUIRED } from '@scf/api/validators';
import { ok, refused } from './credits/ledger-helpers';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

const special = {
  invoiceType: 'VAT_SPECIAL',
  regAddress: '徐州市经济技术开发区工业一路1号',
  regPhone: '0516-87654321',
  bankName: '中国建设银行徐州分行',
  bankAccount: '32050161360000000002',
  receiverName: '李会计',
  receiverMobile: '13812345678',
  receiverEmail: 'finance@example.com',
};

describe('开票信息 (/my/enterprise-info/invoice-info, domain-lines.md §16.3)', () => {
  it('heads the invoice with the corporation’s name and USCC, keeps what the administrator saves and replaces it on the next save', async () => {
    const admin = await server.login('c1_admin');
    expect(ok<InvoiceInfo>(await admin.callEndpoint(invoiceInfoEndpoints.get))).toEqual({
      invoiceTitle: '徐州示例重工集团有限公司',
      taxNo: '91320300MA1XG0000F',
      canEdit: true,
      info: null,
      updatedAt: null,
    });
    const saved = ok<InvoiceInfo>(await admin.callEndpoint(invoiceInfoEndpoints.save, { body: special }));
    expect(saved.info).toEqual(special);
    expect(saved.updatedAt).toEqual(expect.any(Number));
    const normal = { ...special, invoiceType: 'E_INVOICE', regAddress: '', regPhone: '', bankName: '', bankAccount: '', receiverName: '王出纳' };
    ok(await admin.callEndpoint(invoiceInfoEndpoints.save, { body: normal }));
    expect(ok<InvoiceInfo>(await (await server.login('c1_admin')).callEndpoint(invoiceInfoEndpoints.get)).info).toEqual(normal);
    // Another corporation's administrator sees its own, untouched.
    expect(ok<InvoiceInfo>(await (await server.login('s4_admin')).callEndpoint(invoiceInfoEndpoints.get)).info).toBeNull();
  });

  it('refuses what the shared schema refuses, with the form’s message, and keeps nothing', async () => {
    const admin = await server.login('s4_admin');
    refused(await admin.callEndpoint(invoiceInfoEndpoints.save, { body: { ...special, bankAccount: '' } }), INVOICE_SPECIAL_REQUIRED, 'INVALID_FIELD');
    refused(await admin.callEndpoint(invoiceInfoEndpoints.save, { body: { ...special, receiverMobile: '12345' } }), '手机号码不符合规范');
    expect((await admin.callEndpoint(invoiceInfoEndpoints.save, { body: { ...special, invoiceTitle: '别家公司' } })).status).toBe(400);
    expect(ok<InvoiceInfo>(await admin.callEndpoint(invoiceInfoEndpoints.get)).info).toBeNull();
  });

  it('is closed to roles without the page', async () => {
    for (const user of ['c1_op', 'c1_dir']) {
      const c = await server.login(user);
      expect((await c.callEndpoint(invoiceInfoEndpoints.get)).status).toBe(403);
      expect((await c.callEndpoint(invoiceInfoEndpoints.save, { body: special })).status).toBe(403);
    }
  });
});
