import { BASE_PATH } from './routes';

/** security.md §1.5: longer return addresses are refused outright. */
export const RETURN_ADDRESS_MAX_LENGTH = 2048;

/** Where to land when the current location is not an acceptable return address. */
export const DEFAULT_RETURN_ADDRESS = `${BASE_PATH}/`;

// Public pages of spec §2 that must never be a return address (they would loop back to login). Prefix match, so
// `/register/register-success`, trailing slashes and `;params` are covered too.
const LOOP_PREFIXES = ['/login', '/register/register', '/register/reset-password'];

// Control characters (C0, DEL, C1) and backslashes, which browsers treat as `/` in special URLs.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHAR = /[\u0000-\u001f\u007f-\u009f\\]/;

function isLoop(pathname: string): boolean {
  const rest = pathname.slice(BASE_PATH.length).toLowerCase();
  return LOOP_PREFIXES.some((p) => rest.startsWith(p));
}

/**
 * A validated return address (`pathname + search + hash`) for the login redirect, or null when `raw` is not one.
 * Accepts only same-origin app routes under `/cv3/` (security.md §1.5): no scheme, no `//` or `/\` authority
 * tricks, no control characters, no login or register pages, at most 2,048 characters. Encoded variants are
 * judged after decoding the path once.
 */
export function safeReturnAddress(raw: string, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_ADDRESS_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || FORBIDDEN_CHAR.test(raw)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // Judge the decoded path too, so `%2F%2F`, `%5C` or `%6Cogin` cannot smuggle what the raw check refuses.
  for (const path of [url.pathname, decodedPath]) {
    if (!path.startsWith(`${BASE_PATH}/`)) return null;
    if (path.includes('//') || FORBIDDEN_CHAR.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return null;
    if (isLoop(path)) return null;
  }
  const out = `${url.pathname}${url.search}${url.hash}`;
  return out.length > RETURN_ADDRESS_MAX_LENGTH ? null : out;
}

/** The query parameter that carries the return address to the login page and to `/uaa/login/success` (spec §2, §7). */
export const RETURN_PARAM = 'returnUrl';
