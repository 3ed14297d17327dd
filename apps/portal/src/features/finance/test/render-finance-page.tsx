import type { ComponentType } from 'react';
import { HOLIDAY_REGION, creditEndpoints, financeCoreEndpoints, financeEndpoints, referenceEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, FinanceDetail } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { BUSINESS_DATE, C1, DIRECTOR_KEY, HOLIDAYS, S2, creditDetail } from '../../../lib/applications/test/credit-fixtures';

type Route = `credit.${keyof typeof creditEndpoints}` | `finance.${keyof typeof financeEndpoints}` | `financeCore.${keyof typeof financeCoreEndpoints}`;
const MODULES = { credit: creditEndpoints, finance: financeEndpoints, financeCore: financeCoreEndpoints } as Record<
  string,
  Record<string, { path: string; method: string }>
>;
const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

/** The financing of §13.4's CR9: 250,000.00 at F1, 3.60%, 115 days, as the server answers it. */
export function financeDetail(over: Partial<FinanceDetail> = {}, app: Partial<ApplicationDetail> = {}): FinanceDetail {
  return {
    application: {
      ...creditDetail('TRANSFER'),
      bizType: 'FINANCE',
      appNo: 'FIN20250616000009',
      status: 'PENDING_FI',
      amount: '250000.00',
      counterparty: F1,
      issuer: C1,
      applicant: S2,
      actions: [],
      ...app,
    },
    fi: F1,
    creditNo: 'XG2025052000000009',
    packageNo: 'PKG20250616000001',
    receiveAccount: { accountNo: '32250198880000012001', accountName: S2.corpName, bankName: '中国建设银行苏州分行', bankCode: 'CCB' },
    figures: {
      annualRate: '3.60',
      serviceFeeRate: '0.20',
      interestPayer: 'SUPPLIER',
      valueDate: '2025-06-16',
      dueDate: '2025-10-09',
      days: 115,
      financeAmount: '250000.00',
      interest: '2875.00',
      serviceFee: '159.72',
      netAmount: '246965.28',
      buyerSharePct: 0,
      buyerInterest: '0.00',
      buyerServiceFee: '0.00',
      sellerInterest: '2875.00',
      sellerServiceFee: '159.72',
      buyerCharge: '0.00',
    },
    loanNo: null,
    financedCreditNo: null,
    remainderCreditNo: null,
    reviewedBy: null,
    files: [],
    invoices: [
      {
        invoiceId: 'IV1',
        number: '05120456',
        verifyStatus: 'VERIFIED',
        total: '300000.00',
        occupyAmount: '250000.00',
        occupyState: 'RESERVED',
        occupiedElsewhere: '0.00',
      },
    ],
    checks: { invoicesVerified: true, occupyCovers: true, noDuplicatePledge: true, notRelatedParty: true },
    fiActions: [],
    ...over,
  };
}

/** A financing screen against the contract-checking mock platform (answers keyed `credit.x` / `finance.x` / `financeCore.x`), signing with the mock key. */
export function renderFinancePage(
  Page: ComponentType,
  setup: { at: string; state?: unknown; server: Partial<Record<Route, unknown>>; role?: string; userName?: string },
) {
  const endpointOf = (name: string) => {
    const [mod, key] = name.split('.') as [string, string];
    return MODULES[mod]![key]!;
  };
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    '/v1/fin-applys/approve/original': '融资审批\n申请编号：FIN20250616000009\n融资金额：250,000.00元',
    ...Object.fromEntries(Object.entries(setup.server).map(([name, answer]) => [endpointOf(name).path, answer])),
  });
  const role = setup.role ?? 'ROLE_OPERATOR';
  const driver = createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({ userName: setup.userName ?? 's2_op', role: role as never, roleLabel: role, uKeyCodeSuffix: '0101' });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName: role } };
  const view = renderScreen(Page, { at: setup.at, state: setup.state, client: transport, auth, signing });
  const sent = (name: Route) => {
    const e = endpointOf(name);
    const re = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return transport.calls.filter((c) => c.method === e.method && re.test(c.path)).map((c) => c.body ?? c.path);
  };
  return { ...view, transport, sent };
}
