import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ApiProvider } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { SigningDialogHost } from '@scf/finance-widgets';
import type { RoleKey, SigningConfig } from '@scf/signing';
import { SigningProvider } from '@scf/signing/react';
import { AuthContext } from '../lib/auth';
import type { AuthValue } from '../lib/auth';
import { PlatformProvider } from '../lib/platform';
import { coreCorp, operatorMenus, operatorUser } from './fixtures';

export interface TestAuth {
  userName?: string;
  personName?: string;
  role?: string;
  roleLabel?: string;
  uKeyCodeSuffix?: string;
  /** Granted menu paths (the guard's and the links' source). */
  permissions?: readonly string[];
  menuPerms?: readonly string[];
}

/** A signed-in session for a screen test (a core operator of the fixtures unless told otherwise). */
export function testAuth(a: TestAuth = {}): AuthValue {
  return {
    status: 'authenticated',
    error: null,
    session: {
      userInfo: { ...operatorUser, userName: a.userName ?? operatorUser.userName, personName: a.personName ?? operatorUser.personName },
      corpInfo: { ...coreCorp, uKeyCodeSuffix: a.uKeyCodeSuffix ?? '' },
      menuTree: operatorMenus,
    },
    role: { currentRole: a.role ?? 'ROLE_OPERATOR', label: a.roleLabel ?? '经办', canSwitch: false, roles: [] },
    permissions: new Set(a.permissions ?? []),
    menuPerms: new Set(a.menuPerms ?? []),
    homePath: null,
    login: vi.fn(),
    reload: vi.fn(async () => null),
    switchRole: vi.fn(),
    logout: vi.fn(),
    endingSession: false,
  } as AuthValue;
}

/** Where the page navigated to, with the router state it left (e.g. `flash`). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="当前地址">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</output>;
}

export interface ScreenSetup {
  /** Start location, e.g. `/my/enterprise-info/ukey/delete?ukeyNo=1a2b`. */
  at: string;
  /** Router state of the start location. */
  state?: unknown;
  client: unknown;
  auth: AuthValue;
  /** The screen's signing (what `PortalSigning` gives it in the app), with the signing dialog. */
  signing?: { config: SigningConfig; role: RoleKey };
  /** Shown for any other path (a navigation away); a probe of the location by default. */
  elsewhere?: ReactNode;
}

/**
 * Render one screen as the app does: SWR (fresh cache), the API client, the session, the platform (its config call
 * unanswered unless the client answers it, so the spec §8 defaults apply), a data router as the app's (so
 * `useBlocker`, e.g. the unsaved-changes guard, works) and, when given, signing.
 */
export function renderScreen(Page: ComponentType, setup: ScreenSetup) {
  const [path = '', search = ''] = setup.at.split('?');
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: setup.elsewhere ?? <LocationProbe /> },
    ],
    { initialEntries: [{ pathname: path, search: search ? `?${search}` : '', state: setup.state }] },
  );
  const routes = <RouterProvider router={router} />;
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={setup.client as ApiClient}>
        <AuthContext.Provider value={setup.auth}>
          <PlatformProvider>
            {setup.signing ? (
              <SigningProvider config={setup.signing.config} role={setup.signing.role}>
                {routes}
                <SigningDialogHost />
              </SigningProvider>
            ) : (
              routes
            )}
          </PlatformProvider>
        </AuthContext.Provider>
      </ApiProvider>
    </SWRConfig>,
  );
  return { ...view, router, user: userEvent.setup() };
}
