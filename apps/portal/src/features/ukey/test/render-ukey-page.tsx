import type { ComponentType, ReactNode } from 'react';
import { referenceEndpoints, signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { SigningDriver } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { UKEY_PATHS } from '../api/ukey-paths';

/** The platform's business date in key screen tests (far from the machine clock on purpose). */
export const TEST_BUSINESS_DATE = '2025-06-16';

/** Every key route: what a director of the demo is granted (tests narrow it). */
export const ALL_UKEY_PATHS = Object.values(UKEY_PATHS);

export interface UkeyPageSetup {
  /** Start location, e.g. `/my/enterprise-info/ukey/delete?ukeyNo=1a2b`. */
  at: string;
  /** What each key endpoint answers: the data, an Error to reject with, or a function of the call's input. */
  server?: Partial<Record<keyof typeof ukeyEndpoints, unknown>>;
  /** Where the signing flows find keys (the local Ukey agent in the app); no key inserted when omitted. */
  driver?: SigningDriver;
  userName?: string;
  personName?: string;
  role?: 'ROLE_DIRECTOR' | 'ROLE_OPERATOR';
  /** Granted menu paths (the guard's and the links' source). */
  permissions?: readonly string[];
  menuPerms?: readonly string[];
  uKeyCodeSuffix?: string;
  /** Router state of the start location (e.g. `{ flash }` left by the previous screen). */
  state?: unknown;
}

/**
 * The platform behind the API client: the key endpoints as the test says, the registration original, and the
 * mock transport's signing switch (on) and rules (none, so the built-in table applies), and the business date
 * (TEST_BUSINESS_DATE: what 剩余天数 counts from). Inputs and answers are
 * checked with the contract's schemas, as the real client does.
 */
function platform(server: UkeyPageSetup['server'] = {}) {
  const routes = Object.fromEntries(Object.entries(server).map(([name, answer]) => [ukeyEndpoints[name as keyof typeof ukeyEndpoints].path, answer]));
  return createMockTransport({
    [signingEndpoints.registrationOriginal.path]: '绑定原文 nonce=1',
    [referenceEndpoints.businessDate.path]: { businessDate: TEST_BUSINESS_DATE },
    ...routes,
  });
}

/** Render a key screen as the app does, with the screen's signing (`driver` in place of this browser's soft keys). */
export function renderUkeyPage(Page: ComponentType, setup: UkeyPageSetup, other?: ReactNode) {
  const role = setup.role ?? 'ROLE_DIRECTOR';
  const roleName = role === 'ROLE_DIRECTOR' ? '主管' : '经办';
  const uKeyCodeSuffix = setup.uKeyCodeSuffix ?? '1101';
  const transport = platform(setup.server);
  const session = testAuth({
    userName: setup.userName ?? 's1_dir',
    personName: setup.personName ?? '李主管',
    role,
    roleLabel: roleName,
    uKeyCodeSuffix,
    permissions: setup.permissions ?? ALL_UKEY_PATHS,
    menuPerms: setup.menuPerms ?? (role === 'ROLE_DIRECTOR' ? ['ukey:bind'] : []),
  });
  const signing = { config: defaultSigningConfig(transport, [setup.driver ?? createMockDriver()]), role: { uKeyCodeSuffix, roleName } };
  const view = renderScreen(Page, { at: setup.at, state: setup.state, client: transport, auth: session, signing, elsewhere: other });
  /** The bodies sent to one key endpoint, in order. */
  const sent = (name: keyof typeof ukeyEndpoints) => transport.calls.filter((c) => c.path === ukeyEndpoints[name].path).map((c) => c.body);
  return { ...view, transport, sent, session };
}
