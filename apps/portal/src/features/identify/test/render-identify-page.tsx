import type { ComponentType } from 'react';
import { signingEndpoints } from '@scf/api/contract';
import { DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION } from '@scf/finance-widgets';
import { createMockTransport, createSigningConfig } from '@scf/signing';
import type { DriverEntry } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';

export interface IdentifyPageSetup {
  /** The route the page is shown at, e.g. `/register/identify/ukey`. */
  at: string;
  /** Where the signing flows find keys, in order (the app: this browser's soft keys, then the local Ukey agent). */
  drivers: DriverEntry[];
  /** Endpoint path → the answer: data, an Error to reject with, or a function of the call's input. */
  server?: Record<string, unknown>;
  userName: string;
  personName: string;
  /** The session's role; a director by default. */
  role?: { code: 'ROLE_DIRECTOR' | 'ROLE_OPERATOR' | 'ROLE_QUERY' | 'ROLE_ADMIN'; label: string };
}

/**
 * Render a registration screen as the app does: the API client over a mock platform (registration original
 * issued, signing switch on, no rules so the built-in table applies), a director's session without a bound key,
 * and the screen's signing (the platform's banks and minimum driver version over `drivers`, the signing dialog).
 */
export function renderIdentifyPage(Page: ComponentType, setup: IdentifyPageSetup) {
  const transport = createMockTransport({ [signingEndpoints.registrationOriginal.path]: '绑定原文 nonce=1', ...setup.server });
  const config = createSigningConfig({ transport, drivers: setup.drivers, banks: DEFAULT_BANKS, minDriverVersion: DEFAULT_MIN_DRIVER_VERSION });
  const role = setup.role ?? { code: 'ROLE_DIRECTOR', label: '主管' };
  const auth = testAuth({
    userName: setup.userName,
    personName: setup.personName,
    role: role.code,
    roleLabel: role.label,
    permissions: [setup.at],
    menuPerms: ['ukey:bind'],
  });
  const view = renderScreen(Page, { at: setup.at, client: transport, auth, signing: { config, role: { uKeyCodeSuffix: '', roleName: role.label } } });
  /** The bodies sent to one endpoint path, in order. */
  const sent = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.body);
  return { transport, sent, auth, user: view.user };
}
