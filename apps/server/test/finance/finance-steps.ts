import { creditEndpoints, financeEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, Credit, FileRecord, PackageDetail, TradeContract, TradeInvoice } from '@scf/api/contract';
import { approveWithKey, issue, ok } from '../credits/ledger-helpers';
import { PDF, upload } from '../files/upload-helpers';
import type { TestClient } from '../helpers/test-client';
import type { TestServerHandle } from '../helpers/test-server';

/** Financing's steps over HTTP, shared by the finance test files: a credit held by S2, its finance data package, the apply. */
export function financeSteps(server: TestServerHandle) {
  const C1 = { name: '徐州示例重工集团有限公司', uscc: '91320300MA1XG0000F' };
  const S2 = { name: '苏州示例钢材贸易有限公司', uscc: '91320500MA1XC00122' };
  let serial = 0;
  const number = () => `${String(2000 + serial++).padStart(4, '0')}5678`;

  /** A new credit C1 → S2 of `amount`, issued, approved and signed for: HELD by S2 (due 2025-09-15, 91 days). */
  async function heldByS2(amount: string, due = '2025-09-15'): Promise<string> {
    const issued = ok<ApplicationDetail>(await issue(await server.login('c1_op'), { amount, receiver: 'S2', contract: 'CT-HT-2025-002', due }));
    const approved = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', issued.appNo));
    const creditNo = approved.lines[0]?.creditNo ?? '';
    const sign = ok<ApplicationDetail>(
      await (await server.login('s2_op')).callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision: 'ACCEPT', comment: '' } }),
    );
    ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', sign.appNo));
    return creditNo;
  }

  /** S2's finance data package for the credit (or credits): invoices (verified on save unless the number says otherwise) with 本次占用金额. */
  async function packageFor(s2: TestClient, credits: string | string[], occupy: string[]): Promise<{ packageNo: string; invoiceIds: string[] }> {
    const creditNos = typeof credits === 'string' ? [credits] : credits;
    const creditNo = creditNos[0] ?? '';
    const pdf = ((await upload(server, s2, '合同.pdf', PDF)).body.data as FileRecord).pkFile;
    const contract = ok<TradeContract>(
      await s2.callEndpoint(tradeDataEndpoints.createContract, {
        body: {
          contractNo: `HT-F-${serial++}`,
          name: '钢材供货合同',
          buyerCorpId: 'C1',
          sellerCorpId: 'S2',
          amount: '900000.00',
          signDate: '2025-01-01',
          endDate: '2025-12-31',
          fileIds: [pdf],
        },
      }),
    );
    const invoiceIds: string[] = [];
    for (const _ of occupy) {
      const inv = ok<TradeInvoice>(
        await s2.callEndpoint(tradeDataEndpoints.createInvoice, {
          body: {
            type: 'VAT_SPECIAL',
            code: '3200251130',
            number: number(),
            issueDate: '2025-06-02',
            amountExTax: '200000.00',
            tax: '26000.00',
            total: '226000.00',
            checkCodeLast6: '',
            buyerName: C1.name,
            buyerTaxNo: C1.uscc,
            sellerName: S2.name,
            sellerTaxNo: S2.uscc,
            fileIds: [],
            creditNo,
          },
        }),
      );
      invoiceIds.push(inv.invoiceId);
    }
    const pkg = ok<PackageDetail>(
      await s2.callEndpoint(tradeDataEndpoints.createPackage, {
        body: {
          purpose: 'FINANCE',
          productType: 'CREDIT',
          creditNos,
          contractIds: [contract.contractId],
          documentIds: [],
          submit: true,
          invoices: invoiceIds.map((invoiceId, i) => ({ invoiceId, occupyAmount: occupy[i]! })),
        },
      }),
    );
    return { packageNo: pkg.packageNo, invoiceIds };
  }

  const applyBody = (creditNo: string, amount: string, packageNo: string, over: Record<string, unknown> = {}) => ({
    fiCorpId: 'F1',
    line: { creditNo, amount },
    receiveAccountId: 'A-S2-SETTLE',
    packageNo,
    remark: '',
    ...over,
  });
  const apply = (c: TestClient, body: ReturnType<typeof applyBody>) => c.callEndpoint(financeEndpoints.apply, { body });
  const creditOf = async (c: TestClient, creditNo: string) => ok<Credit>(await c.callEndpoint(creditEndpoints.credit, { params: { creditNo } }));
  const occupied = async (invoiceId: string) =>
    BigInt(
      String((await server.db.query<{ occupied_fen: unknown }>('SELECT occupied_fen FROM trade_invoice WHERE invoice_id = $1', [invoiceId]))[0]?.occupied_fen),
    );
  const linkStates = async (packageNo: string) =>
    (
      await server.db.query<{ occupy_state: string }>("SELECT occupy_state FROM trade_data_link WHERE package_no = $1 AND doc_type = 'INVOICE' ORDER BY sort", [
        packageNo,
      ])
    ).map((r) => r.occupy_state);
  return { C1, S2, number, heldByS2, packageFor, applyBody, apply, creditOf, occupied, linkStates };
}
