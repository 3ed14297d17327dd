/**
 * Hosts the platform config's `loginUrl` may send the browser to (spec §2 "visiting the login page redirects
 * to the configured login URL if it differs"). An allow-list, never the config value alone: a tampered or
 * mistaken config must not turn the login page into an open redirect (security.md §1.5, ASVS 3.7.2).
 */
export const LOGIN_URL_HOSTS: readonly string[] = ['login.ccbscf.com', 'sso.ccbscf.com', 'www.ccbscf.com'];

const OWN_LOGIN_PATHS = new Set(['/login/login', '/cv3/login/login']);

/**
 * The external login address to redirect to, or null to stay on our own login page: when the configured URL
 * is ours, empty, malformed, not https, carries credentials, or its host is not allow-listed.
 */
export function externalLoginUrl(loginUrl: string | null | undefined, origin: string, allowedHosts: readonly string[] = LOGIN_URL_HOSTS): string | null {
  const raw = loginUrl?.trim();
  if (!raw || OWN_LOGIN_PATHS.has(raw)) return null;
  // Control characters and backslashes are how browsers and parsers are made to disagree about the host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return null;
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return null;
  return url.href;
}
