import type { ComponentType } from 'react';
import { HOLIDAY_REGION, referenceEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, CallOptions, GrantedMenuTree } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { MockDriver } from '@scf/signing';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from './fixtures';
import { renderScreen, testAuth } from './render-screen';

export interface SigningScreenSetup<E extends Record<string, AnyEndpoint>> {
  /** Start location, e.g. `/credit/core/issue/issue-review?appNo=ISS…`. */
  at: string;
  /** What each endpoint of the module answers (by its contract name): data, an Error to reject with, or a function of the call's input. */
  server?: Partial<Record<keyof E, unknown>>;
  role?: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR';
  /** c1_op, or c1_dir for a director, unless told. */
  userName?: string;
  /** The inserted keys (c1_dir's …0101 by default). */
  driver?: MockDriver;
  /** The original the server assembles for what the director signs. */
  original: string;
  /** The granted menus (the side menu decides e.g. the links a screen offers). */
  menus?: GrantedMenuTree;
}

/** A path template as a pattern of the filled paths the mock transport records. */
const pattern = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * A screen of one contract module against the contract-checking mock platform (every input and answer is validated
 * with the endpoint's schemas, as the real client does, and the holidays and the business date are the demo's); a
 * director's approval runs through the real signing flow with the mock driver's key.
 */
export function renderSigningScreen<E extends Record<string, AnyEndpoint>>(Page: ComponentType, endpoints: E, setup: SigningScreenSetup<E>) {
  const routes = Object.fromEntries(Object.entries(setup.server ?? {}).map(([name, answer]) => [endpoints[name]!.path, answer]));
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    '/v1/credits/{ids}/signature/assemble': setup.original,
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
  if (setup.menus && auth.session) auth.session = { ...auth.session, menuTree: setup.menus };
  const signing = { config: defaultSigningConfig(client, [driver]), role: { uKeyCodeSuffix: '0101', roleName } };
  const view = renderScreen(Page, { at: setup.at, client, auth, signing });
  /** The bodies (or filled paths, for a call without a body) sent to one endpoint of the module, in order. */
  const sent = (name: keyof E) => transport.calls.filter((c) => pattern(endpoints[name]!.path).test(c.path)).map((c) => c.body ?? c.path);
  const keysOf = (name: keyof E) => keys.filter((k) => k.path === endpoints[name]!.path).map((k) => k.key);
  return { ...view, transport, driver, sent, keysOf };
}
