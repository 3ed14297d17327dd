import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UnauthorizedError, loadSession, login as loginFlow, logout as logoutFlow } from '@scf/api';
import type { LoginCaptcha } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { authEndpoints, grantedPaths, readBootData } from '@scf/api/contract';
import { LOGIN_PATH, appPathOf, appRouteOf } from '../routing/paths';
import { clearAppStorage } from '../storage';
import type { StorageKey } from '../storage';
import { AuthContext } from './auth-context';
import type { AuthValue, LoadedSession, SessionStatus } from './auth-context';
import { broadcastLogout } from './logout-broadcast';
import { homePathOf, persistRole, roleInfoOf } from './role-info';
import type { UnauthorizedBridge } from './unauthorized-bridge';
import { useCrossTabLogout } from './use-cross-tab-logout';

type State =
  { status: Exclude<SessionStatus, 'authenticated' | 'error'> } | { status: 'error'; message: string } | { status: 'authenticated'; session: LoadedSession };

export interface AuthProviderProps {
  client: ApiClient;
  unauthorized: UnauthorizedBridge;
  /** Injected in tests; a real tab reloads itself. */
  reloadPage?: () => void;
  /**
   * Whether the session the page was served with is signed in, as the server wrote it into the page (boot data);
   * undefined when the page does not say (the dev server): then the token call finds out.
   */
  signedInAtLoad?: boolean;
  children: ReactNode;
}

export function AuthProvider({
  client,
  unauthorized,
  reloadPage = () => window.location.reload(),
  signedInAtLoad = readBootData(document)?.signedIn,
  children,
}: AuthProviderProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // A session change that must wait until the router shows `path` (see the effect below).
  const [pendingAt, setPendingAt] = useState<{ path: string; apply: () => void } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  /**
   * Each signed-in user and role reads through its own SWR cache (security.md §1.1): a logout or a role switch starts a
   * new one, so nothing cached for the old one is shown or kept, and every read is fetched again for the new one.
   * The platform config lives in the app's outer cache and stays (no branding flash).
   */
  const [cacheEpoch, setCacheEpoch] = useState(0);
  // Only a session that was signed in has reads to drop: a visitor's 401 must not remount the login form under them.
  const signedIn = useRef(false);
  const dropUserReads = useCallback(() => {
    if (!signedIn.current) return;
    signedIn.current = false;
    setCacheEpoch((e) => e + 1);
  }, []);
  const generation = useRef(0);
  // From a logout's start until the next session (AuthValue.endingSession).
  const [endingSession, setEndingSession] = useState(false);

  /** Makes a loaded session current, unless a newer load or a logout started since. */
  const commit = useCallback((session: LoadedSession, mine: number) => {
    if (mine !== generation.current) return;
    signedIn.current = true;
    setEndingSession(false);
    setState({ status: 'authenticated', session });
  }, []);

  const fail = useCallback((error: unknown, mine: number) => {
    if (mine !== generation.current) return;
    if (error instanceof UnauthorizedError) setState({ status: 'anonymous' });
    else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }, []);

  const load = useCallback(
    async (fetchToken: boolean): Promise<LoadedSession | null> => {
      const mine = ++generation.current;
      try {
        // A new tab or a reload has the session cookie but no bearer token in memory (it lives per tab); the token
        // call exchanges the one for the other, and answers 401 when there is no session at all.
        if (fetchToken) client.setToken((await client.call(authEndpoints.token)).accessToken);
        const session = await loadSession(client);
        commit(session, mine);
        return session;
      } catch (error) {
        fail(error, mine);
        return null;
      }
    },
    [client, commit, fail],
  );

  const reload = useCallback(() => load(false), [load]);

  // A visitor's page (the server says its session is not signed in) asks nothing: the token call would answer 401 on
  // every anonymous page load and every login page, noise a bank's QA flags (issue 28 item 10).
  const [visitorAtLoad] = useState(() => signedInAtLoad === false);
  useEffect(() => {
    if (visitorAtLoad) setState({ status: 'anonymous' });
    else void load(true);
  }, [load, visitorAtLoad]);

  /** Sign out locally; `dropCache: false` when the logout already started a new cache before leaving the page. */
  const forget = useCallback(
    (keep: readonly StorageKey[] = [], dropCache = true) => {
      generation.current++;
      clearAppStorage(keep);
      client.setToken(null);
      // Nothing cached for the old user is shown or kept (security.md §1.1).
      if (dropCache) dropUserReads();
      setState({ status: 'anonymous' });
    },
    [client, dropUserReads],
  );

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
    async (username: string, password: string, captcha?: LoginCaptcha) => {
      await loginFlow(client, username, password, captcha);
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
        await client.call(authEndpoints.switchRole, { body: { roleCode } });
        // Cached reads answered for the old role.
        dropUserReads();
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
    [client, dropUserReads, navigate, commit, fail, reload],
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
    setEndingSession(true);
    try {
      await logoutFlow(client);
    } catch {
      // The server session may already be gone; the local logout must still happen.
    }
    // Leave the protected page first: were the session cleared there, the guard would add a return address. Until
    // the login page shows, the session is "loading": neither signed in (the login page would send a signed-in
    // visitor home) nor signed out (the page being left would ask for a login).
    generation.current++;
    setState({ status: 'loading' });
    // The new cache starts now, while the frame shows "loading" (no page reads): were it started on the login page,
    // the login form would remount under the user's first keystrokes.
    dropUserReads();
    setPendingAt({
      path: LOGIN_PATH,
      apply: () => {
        forget([], false);
        broadcastLogout();
      },
    });
    await navigate(LOGIN_PATH, { replace: true });
  }, [client, dropUserReads, forget, navigate]);

  const session = state.status === 'authenticated' ? state.session : null;
  const role = useMemo(() => roleInfoOf(session), [session]);
  useEffect(() => {
    if (session) persistRole(role);
  }, [session, role]);

  const value = useMemo<AuthValue>(
    () => ({
      status: state.status,
      error: state.status === 'error' ? state.message : null,
      session,
      permissions: new Set(session ? grantedPaths(session.menuTree.menus) : []),
      menuPerms: new Set(session?.menuTree.menuPerms ?? []),
      role,
      homePath: session ? homePathOf(session) : null,
      login,
      reload,
      switchRole,
      logout,
      endingSession,
    }),
    [state, session, role, login, reload, switchRole, logout, endingSession],
  );

  return (
    <AuthContext.Provider value={value}>
      <SWRConfig key={cacheEpoch} value={{ provider: () => new Map() }}>
        {children}
      </SWRConfig>
    </AuthContext.Provider>
  );
}
