import { vi } from 'vitest';
import { absEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AbsReceivable, CorpInfo, TradeContract, TradeDocument, TradeInvoice } from '@scf/api/contract';
import { withModuleHandlers } from '../../../test/extra-handlers';
import { fakeClient } from '../../../test/fake-client';
import { testAuth } from '../../../test/render-screen';

type Input = { params?: Record<string, string>; body?: Record<string, unknown> };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };

/** AP1 of the seed (domain-lines.md §13.9): C1 owes S1 500 000.00 due 2025-12-12, confirmed 2025-06-10. */
export const ap1 = (over: Partial<AbsReceivable> = {}): AbsReceivable => ({
  receivableNo: 'ABR20250610000001',
  debtor: C1,
  creditor: S1,
  currentCreditor: S1,
  amount: '500000.00',
  dueDate: '2025-12-12',
  contractNo: 'HT-ABS-2025-001',
  status: 'CONFIRMED',
  statusLabel: '已确权',
  confirmAppNo: 'APR20250606000001',
  confirmedDate: '2025-06-10',
  transferAppNo: null,
  transferDate: null,
  price: null,
  zdRegNo: null,
  payConfirmed: false,
  reason: '',
  ...over,
});

/** The operator of the core (c1_op, the debtor) or of the supplier (s1_op, the creditor). */
export const coreOperator = () => testAuth({ role: 'ROLE_OPERATOR', userName: 'c1_op' });
export function supplierOperator() {
  const auth = testAuth({ role: 'ROLE_OPERATOR', userName: 's1_op' });
  const corpInfo = { ...auth.session!.corpInfo, corpId: 'S1', corpName: S1.corpName, corpType: 'CHAIN' } as CorpInfo;
  return { ...auth, session: { ...auth.session!, corpInfo } };
}

/** A verified invoice from S1 to C1 of 113 000.00, nothing occupied. */
export const invoice = (over: Partial<TradeInvoice> = {}): TradeInvoice => ({
  invoiceId: 'IV00000001',
  type: 'VAT_SPECIAL',
  code: '3200251130',
  number: '12341234',
  issueDate: '2025-06-10',
  amountExTax: '100000.00',
  tax: '13000.00',
  total: '113000.00',
  checkCodeLast6: '',
  buyerName: C1.corpName,
  buyerTaxNo: '91320300MA1XG0000F',
  sellerName: S1.corpName,
  sellerTaxNo: '91320300MA1XC0011L',
  verifyStatus: 'VERIFIED',
  checks: [{ check: 'AUTHORITY', passed: true, message: '与税务机关记录一致' }],
  verifiedAt: 0,
  occupied: '0.00',
  available: '113000.00',
  files: [],
  createdAt: 0,
  ...over,
});

/** The contract AP1 names. */
export const contract = (over: Partial<TradeContract> = {}): TradeContract => ({
  contractId: 'K1',
  contractNo: 'HT-ABS-2025-001',
  name: '锻件采购合同',
  buyer: C1,
  seller: S1,
  amount: '800000.00',
  signDate: '2025-01-02',
  endDate: '2025-12-31',
  files: [],
  createdAt: 0,
  ...over,
});

/**
 * An in-memory 融资资料 "server" (`on.tradeData.*`: an invoice saved is verified — a number ending 0000 is 查无此票 —
 * and listed afterwards) with the ABS lists answered from `receivables` (`on.abs.payables` / `on.abs.receivables`);
 * `fail` makes the ABS lists refuse.
 */
export function fakeAbsFinanceData(
  state: { receivables?: AbsReceivable[]; invoices?: TradeInvoice[]; contracts?: TradeContract[]; documents?: TradeDocument[]; fail?: Error } = {},
) {
  const server = { invoices: [...(state.invoices ?? [])], contracts: [...(state.contracts ?? [])], documents: [...(state.documents ?? [])] };
  const page =
    <T>(all: () => T[]) =>
    async (input: Input) => {
      const { page: p, size } = input.body as { page: number; size: number };
      const rows = all();
      return { rows: rows.slice((p - 1) * size, p * size), total: rows.length };
    };
  const tradeData = {
    parties: vi.fn(async () => [{ corpId: 'C1', corpName: C1.corpName, uscc: '91320300MA1XG0000F', own: true }]),
    invoicePage: vi.fn(page(() => server.invoices)),
    contractPage: vi.fn(page(() => server.contracts)),
    documentPage: vi.fn(page(() => server.documents)),
    createInvoice: vi.fn(async (input: Input) => {
      const body = input.body as { number: string; total: string };
      const notFound = body.number.endsWith('0000');
      const saved = invoice({
        invoiceId: `IV${String(server.invoices.length + 2).padStart(8, '0')}`,
        number: body.number,
        total: body.total,
        verifyStatus: notFound ? 'NOT_FOUND' : 'VERIFIED',
        checks: [{ check: 'AUTHORITY', passed: !notFound, message: notFound ? '税务机关查无此票' : '与税务机关记录一致' }],
      });
      server.invoices.unshift(saved);
      return saved;
    }),
  };
  const rows = state.receivables ?? [];
  const list = async (input: Input) => {
    if (state.fail) throw state.fail;
    const keyword = (input.body?.filters as { keyword?: string } | undefined)?.keyword ?? '';
    const found = rows.filter((r) => !keyword || r.receivableNo.includes(keyword) || r.contractNo.includes(keyword));
    return { rows: found, total: found.length };
  };
  const abs = { payables: vi.fn(list), receivables: vi.fn(list) };
  const trade = withModuleHandlers<Input>(fakeClient().client, tradeDataEndpoints, tradeData);
  return { on: { tradeData, abs }, server, client: withModuleHandlers<Input>(trade as never, absEndpoints, abs) };
}
