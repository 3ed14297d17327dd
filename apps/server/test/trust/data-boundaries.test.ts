/**
 * Issue 26 items 4 and 5: what one corporation can do to or learn of another's data.
 * 4 — an invoice is registered only by its buyer or seller: a stranger can neither squat a number (and so block the
 *     parties' own upload) nor learn from the answer whether it exists.
 * 5 — a credit's family is read as the caller's own path: S3, the counterparty of S2's transfer of CR1-A, does not
 *     see S1's bank financing of CR1-B (its numbers, the bank, the amounts or the staff's names).
 */
import { describe, expect, it } from 'vitest';
import { creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { Credit, CreditTreeNode, FlowRecord, Page, TradeInvoice } from '@scf/api/contract';
import { app, credit, ok, refused } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

const C1 = { name: '徐州示例重工集团有限公司', uscc: '91320300MA1XG0000F' };
const S2 = { name: '苏州示例钢材贸易有限公司', uscc: '91320500MA1XC00122' };
const S3 = '宿迁示例五金加工厂';

const invoiceOfC1ToS2 = (number: string) => ({
  type: 'VAT_SPECIAL',
  code: '3200251130',
  number,
  issueDate: '2025-06-02',
  amountExTax: '100000.00',
  tax: '13000.00',
  total: '113000.00',
  checkCodeLast6: '',
  buyerName: C1.name,
  buyerTaxNo: C1.uscc,
  sellerName: S2.name,
  sellerTaxNo: S2.uscc,
  fileIds: [],
});
const createInvoice = (c: TestClient, number: string) => c.callEndpoint(tradeDataEndpoints.createInvoice, { body: invoiceOfC1ToS2(number) });

describe('invoice squatting (issue 26 item 4)', () => {
  it('refuses a stranger’s upload of another corporation’s invoice, stores nothing, and answers alike whether the number exists', async () => {
    const s3 = await server.login('s3_op');
    const notOurs = `发票的购买方或销售方须为本企业（${S3}），不能录入`;
    refused(await createInvoice(s3, '31415926'), notOurs);
    expect(await server.db.query("SELECT 1 FROM trade_invoice WHERE invoice_number = '31415926'")).toEqual([]);
    // The seller registers its own invoice: the stranger did not block it.
    const own = ok<TradeInvoice>(await createInvoice(await server.login('s2_op'), '31415926'));
    expect(own.verifyStatus).toBe('VERIFIED');
    // The number exists now; the stranger's answer is word for word the same.
    refused(await createInvoice(s3, '31415926'), notOurs);
    // The buyer is a party: it may register it, and is told it is already registered.
    refused(await createInvoice(await server.login('c1_op'), '31415926'), '发票31415926已登记（发票代码、号码相同），不能重复录入');
  });
});

describe('other corporations’ history in the credit tree and flow (issue 26 item 5)', () => {
  const flowOf = async (user: string, creditNo: string) => {
    const c = await server.login(user);
    const flow = ok<{ credit: Credit; tree: CreditTreeNode }>(await c.callEndpoint(creditEndpoints.flow, { params: { creditNo } }));
    const records = ok<Page<FlowRecord>>(await c.callEndpoint(creditEndpoints.flowRecords, { params: { creditNo }, body: { page: 1, size: 100 } }));
    return { tree: flow.tree, records: records.rows };
  };
  const shape = (n: CreditTreeNode): unknown => [n.creditNo, n.holder.corpName, n.amount, n.status, n.children.map(shape)];

  it('shows S3 (counterparty of the transfer of CR1-A) its path and one masked node for S1’s branch, and none of S1’s financing records', async () => {
    const { tree, records } = await flowOf('s3_op', credit('CR1-A'));
    expect(shape(tree)).toEqual([
      credit('CR1'),
      '江苏示例精密锻造有限公司',
      '1000000.00',
      'SPLIT',
      [
        [credit('CR1-A'), S2.name, '300000.00', 'TRANSFERRING', []],
        ['', '其他持有方', '700000.00', null, []],
      ],
    ]);
    const text = JSON.stringify({ tree, records });
    for (const hidden of [credit('CR1-B'), credit('CR1-B1'), credit('CR1-B2'), app('FIN-B1'), 'f1_cm', 'f1_pm']) expect(text, hidden).not.toContain(hidden);
    expect(records.map((r) => r.corp.corpId)).not.toContain('F1');
    // What it does see: the issue and S1's transfer to S2, and S2's transfer to it.
    expect(records[0]).toMatchObject({ corp: { corpId: 'C1' } });
    expect(records.some((r) => r.appNo === app('TRF'))).toBe(true);
  });

  it('shows the bank its financed part and the path to the root, S1’s other branches masked; the issuer still sees the whole tree', async () => {
    const bank = await flowOf('f1_cm', credit('CR1-B1'));
    expect(shape(bank.tree)).toEqual([
      credit('CR1'),
      '江苏示例精密锻造有限公司',
      '1000000.00',
      'SPLIT',
      [
        [
          credit('CR1-B'),
          '江苏示例精密锻造有限公司',
          '700000.00',
          'SPLIT',
          [
            [credit('CR1-B1'), expect.any(String), '400000.00', 'FINANCED', []],
            ['', '其他持有方', '300000.00', null, []],
          ],
        ],
        ['', '其他持有方', '300000.00', null, []],
      ],
    ]);
    expect(JSON.stringify(bank.records)).not.toContain(app('TRF'));
    const issuer = await flowOf('c1_op', credit('CR1-B1'));
    expect(JSON.stringify(issuer.tree)).not.toContain('其他持有方');
    expect(issuer.records.map((r) => r.appNo)).toEqual(expect.arrayContaining([app('FIN-B1'), app('TRF')]));
  });
});
