import type { ComponentType } from 'react';
import { creditEndpoints, eAccountEndpoints } from '@scf/api/contract';
import type { EAccount } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { EACCOUNT_PATHS } from '../api/e-account-paths';

const ENDPOINTS = { ...eAccountEndpoints, approve: creditEndpoints.approve };

/** s2_dir's key of the seed (…1201). */
const DIRECTOR_CERT: CertInfo = {
  handle: 'h-s2-dir',
  serialNumber: '5c1d1201',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=马超, O=苏州示例钢材贸易有限公司',
  subjectCN: '马超',
  certType: 'RSA',
  keyCode: 'CCB5100001201',
};

export const ACCOUNT: EAccount = {
  accountId: 'A-E6217001369000000001',
  accountNo: '6217001369000000001',
  accountName: '徐州示例重工集团有限公司',
  bankName: '中国建设银行股份有限公司徐州分行',
  status: 'ACTIVE',
  boundAccountNo: '3205****0002',
  boundBankName: '中国建设银行徐州分行营业部',
  balance: '300.00',
  frozen: '0.00',
  available: '300.00',
  verification: null,
  pendingWithdrawal: null,
};

export interface EAccountPageSetup {
  at: string;
  server?: Partial<Record<keyof typeof ENDPOINTS, unknown>>;
  routes?: Record<string, unknown>;
  role?: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR' | 'ROLE_QUERY';
}

/** Render an e-account screen over the contract-checking mock transport, signing with the mock driver. */
export function renderEAccountPage(Page: ComponentType, setup: EAccountPageSetup) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const roleName = role === 'ROLE_DIRECTOR' ? '主管' : role === 'ROLE_QUERY' ? '查询' : '经办';
  const routes = Object.fromEntries(Object.entries(setup.server ?? {}).map(([name, answer]) => [ENDPOINTS[name as keyof typeof ENDPOINTS].path, answer]));
  const transport = createMockTransport({ [eAccountEndpoints.demoTools.path]: { demoTools: false }, ...routes, ...setup.routes });
  const driver = createMockDriver({ certificates: [DIRECTOR_CERT] });
  const auth = testAuth({ role, roleLabel: roleName, uKeyCodeSuffix: '1201', permissions: Object.values(EACCOUNT_PATHS) });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '1201', roleName } };
  const view = renderScreen(Page, { at: setup.at, client: transport, auth, signing });
  const sent = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...view, transport, driver, sent };
}
