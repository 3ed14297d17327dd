import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from '../../lib/chunk-load';
import { useAuth } from '../../lib/auth';

// Loaded after login, never with the first route (design.md §7 byte budget); their dialogs are chunks of their own.
const ShellChecks = lazyScreen(() => import('../../features/shell-checks/components/shell-checks'));
const NoticeQueue = lazyScreen(() => import('../../features/notices/components/notice-queue'));

/** Spec §4: none of the dialogs shows on the login and register pages. */
const ENTRY_PAGES = /^\/(?:login|register)\//;

/**
 * The dialogs after login, in the spec §4 order: the registration agreement and the real-name re-authentication
 * (shell checks), then the notices. They run once per signed-in user: a role switch reloads the session without
 * starting them again; a logout ends them as it starts.
 */
export function PostLoginDialogs() {
  const { status, session, logout, endingSession } = useAuth();
  const { pathname } = useLocation();
  const [user, setUser] = useState<string | null>(null);
  const [settledFor, setSettledFor] = useState<string | null>(null);
  const current = session?.userInfo.userName ?? null;

  useEffect(() => {
    if (current) setUser(current);
    else if (status === 'anonymous') setUser(null);
  }, [current, status]);

  // A logout under way ends them at once: a notice list asked for now would reach the server after the session ended.
  if (!user || endingSession) return null;
  const hidden = ENTRY_PAGES.test(pathname);
  return (
    <Suspense fallback={null}>
      <ShellChecks key={user} path={pathname} hidden={hidden} onLogout={() => void logout()} onSettled={() => setSettledFor(user)} />
      {settledFor === user ? <NoticeQueue key={user} hidden={hidden} /> : null}
    </Suspense>
  );
}
