/** Where notice links may go (security.md §1.5). */
export interface LinkPolicy {
  /** The page's origin, e.g. `location.origin`; same-origin links must stay under `basePath`. */
  origin: string;
  /** External https hosts allowed, exact names (no wildcards). */
  allowedHosts: readonly string[];
  /** The app's base path; '/cv3/' by default. */
  basePath?: string;
}

// Login and register pages are never link targets: a link there is a login loop or a phishing lure.
const LOOP_PATHS = /\/(?:login|register)(?:\/|$)/i;

function hasUnsafeCharacters(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    // Control characters, whitespace and backslashes: browsers strip or reinterpret them, so checks would see
    // another URL than the one opened.
    if (code <= 0x20 || code === 0x7f || ch === '\\' || /\s/u.test(ch)) return true;
  }
  return false;
}

/**
 * The URL if it is allowed, else null: an https URL on an allow-listed host (no credentials, default port), or a
 * same-origin URL under the base path. The value is used as is (no decoding here).
 */
export function allowedUrl(value: string, policy: LinkPolicy): URL | null {
  const raw = value.trim();
  if (raw === '' || raw.length > 2048 || hasUnsafeCharacters(raw)) return null;
  let url: URL;
  let origin: URL;
  try {
    origin = new URL(policy.origin);
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const basePath = policy.basePath ?? '/cv3/';
  if (url.origin === origin.origin) {
    // Relative input must be a plain absolute path: `//host` and scheme-relative tricks resolve elsewhere.
    if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return null;
    if (raw.startsWith('//')) return null;
    if (!url.pathname.startsWith(basePath) || LOOP_PATHS.test(url.pathname.slice(basePath.length - 1))) return null;
    return url;
  }
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const hosts = policy.allowedHosts.map((h) => h.trim().toLowerCase());
  return hosts.includes(url.hostname) ? url : null;
}

/**
 * A notice's button link (URL-encoded, spec §3): decoded exactly once, then checked by `allowedUrl`. Malformed
 * encodings and anything still percent-encoded into a scheme are refused.
 */
export function checkNoticeLink(link: string, policy: LinkPolicy): URL | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    return null;
  }
  return allowedUrl(decoded, policy);
}

/** True for an allowed URL on another host (an allow-listed https site): leaving the platform needs a confirm. */
export function isExternalUrl(url: URL, policy: LinkPolicy): boolean {
  return url.origin !== new URL(policy.origin).origin;
}

/** Opens an already checked URL in a new window without giving it `window.opener` (security.md §1.5 step 5). */
export function openInNewWindow(url: URL): void {
  window.open(url.href, '_blank', 'noopener,noreferrer');
}

/**
 * Opens an allowed notice link in a new window without giving it `window.opener`. Returns whether it opened. It
 * does not ask: NoticePopup shows the "leaving the platform" confirm before an external host (§1.5 step 6).
 */
export function openNoticeLink(link: string, policy: LinkPolicy): boolean {
  const url = checkNoticeLink(link, policy);
  if (!url) return false;
  openInNewWindow(url);
  return true;
}
