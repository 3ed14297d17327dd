import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { UnauthorizedError, availableProducts, loadSession, usePlatformConfig } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { grantedPaths } from '@scf/api/contract';
import type { DictData } from '@scf/api/contract';
import { tokensFromConfig, useScreenSize } from '@scf/ui';
import { clearAppStorage, writeStorage } from '../../lib/storage';
import type { StorageKey } from '../../lib/storage';
import type { SessionStatus } from '../guard/decide-access';
import { LOGIN_PATH, appPathOf, appRouteOf } from '../paths';
import { broadcastLogout } from './logout-broadcast';
import { platformSettingsOf } from './platform-settings';
import { homePathOf, persistRole, roleInfoOf } from './role-info';
import { SessionContext } from './session-context';
import type { LoadedSession, SessionValue } from './session-context';
import type { UnauthorizedBridge } from './unauthorized-bridge';
import { useCrossTabLogout } from './use-cross-tab-logout';

/** Dictionary types the shell keeps for every screen (spec §3 "dictionary data"). */
export const SESSION_DICT_TYPES = ['PRODUCT_TYPE', 'CREDIT_STATUS', 'APPLY_STATUS', 'ROLE_TYPE', 'MESSAGE_TYPE'];

type State =
  | { status: Exclude<SessionStatus, 'authenticated' | 'error'> }
  | { status: 'error'; message: string }
  | { status: 'authenticated'; session: LoadedSession };

export interface SessionProviderProps {
  client: ApiClient;
  unauthorized: UnauthorizedBridge;
  /** Injected in tests; a real tab reloads itself. */
  reloadPage?: () => void;
  children: ReactNode;
}

