/**
 * The validated return address of `/uaa/login/success` (security.md §1.5): same origin, under /cv3/, not the
 * login or register pages, no `//`, backslashes or control characters, at most 2,048 characters.
 */
const FALLBACK = '/cv3/';
const ORIGIN = 'http://portal.invalid';

export function safeReturnUrl(raw: string | undefined): string {
  if (!raw || raw.length > 2048) return FALLBACK;
  let decoded: string;
  try {
    // The query parser decoded it once; decoding again only to look for encoded controls and backslashes.
    decoded = decodeURIComponent(raw);
  } catch {
    return FALLBACK;
  }
  // eslint-disable-next-line no-control-regex
  const bad = /[\u0000-\u001f\u007f\\]/;
  if (bad.test(raw) || bad.test(decoded) || raw.startsWith('//') || !raw.startsWith('/cv3/')) return FALLBACK;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== ORIGIN || !url.pathname.startsWith('/cv3/') || url.pathname.includes('//')) return FALLBACK;
  if (/^\/cv3\/(login|register)(\/|$)/.test(url.pathname)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
