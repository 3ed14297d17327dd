/**
 * The URL if a file may be loaded from it, else ''. Preview and download URLs come from the server or OSS; a
 * `javascript:` or `data:text/html` value there must not become an `href` or `src` (security.md §1.6, V12.5.2).
 */
export function safeFileUrl(value: string | undefined | null, base = typeof location === 'undefined' ? 'http://localhost/' : location.href): string {
  const raw = (value ?? '').trim();
  if (raw === '') return '';
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'blob:' ? raw : '';
  } catch {
    return '';
  }
}
