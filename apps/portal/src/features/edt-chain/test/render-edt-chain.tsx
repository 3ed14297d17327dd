import type { ComponentType } from 'react';
import { HOLIDAY_REGION, SIGNING_ORIGINALS, creditEndpoints, edtEndpoints, referenceEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, ApplicationRow, EdtFinance, EdtOrder } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS, appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';

type Route = `credit.${keyof typeof creditEndpoints}` | `edt.${keyof typeof edtEndpoints}` | `tradeData.${keyof typeof tradeDataEndpoints}`;
const MODULES = { credit: creditEndpoints, edt: edtEndpoints, tradeData: tradeDataEndpoints } as Record<
  string,
  Record<string, { path: string; method: string }>
>;

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
export function renderEdtChain(Page: ComponentType, setup: { at: string; server: Partial<Record<Route, unknown>>; role?: string }) {
  const endpointOf = (name: string) => {
    const [mod, key] = name.split('.') as [string, string];
    return MODULES[mod]![key]!;
  };
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    [SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EXIST.endpoint.path]: '订单融资申请\n订单编号：PO-2025-001\n融资金额：210,000.00元\n收款方式：自主支付',
    [SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EDIT.endpoint.path]: '订单融资修改\n融资方案：批准金额100,000.00元',
    ...Object.fromEntries(Object.entries(setup.server).map(([name, answer]) => [endpointOf(name).path, answer])),
  });
  const role = setup.role ?? 'ROLE_OPERATOR';
  const driver = createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({ userName: role === 'ROLE_DIRECTOR' ? 's1_dir' : 's1_op', role: role as never, roleLabel: role, uKeyCodeSuffix: '0101' });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName: role } };
  const view = renderScreen(Page, { at: setup.at, client: transport, auth, signing });
  const sent = (name: Route) => {
    const e = endpointOf(name);
    const re = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return transport.calls.filter((c) => c.method === e.method && re.test(c.path)).map((c) => c.body ?? c.query ?? c.path);
  };
  return { ...view, transport, sent };
}
