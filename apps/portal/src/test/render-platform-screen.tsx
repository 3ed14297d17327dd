import type { ComponentType } from 'react';
import { HOLIDAY_REGION, referenceEndpoints } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from '../lib/applications/test/credit-fixtures';
import { renderScreen, testAuth } from './render-screen';

type EndpointTable = Record<string, { path: string; method: string }>;
type Modules = Record<string, object>;

/** `module.endpoint` of the modules a feature's fake platform answers, e.g. `abs.register`, `credit.applications`. */
export type RouteOf<M extends Modules> = { [K in keyof M & string]: `${K}.${keyof M[K] & string}` }[keyof M & string];

export interface PlatformScreenSetup<M extends Modules> {
  /** The screen's address (path and query). */
  at: string;
  /** The contract's endpoint groups the answers are keyed by (`{ abs: absEndpoints, credit: creditEndpoints }`). */
  modules: M;
  /** The answers: a value, or a function of the request, per `module.endpoint`. */
  server: Partial<Record<RouteOf<M>, unknown>>;
  /** Further answers by API path (signing originals, demo switches). */
  paths?: Record<string, unknown>;
  role?: string;
  userName?: string;
  /** Granted menu paths of the session, when the screen reads them. */
  permissions?: readonly string[];
  /** The product codes the session's corporation opened for e订通 (`openedProductCorps.EDT`). */
  openedEdt?: string[];
  /** Give the client the real client's `url` (links: 预览's download, a file pack). */
  withUrl?: boolean;
}

/**
 * A feature's screen against the contract-checking mock platform of `@scf/signing` (the reference calendar and business
 * date of the demo, the feature's answers), signing with the mock director key. `sent(name)` lists the bodies (or the
 * query, or the filled path) sent to one endpoint in order; `calls(name)` the raw calls.
 */
export function renderPlatformScreen<M extends Modules>(Page: ComponentType, setup: PlatformScreenSetup<M>) {
  const endpointOf = (name: string) => {
    const [mod, key] = name.split('.') as [string, string];
    return (setup.modules[mod] as EndpointTable)[key]!;
  };
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    ...setup.paths,
    ...Object.fromEntries(Object.entries(setup.server).map(([name, answer]) => [endpointOf(name).path, answer])),
  });
  const role = setup.role ?? 'ROLE_OPERATOR';
  const driver = createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({
    userName: setup.userName ?? role,
    role: role as never,
    roleLabel: role,
    uKeyCodeSuffix: '0101',
    ...(setup.permissions ? { permissions: setup.permissions } : {}),
  });
  if (setup.openedEdt && auth.session) auth.session.corpInfo = { ...auth.session.corpInfo, openedProductCorps: { VOUCHER: [], EDT: setup.openedEdt } };
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName: role } };
  // Links as the real client builds them: the path with its parameters, then the query.
  const url = (e: { path: string }, input: { params?: Record<string, string>; query?: Record<string, string> } = {}) => {
    const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(input.params?.[k] ?? ''));
    const query = new URLSearchParams(input.query ?? {}).toString();
    return query ? `${path}?${query}` : path;
  };
  const view = renderScreen(Page, { at: setup.at, client: setup.withUrl ? Object.assign(transport, { url }) : transport, auth, signing });
  const calls = (name: RouteOf<M>) => {
    const e = endpointOf(name);
    const re = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return transport.calls.filter((c) => c.method === e.method && re.test(c.path));
  };
  const sent = (name: RouteOf<M>) => calls(name).map((c) => c.body ?? c.query ?? c.path);
  return { ...view, transport, calls, sent };
}
