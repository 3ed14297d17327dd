/** The value of cookie `name` in a `document.cookie` string, URI-decoded; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `document.cookie` in a browser, '' elsewhere (Node tests, server-side rendering). */
export function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
