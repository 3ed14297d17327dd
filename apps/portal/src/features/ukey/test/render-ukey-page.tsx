import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ApiProvider } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { SessionContext } from '../../../app/session';
import type { SessionValue } from '../../../app/session';
import { UKEY_PATHS } from '../api/ukey-paths';

/** Every key route: what a director of the demo is granted (tests narrow it). */
export const ALL_UKEY_PATHS = Object.values(UKEY_PATHS);

export interface UkeyPageSetup {
  /** Start location, e.g. `/my/enterprise-info/ukey/delete?ukeyNo=1a2b`. */
  at: string;
  ukey?: Partial<Record<keyof ApiClient['ukey'], (...args: never[]) => Promise<unknown>>>;
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

/** Signing calls the SDK makes through `client.call`: switch on, default rules, a registration original. */
async function signingCall(_method: string, path: string): Promise<unknown> {
  if (path === '/v1/auth/cfca/controls/enable') return true;
  if (path === '/v1/auth/cas/add/info/original') return '绑定原文 nonce=1';
  throw new Error(`no route ${path}`);
}

/** Where the page navigated to, with the router state it left (e.g. `flash`). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="当前地址">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</output>;
}

/** Render a key screen as the app does: SWR (fresh cache), API client, session and router, with mocks. */
export function renderUkeyPage(Page: ComponentType, setup: UkeyPageSetup, other?: ReactNode) {
  const role = setup.role ?? 'ROLE_DIRECTOR';
  const client = { call: vi.fn(signingCall), ukey: setup.ukey ?? {} };
  const session = {
    status: 'authenticated',
    session: { userInfo: { userName: setup.userName ?? 's1_dir', personName: setup.personName ?? '李主管' }, corpInfo: { uKeyCodeSuffix: setup.uKeyCodeSuffix ?? '1101' } },
    role: { currentRole: role, label: role === 'ROLE_DIRECTOR' ? '主管' : '经办', canSwitch: false, roles: [] },
    permissions: new Set(setup.permissions ?? ALL_UKEY_PATHS),
    menuPerms: new Set(setup.menuPerms ?? (role === 'ROLE_DIRECTOR' ? ['ukey:bind'] : [])),
    reload: vi.fn(async () => null),
  } as unknown as SessionValue;
  const [path = '', search = ''] = setup.at.split('?');
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[{ pathname: path, search: search ? `?${search}` : '', state: setup.state }]}>
        <ApiProvider client={client as unknown as ApiClient}>
          <SessionContext.Provider value={session}>
            <Routes>
              <Route path={path} element={<Page />} />
              <Route path="*" element={other ?? <LocationProbe />} />
            </Routes>
          </SessionContext.Provider>
        </ApiProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  return { ...view, client, session, user: userEvent.setup() };
}
