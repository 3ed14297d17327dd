// Config values end up in CSS and in href/src attributes, so they are checked rather than trusted (design.md §5.8).

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A CSS colour made only of a hex, rgb()/hsl() or a named colour; anything else (`;`, `url(`, `}`) is refused. */
export function isSafeColor(value: string): boolean {
  const v = value.trim();
  return HEX.test(v) || FUNC.test(v) || NAMED.test(v);
}

/** An https URL, or a same-origin absolute path (not protocol-relative). */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  // Control characters and backslashes are how `/\evil` and `java\tscript:` tricks slip past URL parsers.
  if ([...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return false;
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}