export function SessionProvider({ client, unauthorized, reloadPage = () => window.location.reload(), children }: SessionProviderProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // A session change that must wait until the router shows `path` (see the effect below).
  const [pendingAt, setPendingAt] = useState<{ path: string; apply: () => void } | null>(null);
  const [extras, setExtras] = useState<{ dicts: DictData; holidays: string[] }>({ dicts: {}, holidays: [] });
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const { mutate } = useSWRConfig();
  const platformQuery = usePlatformConfig();
  const screenSize = useScreenSize();
  const generation = useRef(0);

  /** Makes a loaded session current and fetches the non-blocking extras for it. */
  const commit = useCallback(
    (session: LoadedSession, mine: number) => {
      if (mine !== generation.current) return;
      setState({ status: 'authenticated', session });
      // Holidays and dictionaries help screens but must not block or fail the session (spec §3).
      void Promise.allSettled([client.holidays.currentYear(), client.dict.listByTypes(SESSION_DICT_TYPES)]).then(([h, d]) => {
        if (mine !== generation.current) return;
        setExtras({ holidays: h.status === 'fulfilled' ? h.value : [], dicts: d.status === 'fulfilled' ? d.value : {} });
      });
    },
    [client],
  );

  const fail = useCallback((error: unknown, mine: number) => {
    if (mine !== generation.current) return;
    if (error instanceof UnauthorizedError) setState({ status: 'anonymous' });
    else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }, []);

  const load = useCallback(async (fetchToken: boolean): Promise<LoadedSession | null> => {
    const mine = ++generation.current;
    try {
      // A new tab or a reload has the session cookie but no bearer token in memory (it lives per tab); the token
      // call exchanges the one for the other, and answers 401 when there is no session at all.
      if (fetchToken) client.setToken((await client.auth.token()).accessToken);
      const session = await loadSession(client);
      commit(session, mine);
      return session;
    } catch (error) {
      fail(error, mine);
      return null;
    }
  }, [client, commit, fail]);

  const reload = useCallback(() => load(false), [load]);

  useEffect(() => {
    void load(true);
  }, [load]);

  const forget = useCallback((keep: readonly StorageKey[] = []) => {
    generation.current++;
    clearAppStorage(keep);
    client.setToken(null);
    // Drop every cached response of the old user without refetching (security.md §1.1).
    void mutate(() => true, undefined, { revalidate: false });
    setExtras({ dicts: {}, holidays: [] });
    setState({ status: 'anonymous' });
  }, [client, mutate]);

  // 401/403 anywhere: clear the session and go to login with the validated return address (spec §2, §8).
  useEffect(
    () =>
      unauthorized.subscribe((returnTo) => {
        forget(['chunkReload']);
        // Public pages and unknown paths (the 404 page) need no login, so they stay where they are.
        const route = appRouteOf(appPathOf(pathRef.current));
        if (!route || route.access === 'public') return;
        navigate(`${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnTo)}`, { replace: true });
      }),
    [unauthorized, forget, navigate],
  );

  useCrossTabLogout(client, pathRef, reloadPage);

  const login = useCallback(
    async (username: string, password: string) => {
      await client.auth.login(username, password);
      const session = await reload();
      if (!session) throw new Error('登录状态加载失败');
      return session;
    },
    [client, reload],
  );

  /**
   * Spec §4 role switch. The guard shows "loading" until the new role's home page is the current location,
   * so the old page is never judged against the new role's menus (no 403 flash).
   */
  const switchRole = useCallback(
    async (roleCode: string) => {
      const mine = ++generation.current;
      setState({ status: 'loading' });
      try {
        await client.auth.switchRole(roleCode);
        await mutate(() => true, undefined, { revalidate: false });
        const session = await loadSession(client);
        const home = homePathOf(session);
        setPendingAt({ path: home, apply: () => commit(session, mine) });
        await navigate(home, { replace: true });
      } catch (error) {
        fail(error, mine);
        // The old role may still be current on the server; show whatever it says now.
        if (!(error instanceof UnauthorizedError)) void reload();
      }
    },
    [client, mutate, navigate, commit, fail, reload],
  );

  // The router commits a navigation in a transition, after our own state updates. A role switch or a logout
  // therefore takes effect only once the target page is the rendered location: no render ever pairs the old
  // page with the new session (a 403 flash, or a return address back to the page just left).
  useEffect(() => {
    if (pendingAt && location.pathname === pendingAt.path) {
      setPendingAt(null);
      pendingAt.apply();
    }
  }, [pendingAt, location.pathname]);

  const logout = useCallback(async () => {
    try {
      await client.auth.logout();
    } catch {
      // The server session may already be gone; the local logout must still happen.
    }
    // Leave the protected page first: were the session cleared there, the guard would add a return address.
    setPendingAt({
      path: LOGIN_PATH,
      apply: () => {
        forget([]);
        broadcastLogout();
      },
    });
    await navigate(LOGIN_PATH, { replace: true });
  }, [client, forget, navigate]);

  const session = state.status === 'authenticated' ? state.session : null;
  const role = useMemo(() => roleInfoOf(session), [session]);
  useEffect(() => {
    if (session) persistRole(role);
  }, [session, role]);
  useEffect(() => writeStorage('screenSize', screenSize), [screenSize]);

  const platformConfig = platformQuery.data ?? null;
  const platformConfigFailed = Boolean(platformQuery.error);

  const value = useMemo<SessionValue>(() => {
    const permissions = new Set(session ? grantedPaths(session.menuTree.menus) : []);
    return {
      status: state.status,
      error: state.status === 'error' ? state.message : null,
      session,
      permissions,
      menuPerms: new Set(session?.menuTree.menuPerms ?? []),
      role,
      platformConfig,
      platform: platformSettingsOf(platformConfig),
      platformConfigFailed,
      tokens: tokensFromConfig(platformConfig),
      // Spec §8: with no platform config the product list is empty.
      products: session && !platformConfigFailed ? availableProducts(session.corpInfo, session.userInfo) : [],
      dicts: extras.dicts,
      holidays: extras.holidays,
      screenSize,
      homePath: session ? homePathOf(session) : null,
      login,
      reload,
      switchRole,
      logout,
    };
  }, [state, session, role, platformConfig, platformConfigFailed, extras, screenSize, login, reload, switchRole, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
