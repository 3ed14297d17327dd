import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '@scf/api';
import { BASE_PATH } from '@scf/api/contract';
import { Header } from '@scf/ui';
import type { HeaderProps } from '@scf/ui';
import { writeStorage } from '../../lib/storage';
import { useSession } from '../session';

const ACCOUNT_CENTRE = '/my/person-center/info';
const MESSAGES = '/my/message/index';

const hrefFor = (path: string) => `${BASE_PATH}${path}`;

/** Logged in: the unread count is fetched only here, so an anonymous visitor never triggers a 401. */
function LoggedInHeader(props: Omit<HeaderProps, 'unreadCount'>) {
  const { data } = useUnreadCount();
  return <Header {...props} unreadCount={data ?? 0} />;
}

/** The shell header fed from the session (spec §2 Shell). */
export function ShellHeader({ variant, loginButton }: { variant: 'app' | 'register'; loginButton: boolean }) {
  const { session, permissions, role, switchRole, logout } = useSession();
  const navigate = useNavigate();
  const common = {
    variant,
    onNavigate: (path: string) => navigate(path),
    // The login page has its own 登录 button; a second one in the header would be ambiguous.
    onLogin: loginButton ? () => navigate('/login/login') : undefined,
    onLogout: () => void logout(),
    hrefFor,
  };
  if (!session) {
    return (
      <Header
        {...common}
        loggedIn={false}
        isCorpAuthenticated={false}
        // Help is public (spec §2), so it shows for everyone.
        permissions={{ accountCentre: false, messages: false, help: true }}
      />
    );
  }
  // Help (/help/index) is a public page (spec §2), so its link is always permitted.
  return (
    <LoggedInHeader
      {...common}
      loggedIn
      isCorpAuthenticated={session.userInfo.isCorpAuthenticated}
      permissions={{ accountCentre: permissions.has(ACCOUNT_CENTRE), messages: permissions.has(MESSAGES), help: true }}
      user={{ personName: session.userInfo.personName, positionLabel: role.label || session.userInfo.personPosition }}
      roles={role.canSwitch ? role.roles : []}
      currentRole={role.currentRole ?? undefined}
      onSwitchRole={(code) => void switchRole(code)}
      // Spec §9: choosing to fill in the survey clears the first-login flag.
      onSurvey={() => writeStorage('isFirstLogin', 'false')}
    />
  );
}
