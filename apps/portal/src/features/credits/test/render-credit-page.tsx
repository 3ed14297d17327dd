import type { ComponentType } from 'react';
import { HOLIDAY_REGION, creditEndpoints, referenceEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, CallOptions } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { MockDriver } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from './credit-fixtures';

type CreditRoute = keyof typeof creditEndpoints;

export interface CreditPageSetup {
  /** Start location, e.g. `/credit/core/issue/issue-review?appNo=ISS…`. */
  at: string;
  /** What each credit endpoint answers: data, an Error to reject with, or a function of the call's input. */
  server?: Partial<Record<CreditRoute, unknown>>;
  role?: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR';
  userName?: string;
  /** The inserted keys (the director's …0101 by default). */
  driver?: MockDriver;
  /** The original the server assembles for an application. */
  original?: string;
}

/** A path template as a pattern of the filled paths the mock transport records. */
const pattern = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * A credit screen against the contract-checking mock platform: every input and answer is validated with the
 * endpoint's schemas, and a signed approval runs through the real signing flow with the mock driver's key.
 */
export function renderCreditPage(Page: ComponentType, setup: CreditPageSetup) {
  const routes = Object.fromEntries(Object.entries(setup.server ?? {}).map(([name, answer]) => [creditEndpoints[name as CreditRoute].path, answer]));
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    '/v1/credits/{ids}/signature/assemble': setup.original ?? '开立复核\n申请编号：ISS20250616000003\n合计：800,000.00元（大写：捌拾万元整），共1笔',
    ...routes,
  });
  // The idempotency keys the screen sent, in call order (the mock transport records only inputs).
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
  const driver = setup.driver ?? createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({ userName: setup.userName ?? (role === 'ROLE_DIRECTOR' ? 'c1_dir' : 'c1_op'), role, roleLabel: roleName, uKeyCodeSuffix: '0101' });
  const signing = { config: defaultSigningConfig(client, [driver]), role: { uKeyCodeSuffix: '0101', roleName } };
  const view = renderScreen(Page, { at: setup.at, client, auth, signing });
  /** The bodies (or params) sent to one credit endpoint, in order. */
  const sent = (name: CreditRoute) => transport.calls.filter((c) => pattern(creditEndpoints[name].path).test(c.path)).map((c) => c.body ?? c.path);
  const keysOf = (name: CreditRoute) => keys.filter((k) => k.path === creditEndpoints[name].path).map((k) => k.key);
  return { ...view, transport, driver, sent, keysOf };
}
