import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, absEndpoints, absReportEndpoints, creditEndpoints } from '@scf/api/contract';
import type {
  AbsFactor,
  AbsPricePreview,
  AbsProductDetail,
  AbsProductRow,
  AbsReceivable,
  AbsTransferDetail,
  ApplicationDetail,
  ApplicationRow,
} from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { BUSINESS_DATE, appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { credit: creditEndpoints, abs: absEndpoints, absReports: absReportEndpoints };

export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };
export const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const AP1 = 'ABR20250610000001';
export const ABT = 'ABT20250616000001';

/** AP1 of the seed (domain-lines.md §13.9): C1 → S1, 500 000.00 due 2025-12-12, 已确权 on 2025-06-10. */
export const receivable = (over: Partial<AbsReceivable> = {}): AbsReceivable => ({
  receivableNo: AP1,
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

export const FACTORS: AbsFactor[] = [{ fi: F1, quotes: [{ debtor: C1, priceMode: 'DISCOUNT', rate: '4.20%', serviceFeeRate: '0.10%' }] }];

/** The §18.4 example: 179 days, discount 10 441.67, price 489 558.33, fee 500.00, S1 receives 489 058.33, 4.50 %. */
export const AP1_LINE: AbsPricePreview['lines'][number] = {
  receivableNo: AP1,
  amount: '500000.00',
  dueDate: '2025-12-12',
  valueDate: '2025-06-16',
  days: 179,
  priceMode: 'DISCOUNT',
  rate: '4.20%',
  discount: '10441.67',
  price: '489558.33',
  serviceFee: '500.00',
  supplierReceives: '489058.33',
  annualisedCostPercent: '4.50',
};
export const AP1_PREVIEW: AbsPricePreview = { lines: [AP1_LINE], amount: '500000.00', price: '489558.33', serviceFee: '500.00', supplierReceives: '489058.33' };

export const abtRow = (over: Partial<ApplicationRow> = {}): ApplicationRow =>
  appRow({ appNo: ABT, bizType: 'ABS_TRANSFER', productType: 'ABS', status: 'PENDING_REVIEW', applicant: S1, counterparty: F1, amount: '500000.00', ...over });

export const abtDetail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  issueDetail({ ...abtRow(), issuer: null, issuerAccount: null, lines: [], credits: [], ...over });

/** AP1's transfer as the detail reads it while open (priced at today). */
export const transferDetail = (over: Partial<AbsTransferDetail> = {}, app: Partial<ApplicationDetail> = {}): AbsTransferDetail => ({
  application: abtDetail(app),
  fi: F1,
  pricing: 'PREVIEW',
  valueDate: BUSINESS_DATE,
  lines: [{ receivable: receivable({ status: 'TRANSFERRING', statusLabel: '转让中', transferAppNo: ABT }), price: AP1_LINE }],
  amount: '500000.00',
  price: '489558.33',
  serviceFee: '500.00',
  supplierReceives: '489058.33',
  bankSerial: null,
  poolTarget: null,
  ...over,
});

/** The factor's plan ABS-P1 (§13.9) as 产品明细 lists it, for 入池至. */
export const P1: AbsProductRow = {
  productCode: 'ABS-P1',
  name: '建信-徐州示例重工2025年第1期供应链资产支持专项计划',
  planManager: '建信资本（演示）',
  fi: F1,
  setupDate: '2025-03-21',
  expectedEndDate: '2026-03-20',
  issueSize: '980000.00',
  senior: '900000.00',
  subordinate: '80000.00',
  count: 2,
  amount: '1000000.00',
  pooled: '800000.00',
  overdue: '0.00',
  settled: '200000.00',
  locked: false,
  status: 'ACTIVE',
  statusLabel: '存续期',
};
export const productDetail = (): AbsProductDetail => ({
  asOf: BUSINESS_DATE,
  rows: [P1],
  reconciliation: { consistent: true, label: '对账一致', failed: [] },
});

const USERS: Record<string, string> = { ROLE_OPERATOR: 's1_op', ROLE_DIRECTOR: 's1_dir', ROLE_CLIENT_MANAGER: 'f1_cm', ROLE_PRODUCT_MANAGER: 'f1_pm' };

/** An ABS转让 screen against the contract-checking mock platform (answers keyed `abs.x` / `credit.x`), signing with the mock key. */
export function renderAbsTransfer(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const view = renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]:
        '【应收账款转让申请书】SHA-256：00\n转让方：徐州示例精密机械有限公司\n受让方：中国建设银行股份有限公司徐州分行',
    },
    role,
    userName: USERS[role] ?? 's1_op',
  });
  return view;
}
