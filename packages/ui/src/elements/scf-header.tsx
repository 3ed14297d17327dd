import { Header } from '../header/header';
import type { HeaderProps } from '../header/header';
import { COMMON_ATTRIBUTES, emit, flag, ScfElement } from './scf-element';

/** The `permissions` tokens and the Header permission each turns on. */
const PERMISSION_TOKENS = {
  'account-centre': 'accountCentre',
  messages: 'messages',
  help: 'help',
  counterparty: 'counterparty',
  'more-products': 'moreProducts',
} as const;

/**
 * `<scf-header>`: the top bar. Attributes `logged-in`, `corp-authenticated`, `user-name`, `user-position`,
 * `unread-count`, `home-path`, `href-base` (prefix of the links' hrefs), `permissions` (space-separated:
 * account-centre messages help counterparty more-products; what is not listed is not shown). Events: `navigate`
 * (`detail.path`, `detail.href`; cancelable — not cancelled, the page goes to the href), `logout` (after 您即将退出登录
 * is confirmed), `survey`, `login`.
 */
export class ScfHeaderElement extends ScfElement {
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'logged-in', 'corp-authenticated', 'user-name', 'user-position', 'unread-count', 'home-path', 'href-base', 'permissions'];
  }

  protected content() {
    const granted = new Set((this.getAttribute('permissions') ?? '').split(/\s+/).filter(Boolean));
    const permissions = { accountCentre: false, messages: false, help: false, counterparty: false, moreProducts: false };
    for (const [token, key] of Object.entries(PERMISSION_TOKENS)) permissions[key] = granted.has(token);
    const base = this.getAttribute('href-base') ?? '';
    const hrefFor = (path: string) => `${base}${path}`;
    const name = this.getAttribute('user-name');
    const unread = Number(this.getAttribute('unread-count') ?? 0);
    const props: HeaderProps = {
      loggedIn: flag(this, 'logged-in'),
      isCorpAuthenticated: flag(this, 'corp-authenticated'),
      permissions,
      user: name ? { personName: name, positionLabel: this.getAttribute('user-position') ?? '' } : undefined,
      unreadCount: Number.isFinite(unread) && unread > 0 ? unread : 0,
      homePath: this.getAttribute('home-path') ?? undefined,
      hrefFor,
      onNavigate: (path) => {
        const href = hrefFor(path);
        if (emit(this, 'navigate', { path, href }, true)) this.ownerDocument.defaultView?.location.assign(href);
      },
      onLogout: () => emit(this, 'logout'),
      onSurvey: () => emit(this, 'survey'),
      onLogin: () => emit(this, 'login'),
    };
    return <Header {...props} />;
  }
}
