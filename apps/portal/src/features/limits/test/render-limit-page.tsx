import type { ComponentType } from 'react';
import { creditEndpoints, limitEndpoints } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { LIMIT_PATHS } from '../api/limit-labels';

const ENDPOINTS = { ...limitEndpoints, ...creditEndpoints };

/** c1_dir's key of the seed (…0101), issued by the demo CCB CA. */
export const DIRECTOR_CERT: CertInfo = {
  handle: 'h-c1-dir',
  serialNumber: '5c1d0101',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=李主管, O=徐州示例重工集团有限公司',
  subjectCN: '李主管',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
};

export interface LimitPageSetup {
  at: string;
  /** What each limit or credit endpoint answers (by its contract name), or a function of the call's input. */
  server?: Partial<Record<keyof typeof ENDPOINTS, unknown>>;
  /** Other paths (e.g. a signing original) and their answers. */
  routes?: Record<string, unknown>;
  role?: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR' | 'ROLE_CLIENT_MANAGER';
  permissions?: readonly string[];
}

/** Render a limit screen over the mock transport (inputs and answers checked by the contract), signing with the mock driver. */
export function renderLimitPage(Page: ComponentType, setup: LimitPageSetup) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const roleName = role === 'ROLE_DIRECTOR' ? '主管' : '经办';
  const routes = Object.fromEntries(Object.entries(setup.server ?? {}).map(([name, answer]) => [ENDPOINTS[name as keyof typeof ENDPOINTS].path, answer]));
  const transport = createMockTransport({ ...routes, ...setup.routes });
  const driver = createMockDriver({ certificates: [DIRECTOR_CERT] });
  const auth = testAuth({ role, roleLabel: roleName, uKeyCodeSuffix: '0101', permissions: setup.permissions ?? Object.values(LIMIT_PATHS) });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName } };
  const view = renderScreen(Page, { at: setup.at, client: transport, auth, signing });
  /** The bodies sent to one endpoint path (template or filled), in order. */
  const sent = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...view, transport, driver, sent };
}
