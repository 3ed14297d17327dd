import { vi } from 'vitest';
import { ApiError } from '@scf/api';
import { tradeDataEndpoints } from '@scf/api/contract';
import type { BackableCredit, PackageSummary, TradeInvoice } from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withModuleHandlers } from '../../../test/extra-handlers';

type Input = { params?: Record<string, string>; body?: Record<string, unknown> };

export const credit: BackableCredit = {
  creditNo: 'XG2025052000000009',
  issuerName: '徐州示例重工集团有限公司',
  holderName: '苏州示例钢材贸易有限公司',
  amount: '250000.00',
  dueDate: '2025-10-09',
  status: 'HELD',
  counterpartyName: '徐州示例重工集团有限公司',
  counterpartyUscc: '91320300MA1XG0000F',
};

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
  buyerName: '徐州示例重工集团有限公司',
  buyerTaxNo: '91320300MA1XG0000F',
  sellerName: '苏州示例钢材贸易有限公司',
  sellerTaxNo: '91320500MA1XC00122',
  verifyStatus: 'VERIFIED',
  checks: [
    { check: 'AUTHORITY', passed: true, message: '与税务机关记录一致' },
    { check: 'VOID_RED', passed: true, message: '未作废、未红冲' },
  ],
  verifiedAt: 0,
  occupied: '0.00',
  available: '113000.00',
  files: [],
  createdAt: 0,
  ...over,
});

export const summary = (over: Partial<PackageSummary> = {}): PackageSummary => ({
  packageNo: 'TD20250616000001',
  purpose: 'FINANCE',
  productType: 'CREDIT',
  status: 'SUBMITTED',
  creditNos: [credit.creditNo],
  contractCount: 1,
  invoiceCount: 2,
  documentCount: 0,
  occupyTotal: '213000.00',
  allVerified: true,
  verdict: 'PASS',
  createdAt: 1_750_040_000_000,
  submittedAt: 1_750_040_000_000,
  ...over,
});

/** The shared fake client with an in-memory 融资资料 "server" (`on.tradeData.<name>`, the contract's names). */
export function fakeTradeData(state: { packages?: PackageSummary[]; invoices?: TradeInvoice[] } = {}) {
  const base = fakeClient();
  const server = { packages: state.packages ?? [], invoices: state.invoices ?? [] };
  const page =
    <T>(rows: T[]) =>
    (input: Input) => {
      const { page: p, size } = input.body as { page: number; size: number };
      return { rows: rows.slice((p - 1) * size, p * size), total: rows.length };
    };
  const on = {
    tradeData: {
      parties: vi.fn(async () => [{ corpId: 'S2', corpName: '苏州示例钢材贸易有限公司', uscc: '91320500MA1XC00122', own: true }]),
      credits: vi.fn(async () => [credit]),
      contractPage: vi.fn(async (input: Input) => page([])(input)),
      invoicePage: vi.fn(async (input: Input) => page(server.invoices)(input)),
      packagePage: vi.fn(async (input: Input) => page(server.packages)(input)),
      createInvoice: vi.fn(async (input: Input) => {
        const body = input.body as { number: string; total: string };
        const notFound = body.number.endsWith('0000');
        return invoice({
          number: body.number,
          total: body.total,
          verifyStatus: notFound ? 'NOT_FOUND' : 'VERIFIED',
          checks: [{ check: 'AUTHORITY', passed: !notFound, message: notFound ? '税务机关查无此票' : '与税务机关记录一致' }],
        });
      }),
      createPackage: vi.fn(async (input: Input) => {
        const body = input.body as { invoices: Array<{ occupyAmount: string }> };
        if (body.invoices.some((i) => i.occupyAmount === '1.00'))
          throw new ApiError('TRADE_DATA_RULE', '发票12341234的本次占用金额超过可占用金额（可占用0.00元）', 200);
        return { ...summary(), credits: [], contracts: [], invoices: [], documents: [], verdictComment: '' };
      }),
    },
  };
  return { on, client: withModuleHandlers<Input>(base.client, tradeDataEndpoints, on.tradeData), server };
}
