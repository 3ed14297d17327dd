import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, creditEndpoints, eAccountEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccess, EdtFinance, EdtOrder } from '@scf/api/contract';
import { creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup, RouteOf } from '../../../test/render-platform-screen';

const MODULES = { edt: edtEndpoints, credit: creditEndpoints };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const EDT_ACCOUNT = { accountId: 'A-S1-EDT', accountNo: '32050161360000011002', accountName: '江苏示例精密锻造有限公司' };

/** An order of §13.11 as the server answers it (PO-2025-002 待确认 unless told). */
export const edtOrder = (over: Partial<EdtOrder> = {}): EdtOrder => ({
  orderId: 'EO20250613000002',
  orderNo: 'PO-2025-002',
  core: C1,
  supplier: S1,
  amount: '180000.00',
  orderDate: '2025-06-13',
  deliveryDate: '2025-09-12',
  paymentDate: '2025-10-15',
  settlement: 'CREDIT_SALE',
  source: 'SUPPLIER_UPLOAD',
  status: 'UNCONFIRMED',
  confirmedAmount: null,
  collectAccount: null,
  confirmAppNo: null,
  financedAmount: '0.00',
  financingBalance: '0.00',
  items: [{ name: '齿轮锻坯', spec: '20CrMnTi', quantity: '1200', unitPrice: '150.00', amount: '180000.00' }],
  ...over,
});

/** PO-2025-003: confirmed and financed 350 000.00 at F1. */
export const financedOrder = (over: Partial<EdtOrder> = {}): EdtOrder =>
  edtOrder({
    orderId: 'EO20250520000003',
    orderNo: 'PO-2025-003',
    amount: '500000.00',
    orderDate: '2025-05-20',
    paymentDate: '2025-08-15',
    source: 'CORE_PUSH',
    status: 'FINANCED',
    confirmedAmount: '500000.00',
    collectAccount: EDT_ACCOUNT,
    confirmAppNo: 'OCF20250521000001',
    financedAmount: '350000.00',
    financingBalance: '350000.00',
    items: [{ name: '法兰锻件', spec: 'Q345B', quantity: '1000', unitPrice: '500.00', amount: '500000.00' }],
    ...over,
  });

/** S1's access with C1 at F1 (准入成功), its 回款专户 bound. */
export const edtAccess = (over: Partial<EdtAccess> = {}): EdtAccess => ({
  appNo: 'EAC20250303000001',
  supplier: S1,
  core: C1,
  fi: F1,
  status: 'APPROVED',
  tradeAmount: '3600000.00',
  yearsInBusiness: 12,
  contactName: '王经理',
  contactPhone: '13800000001',
  collectAccount: EDT_ACCOUNT,
  appliedOn: '2025-03-01',
  approvedOn: '2025-03-03',
  validTo: '2026-03-03',
  ...over,
});

export const edtFinance = (over: Partial<EdtFinance> = {}): EdtFinance => ({
  appNo: 'EFA20250616000001',
  status: 'COMPLETED',
  orderId: 'EO20250610000001',
  orderNo: 'PO-2025-001',
  supplier: S1,
  fi: F1,
  amount: '210000.00',
  annualRate: '3.80%',
  dueDate: '2025-09-15',
  plan: null,
  payMode: 'SELF',
  payee: null,
  materials: [],
  loan: null,
  ...over,
});

/** An application of the engine as the generic detail read answers it (no credits: e订通's act on orders). */
export const edtApplication = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  creditDetail('TRANSFER', { credits: [], counterparty: S1, applicant: C1, ...over });

/** An e订通 screen against the contract-checking mock platform (answers keyed `edt.x` / `credit.x`), signing with the mock key. */
export function renderEdtPage(
  Page: ComponentType,
  setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role: string; userName: string; demoTools?: boolean; original?: string },
) {
  const original = setup.original ?? '文件：《订单确认及回款账户确认书》';
  const view = renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [eAccountEndpoints.demoTools.path]: { demoTools: setup.demoTools ?? true },
      [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]: original,
      [SIGNING_ORIGINALS.ORDER_LOAN_APPLY_FINAL_APPROVE.endpoint.path]: original,
    },
    role: setup.role,
    userName: setup.userName,
  });
  /** The bodies (or filled paths, for a call without a body) sent to one endpoint, in order. */
  const sent = (name: RouteOf<typeof MODULES>) => view.calls(name).map((c) => c.body ?? c.path);
  const queries = (name: RouteOf<typeof MODULES>) => view.calls(name).map((c) => c.query);
  return { ...view, sent, queries };
}
