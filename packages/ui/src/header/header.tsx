import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { messages } from '../messages';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useFittingCount } from './fitting-count';
import { HeaderMore, MoreMark } from './header-more';
import { HEADER_PATHS } from './header-paths';
import { Bar, BarButton, Brand, CountBadge, Dot, HomeLink, MenuList, MoreButton, Nav, NavLink, Ruler, RulerEntry, Slogan, Tools } from './header.styles';
import { UserMenu } from './user-menu';

const t = messages.header;

export interface HeaderProps {
  /** 'register' shows only the brand and the link 已有账号，立即登录 (calls onLogin). */
  variant?: 'app' | 'register';
  /** Shows the user dropdown and 问卷调查; otherwise a 登录 button. */
  loggedIn: boolean;
  /** Adds 账户中心, 交易对手管理 and 更多产品 to the left menu (each still subject to `permissions`). */
  isCorpAuthenticated: boolean;
  /**
   * Which entries the user may open (a link that would answer 403 is not shown): 账户中心 (menu and user menu),
   * 消息中心 and 帮助中心; 交易对手管理 and 更多产品 show unless set to false. 公告 is always shown.
   */
  permissions: { accountCentre: boolean; messages: boolean; help: boolean; counterparty?: boolean; moreProducts?: boolean };
  /** Shown in the user dropdown trigger: the person name and the position (role) label. */
  user?: { personName: string; positionLabel: string };
  /** The message link shows a dot when above 0. */
  unreadCount?: number;
  /**
   * 待办: the caller's todo page and the number of its open todos (the todos endpoint's total). The link comes first
   * in the menu and shows the count as a badge (described as N 条待办, as the unread count is); none when omitted.
   */
  todo?: { path: string; count: number };
  /** Roles the user may switch between; the switch shows with more than one. */
  roles?: { code: string; label: string }[];
  /** Code of the active role (marked in the switch). */
  currentRole?: string;
  /** Called with the chosen role code. */
  onSwitchRole?: (code: string) => void;
  /** Called with an app path (HEADER_PATHS, `homePath`) on a plain click of a header link. */
  onNavigate: (path: string) => void;
  /** Called after the user confirms 您即将退出登录. */
  onLogout: () => void;
  /** The 问卷调查 button, shown when logged in. */
  onSurvey?: () => void;
  /** 登录 / 已有账号，立即登录 clicked. */
  onLogin?: () => void;
  /** href of a path for open-in-new-tab, e.g. `(p) => '/cv3' + p`; the path itself when omitted. */
  hrefFor?: (path: string) => string;
  /** The role's home page (the login page when logged out): the logo links there. No link when omitted. */
  homePath?: string;
}

interface MenuEntry {
  key: string;
  label: string;
  path: string;
}

function leftMenu({ isCorpAuthenticated, permissions: p, todo }: HeaderProps): MenuEntry[] {
  const entry = (key: keyof typeof HEADER_PATHS, label: string, shown = true) => (shown ? [{ key, label, path: HEADER_PATHS[key] }] : []);
  return [
    ...(todo ? [{ key: 'todo', label: t.todo, path: todo.path }] : []),
    ...entry('notice', t.notice),
    ...entry('accountCentre', t.accountCentre, isCorpAuthenticated && p.accountCentre),
    ...entry('counterparty', t.counterparty, isCorpAuthenticated && p.counterparty !== false),
    ...entry('moreProducts', t.moreProducts, isCorpAuthenticated && p.moreProducts !== false),
    ...entry('messages', t.messages, p.messages),
    ...entry('help', t.help, p.help),
  ];
}

