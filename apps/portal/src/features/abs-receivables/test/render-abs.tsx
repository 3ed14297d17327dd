import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, absEndpoints, counterpartyEndpoints, creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AbsReceivable, ApplicationDetail, ApplicationRow, Counterparty, TradeInvoice } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup, RouteOf } from '../../../test/render-platform-screen';
import { C1, C2, S1, appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { abs: absEndpoints, credit: creditEndpoints, tradeData: tradeDataEndpoints, counterparty: counterpartyEndpoints };

export { C1, C2, S1 };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

/** AP1 of the seed (domain-lines.md §13.9): C1 → S1 500 000.00 due 2025-12-12, 已确权 2025-06-10. */
export const receivable = (over: Partial<AbsReceivable> = {}): AbsReceivable => ({
  receivableNo: 'ABR20250610000001',
  debtor: C1,
  creditor: S1,
  currentCreditor: S1,
  amount: '500000.00',
  dueDate: '2025-12-12',
  contractNo: 'HT-ABS-001',
  status: 'CONFIRMED',
  statusLabel: '已确权',
  confirmAppNo: 'APR20250610000001',
  confirmedDate: '2025-06-10',
  transferAppNo: null,
  transferDate: null,
  price: null,
  zdRegNo: null,
  payConfirmed: false,
  reason: '',
  ...over,
});

export const aprRow = (over: Partial<ApplicationRow> = {}): ApplicationRow =>
  appRow({
    appNo: 'APR20250616000002',
    bizType: 'ABS_PAYABLE',
    productType: 'ABS',
    status: 'PENDING_REVIEW',
    applicant: C1,
    counterparty: null,
    amount: '200000.00',
    ...over,
  });

export const aprDetail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  issueDetail({ ...aprRow(), issuer: null, issuerAccount: null, lines: [], credits: [], ...over });

export const supplier = (over: Partial<Counterparty> = {}): Counterparty => ({
  key: `REL:${S1.corpId}:SUPPLIER`,
  requestId: null,
  corpId: S1.corpId,
  corpName: S1.corpName,
  uscc: '91320300MA1XXXXXX1',
  role: 'SUPPLIER',
  status: 'CONFIRMED',
  direction: null,
  since: '2025-01-02',
  ...over,
});

export const invoice = (over: Partial<TradeInvoice> = {}): TradeInvoice => ({
  invoiceId: 'IV-ABS-C1-SPARE',
  type: 'VAT_SPECIAL',
  code: '3200251130',
  number: '07120006',
  issueDate: '2025-03-01',
  amountExTax: '1000000.00',
  tax: '130000.00',
  total: '1130000.00',
  checkCodeLast6: '',
  buyerName: C1.corpName,
  buyerTaxNo: '91320300MA1CCCCCC1',
  sellerName: S1.corpName,
  sellerTaxNo: '91320300MA1XXXXXX1',
  verifyStatus: 'VERIFIED',
  checks: [],
  verifiedAt: null,
  occupied: '0.00',
  available: '1130000.00',
  files: [],
  createdAt: 0,
  ...over,
});

/** An ABS screen against the contract-checking mock platform (answers keyed `abs.x` / `credit.x` / …), signing with the mock key. */
export function renderAbs(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const view = renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: { [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]: '【应付账款确认函】\n合计：2笔，200,000.00元' },
    role,
    userName: role === 'ROLE_DIRECTOR' ? 'c1_dir' : 'c1_op',
  });
  return { ...view, sent: (name: RouteOf<typeof MODULES>) => view.calls(name).map((c) => ({ path: c.path, body: c.body ?? c.query })) };
}
