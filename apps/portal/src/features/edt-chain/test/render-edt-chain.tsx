import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, creditEndpoints, edtEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, ApplicationRow, EdtFinance, EdtOrder } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { credit: creditEndpoints, edt: edtEndpoints, tradeData: tradeDataEndpoints };

export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };
export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

/** PO-2025-001 of the seed (domain-lines.md §13.11): confirmed by C1 at 300 000.00, paid 2025-09-15. */
export const order = (over: Partial<EdtOrder> = {}): EdtOrder => ({
  orderId: 'EO20250601000001',
  orderNo: 'PO-2025-001',
  core: C1,
  supplier: S1,
  amount: '300000.00',
  orderDate: '2025-06-01',
  deliveryDate: '2025-06-30',
  paymentDate: '2025-09-15',
  settlement: 'CREDIT_SALE',
  source: 'CORE_PUSH',
  status: 'CONFIRMED',
  confirmedAmount: '300000.00',
  collectAccount: { accountId: 'A-S1-EDT', accountNo: '32250198880000099001', accountName: `${S1.corpName}回款专户` },
  confirmAppNo: 'OCF20250610000001',
  financedAmount: '0.00',
  financingBalance: '0.00',
  items: [{ name: '液压油缸', spec: 'HG-200', quantity: '100', unitPrice: '3000.00', amount: '300000.00' }],
  ...over,
});

export const finance = (over: Partial<EdtFinance> = {}): EdtFinance => ({
  appNo: 'EFA20250616000001',
  status: 'COMPLETED',
  orderId: 'EO20250601000004',
  orderNo: 'PO-2025-004',
  supplier: S1,
  fi: F1,
  amount: '175000.00',
  annualRate: '3.80%',
  dueDate: '2025-08-29',
  plan: null,
  payMode: 'SELF',
  payee: null,
  materials: [],
  loan: null,
  ...over,
});

export const efaRow = (over: Partial<ApplicationRow> = {}): ApplicationRow =>
  appRow({
    appNo: 'EFA20250616000002',
    bizType: 'EDT_FINANCE',
    productType: 'EDT',
    status: 'PENDING_REVIEW',
    applicant: S1,
    counterparty: F1,
    amount: '210000.00',
    ...over,
  });

export const efaDetail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  issueDetail({ ...efaRow(), issuer: null, issuerAccount: null, lines: [], credits: [], ...over });

/** A supplier's e订通 screen against the contract-checking mock platform (answers keyed `edt.x` / `credit.x` / `tradeData.x`), signing with the mock key. */
export function renderEdtChain(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const view = renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EXIST.endpoint.path]: '订单融资申请\n订单编号：PO-2025-001\n融资金额：210,000.00元\n收款方式：自主支付',
      [SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EDIT.endpoint.path]: '订单融资修改\n融资方案：批准金额100,000.00元',
      [SIGNING_ORIGINALS.ADVANCED_PAYMENT.endpoint.path]: '提前还款确认\n借据编号：LN20250516000001\n还款合计：353,325.00元',
    },
    role,
    userName: role === 'ROLE_DIRECTOR' ? 's1_dir' : 's1_op',
  });
  return view;
}
