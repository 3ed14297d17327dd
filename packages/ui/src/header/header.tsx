import { useId } from 'react';
import { Button } from '../button/button';
import { messages } from '../messages';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { HeaderLink } from './header-link';
import { HEADER_PATHS } from './header-paths';
import { Bar, BarButton, Brand, Dot, Nav, Slogan, Tools, VisuallyHidden } from './header.styles';
import { UserMenu } from './user-menu';

const t = messages.header;

export interface HeaderProps {
  /** 'register' shows only the brand and the link 已有账号，立即登录 (calls onLogin). */
  variant?: 'app' | 'register';
  /** Shows the user dropdown and 问卷调查; otherwise a 登录 button. */
  loggedIn: boolean;
  /** Adds 账户中心, 交易对手管理 and 更多产品 to the left menu. */
  isCorpAuthenticated: boolean;
  /** Which optional entries the user may see: account centre (user menu), 消息中心 and 帮助中心. */
  permissions: { accountCentre: boolean; messages: boolean; help: boolean };
  /** Shown in the user dropdown trigger: the person name and the position (role) label. */
  user?: { personName: string; positionLabel: string };
  /** The message link shows a dot when above 0. */
  unreadCount?: number;
  /** Roles the user may switch between; the switch shows with more than one. */
  roles?: { code: string; label: string }[];
  /** Code of the active role (marked in the switch). */
  currentRole?: string;
  /** Called with the chosen role code. */
  onSwitchRole?: (code: string) => void;
  /** Called with an app path (HEADER_PATHS) on a plain click of a menu link. */
  onNavigate: (path: string) => void;
  /** Called after the user confirms 您即将退出登录. */
  onLogout: () => void;
  /** The 问卷调查 button, shown when logged in. */
  onSurvey?: () => void;
  /** 登录 / 已有账号，立即登录 clicked. */
  onLogin?: () => void;
  /** href of a path for open-in-new-tab, e.g. `(p) => '/cv3' + p`; the path itself when omitted. */
  hrefFor?: (path: string) => string;
}

interface MenuEntry {
  key: string;
  label: string;
  path: string;
}

function leftMenu(p: HeaderProps): MenuEntry[] {
  const entries: MenuEntry[] = [{ key: 'notice', label: t.notice, path: HEADER_PATHS.notice }];
  if (p.isCorpAuthenticated) {
    entries.push(
      { key: 'accountCentre', label: t.accountCentre, path: HEADER_PATHS.accountCentre },
      { key: 'counterparty', label: t.counterparty, path: HEADER_PATHS.counterparty },
      { key: 'moreProducts', label: t.moreProducts, path: HEADER_PATHS.moreProducts },
    );
  }
  if (p.permissions.messages) entries.push({ key: 'messages', label: t.messages, path: HEADER_PATHS.messages });
  if (p.permissions.help) entries.push({ key: 'help', label: t.help, path: HEADER_PATHS.help });
  return entries;
}

/** The top bar: logo and slogan from the theme, the left menu, the survey button and the user dropdown. */
export function Header(props: HeaderProps) {
  const { variant = 'app', loggedIn, user, unreadCount = 0, onNavigate, onLogout, onSurvey, onLogin } = props;
  const tokens = useThemeTokens();
  const unreadId = useId();
  const hrefFor = props.hrefFor ?? ((path: string) => path);

  const brand = (
    <Brand>
      {tokens.logoUrl ? <img src={tokens.logoUrl} alt={t.logoAlt} /> : null}
      <Slogan>{tokens.slogan}</Slogan>
    </Brand>
  );

  if (variant === 'register') {
    return (
      <Bar>
        {brand}
        <Tools>
          <HeaderLink path={HEADER_PATHS.login} href={hrefFor(HEADER_PATHS.login)} onNavigate={() => onLogin?.()}>
            {t.registerLogin}
          </HeaderLink>
        </Tools>
      </Bar>
    );
  }

  return (
    <Bar>
      {brand}
      <Nav aria-label={t.mainMenu}>
        <ul>
          {leftMenu(props).map((entry) => {
            const dot = entry.key === 'messages' && unreadCount > 0;
            return (
              <li key={entry.key}>
                <HeaderLink path={entry.path} href={hrefFor(entry.path)} onNavigate={onNavigate} describedBy={dot ? unreadId : undefined}>
                  {entry.label}
                  {dot ? <Dot aria-hidden="true" data-testid="unread-dot" /> : null}
                </HeaderLink>
                {/* Outside the link, so the link's name stays 消息中心 and the count is its description. */}
                {dot ? <VisuallyHidden id={unreadId}>{t.unread(unreadCount)}</VisuallyHidden> : null}
              </li>
            );
          })}
        </ul>
      </Nav>
      <Tools>
        {loggedIn && onSurvey ? (
          <BarButton variant="link" onClick={onSurvey}>
            {t.survey}
          </BarButton>
        ) : null}
        {loggedIn && user ? (
          <UserMenu
            user={user}
            accountCentre={props.permissions.accountCentre}
            roles={props.roles}
            currentRole={props.currentRole}
            onSwitchRole={props.onSwitchRole}
            onNavigate={onNavigate}
            onLogout={onLogout}
          />
        ) : null}
        {!loggedIn && onLogin ? (
          <Button variant="primary" onClick={onLogin}>
            {t.login}
          </Button>
        ) : null}
      </Tools>
    </Bar>
  );
}
