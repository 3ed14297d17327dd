/** Guarantee pages never show the QR codes (spec §2 Shell): any path with a `guarantee` segment. */
export function isGuaranteePage(pathname: string): boolean {
  return pathname
    .toLowerCase()
    .split('/')
    .some((segment) => segment.startsWith('guarantee'));
}

/**
 * Whether the footer shows its QR codes: only on the listed production or test hosts (exact host name, case and port
 * ignored), and never on guarantee pages. The page rule can be replaced by the host.
 */
export function footerQrVisible(
  host: string,
  pathname: string,
  qrHosts: readonly string[],
  isExcludedPage: (pathname: string) => boolean = isGuaranteePage,
): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (!name || !qrHosts.some((h) => h.trim().toLowerCase().replace(/:\d+$/, '') === name)) return false;
  return !isExcludedPage(pathname);
}
