import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTodoCount, useUnreadCount } from '@scf/api';
import { BASE_PATH, productPath } from '@scf/api/contract';
import { HEADER_PATHS, Header } from '@scf/ui';
import type { HeaderProps } from '@scf/ui';
import { lazyScreen } from '../../lib/chunk-load';
import { writeStorage } from '../../lib/storage';
import { decideAccess, useAuth } from '../../lib/auth';
import { LOGIN_PATH, appRouteOf } from '../../lib/routing';

const hrefFor = (path: string) => `${BASE_PATH}${path}`;

/** The todo pages (spec §2 "A todo … screen"), the credit product's first: the header's 待办 opens the first granted. */
const TODO_PATHS = [productPath('CREDIT', '/todo'), productPath('VOUCHER', '/todo')];

// Its own chunk: the survey's form and questions load only when someone opens it.
const SurveyDialog = lazyScreen(() => import('../../features/survey/components/survey-dialog'));

/**
 * Logged in: the unread and todo counts are fetched only here, so an anonymous visitor never triggers a 401. 待办 shows
 * when a todo page is granted (`todoPath`), with the todos endpoint's count.
 */
function LoggedInHeader({ todoPath, ...props }: Omit<HeaderProps, 'unreadCount' | 'todo'> & { todoPath: string | null }) {
  const { count } = useUnreadCount();
  const todos = useTodoCount(todoPath !== null);
  return <Header {...props} unreadCount={count ?? 0} todo={todoPath ? { path: todoPath, count: todos ?? 0 } : undefined} />;
}

/**
 * The shell header fed from the session (spec §2 Shell). A header link shows only where the guard would let the
 * user in (no link that answers 403); 公告 and the public 帮助中心 show to everyone. `register` is the bar of the
 * registration pages for a visitor; a signed-in user there (Ukey认证 after login) gets the full header.
 */
export function ShellHeader({ register, loginButton }: { register: boolean; loginButton: boolean }) {
  const { status, session, permissions, homePath, role, switchRole, logout } = useAuth();
  const navigate = useNavigate();
  const [surveyOpen, setSurveyOpen] = useState(false);
  const canOpen = (path: string) => decideAccess({ access: appRouteOf(path)?.access, path, status, granted: permissions }).kind === 'allow';
  const common = {
    onNavigate: (path: string) => navigate(path),
    // The login page has its own 登录 button; a second one in the header would be ambiguous.
    onLogin: loginButton ? () => navigate(LOGIN_PATH) : undefined,
    onLogout: () => void logout(),
    hrefFor,
  };
  if (!session) {
    return (
      <Header
        {...common}
        variant={register ? 'register' : 'app'}
        homePath={LOGIN_PATH}
        loggedIn={false}
        isCorpAuthenticated={false}
        permissions={{ accountCentre: false, messages: false, help: true }}
      />
    );
  }
  return (
    <>
      <LoggedInHeader
        {...common}
        homePath={homePath ?? undefined}
        todoPath={TODO_PATHS.find(canOpen) ?? null}
        loggedIn
        isCorpAuthenticated={session.userInfo.isCorpAuthenticated}
        permissions={{
          accountCentre: canOpen(HEADER_PATHS.accountCentre),
          counterparty: canOpen(HEADER_PATHS.counterparty),
          moreProducts: canOpen(HEADER_PATHS.moreProducts),
          messages: canOpen(HEADER_PATHS.messages),
          help: true,
        }}
        user={{ personName: session.userInfo.personName, positionLabel: role.label || session.userInfo.personPosition }}
        roles={role.canSwitch ? role.roles : []}
        currentRole={role.currentRole ?? undefined}
        onSwitchRole={(code) => void switchRole(code)}
        // Spec §9: choosing to fill in the survey clears the first-login flag.
        onSurvey={() => {
          writeStorage('isFirstLogin', 'false');
          setSurveyOpen(true);
        }}
      />
      <Suspense fallback={null}>{surveyOpen ? <SurveyDialog onClose={() => setSurveyOpen(false)} /> : null}</Suspense>
    </>
  );
}