/** The logo (alt: the platform name) and the slogan; the logo, or the slogan when there is none, links home. */
function BrandBlock({ homePath, hrefFor, onNavigate }: Pick<HeaderProps, 'homePath' | 'onNavigate'> & { hrefFor: (path: string) => string }) {
  const tokens = useThemeTokens();
  const logo = tokens.logoUrl ? <img src={tokens.logoUrl} alt={tokens.platformName} /> : null;
  const slogan = <Slogan title={tokens.slogan}>{tokens.slogan}</Slogan>;
  const home = (content: ReactNode) =>
    homePath === undefined ? (
      content
    ) : (
      <HomeLink path={homePath} href={hrefFor(homePath)} onNavigate={onNavigate}>
        {content}
      </HomeLink>
    );
  return (
    <Brand>
      {logo ? home(logo) : null}
      {logo ? slogan : home(slogan)}
    </Brand>
  );
}

/**
 * The top bar: logo and slogan from the theme, the left menu, the survey button and the user dropdown. It stays one
 * line at every width: the menu entries that do not fit go into 更多 (measured, see fitting-count.ts).
 */
export function Header(props: HeaderProps) {
  const { variant = 'app', loggedIn, user, unreadCount = 0, todo, onNavigate, onLogout, onSurvey, onLogin } = props;
  const unreadId = useId();
  const todoId = useId();
  const todoCount = todo?.count ?? 0;
  const nav = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const hrefFor = props.hrefFor ?? ((path: string) => path);
  const entries = variant === 'app' ? leftMenu(props) : [];
  const shown = useFittingCount(nav, ruler, entries.length);
  const brand = <BrandBlock homePath={props.homePath} hrefFor={hrefFor} onNavigate={onNavigate} />;

  if (variant === 'register') {
    return (
      <Bar>
        {brand}
        <Tools>
          <NavLink path={HEADER_PATHS.login} href={hrefFor(HEADER_PATHS.login)} onNavigate={() => onLogin?.()}>
            {t.registerLogin}
          </NavLink>
        </Tools>
      </Bar>
    );
  }

  const dotted = (entry: MenuEntry) => entry.key === 'messages' && unreadCount > 0;
  const counted = (entry: MenuEntry) => entry.key === 'todo' && todoCount > 0;
  const describedBy = (entry: MenuEntry) => (dotted(entry) ? unreadId : counted(entry) ? todoId : undefined);
  const item = (entry: MenuEntry) => (
    <li key={entry.key}>
      <NavLink path={entry.path} href={hrefFor(entry.path)} onNavigate={onNavigate} describedBy={describedBy(entry)}>
        {entry.label}
        {dotted(entry) ? <Dot aria-hidden="true" data-testid="unread-dot" /> : null}
        {counted(entry) ? (
          <CountBadge aria-hidden="true" data-testid="todo-count">
            {todoCount > 99 ? '99+' : todoCount}
          </CountBadge>
        ) : null}
      </NavLink>
    </li>
  );
  const overflow = entries.slice(shown);
  const overflowDot = overflow.some(dotted);

  return (
    <Bar>
      {brand}
      <Nav ref={nav} aria-label={t.mainMenu}>
        <MenuList>
          {entries.slice(0, shown).map(item)}
          {overflow.length > 0 ? (
            <li>
              <HeaderMore
                badge={overflowDot ? <Dot aria-hidden="true" data-testid="unread-dot-more" /> : null}
                describedBy={overflowDot ? unreadId : undefined}
              >
                {overflow.map(item)}
              </HeaderMore>
            </li>
          ) : null}
        </MenuList>
        {/* Outside the links, so a link's name stays 消息中心 and the count is its description. */}
        {unreadCount > 0 && entries.some(dotted) ? <VisuallyHidden id={unreadId}>{t.unread(unreadCount)}</VisuallyHidden> : null}
        {entries.some(counted) ? <VisuallyHidden id={todoId}>{t.todoCount(todoCount)}</VisuallyHidden> : null}
        <Ruler ref={ruler} aria-hidden="true">
          {entries.map((entry) => (
            <RulerEntry key={entry.key}>
              {entry.label}
              {counted(entry) ? <CountBadge>{todoCount > 99 ? '99+' : todoCount}</CountBadge> : null}
            </RulerEntry>
          ))}
          <MoreButton as="span">
            <MoreMark />
          </MoreButton>
        </Ruler>
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
