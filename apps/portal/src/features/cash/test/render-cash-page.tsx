import type { ComponentType } from 'react';
import { HOLIDAY_REGION, cashEndpoints, referenceEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, CallOptions, GrantedMenuTree } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from './cash-fixtures';

type CashRoute = keyof typeof cashEndpoints;

export interface CashPageSetup {
  /** Start location, e.g. `/credit/core/cash/cash-check?date=2025-06-20`. */
  at: string;
  /** What each cash endpoint answers: data, an Error to reject with, or a function of the call's input. */
  server?: Partial<Record<CashRoute, unknown>>;
  role?: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR';
  /** The granted menus (the side menu decides e.g. the calendar's 去兑付检查 link). */
  menus?: GrantedMenuTree;
}

const pattern = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * A cash screen against the contract-checking mock platform (every input and answer is validated with the endpoint's
 * schemas, as the real client does); the director's 同意 runs through the real signing flow with the mock key …0101.
 */
export function renderCashPage(Page: ComponentType, setup: CashPageSetup) {
  const routes = Object.fromEntries(Object.entries(setup.server ?? {}).map(([name, answer]) => [cashEndpoints[name as CashRoute].path, answer]));
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    '/v1/credits/{ids}/signature/assemble': '兑付审批\n兑付计划编号：CSH20250616000001',
    ...routes,
  });
  const keys: Array<{ path: string; key: string | undefined }> = [];
  const client = {
    ...transport,
    call: (endpoint: AnyEndpoint, input?: unknown, options?: CallOptions) => {
      keys.push({ path: endpoint.path, key: options?.idempotencyKey });
      return transport.call(endpoint, input as never);
    },
  };
  const role = setup.role ?? 'ROLE_OPERATOR';
  const roleName = role === 'ROLE_DIRECTOR' ? '主管' : '经办';
  const driver = createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({ userName: role === 'ROLE_DIRECTOR' ? 'c1_dir' : 'c1_op', role, roleLabel: roleName, uKeyCodeSuffix: '0101' });
  if (setup.menus && auth.session) auth.session = { ...auth.session, menuTree: setup.menus };
  const signing = { config: defaultSigningConfig(client, [driver]), role: { uKeyCodeSuffix: '0101', roleName } };
  const view = renderScreen(Page, { at: setup.at, client, auth, signing });
  /** The bodies (or filled paths, for a call without a body) sent to one cash endpoint, in order. */
  const sent = (name: CashRoute) => transport.calls.filter((c) => pattern(cashEndpoints[name].path).test(c.path)).map((c) => c.body ?? c.path);
  const keysOf = (name: CashRoute) => keys.filter((k) => k.path === cashEndpoints[name].path).map((k) => k.key);
  return { ...view, transport, driver, sent, keysOf };
}
