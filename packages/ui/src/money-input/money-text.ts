import { groupThousands } from '@scf/api/money';

/** Full-width digits and dot (what Chinese IMEs and pasted documents often give) to ASCII. */
function toHalfWidth(text: string): string {
  return text.replace(/[０-９．。]/g, (c) => (c === '．' || c === '。' ? '.' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

/** A minus sign (ASCII, full-width or typographic) before the first digit: a negative amount, which is refused, not stripped. */
export function isNegativeText(raw: string): boolean {
  return /^[^\d.]*[-−－﹣]/.test(toHalfWidth(raw).replace(/[^\d.\-−－﹣]/g, ''));
}

/** More decimals than `precision` allows (for precision 0, any decimal point): refused with a message, not cut. */
export function hasExtraDecimals(raw: string, precision: number): boolean {
  const text = toHalfWidth(raw).replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot === -1) return false;
  return precision === 0 || text.slice(dot + 1).replace(/\./g, '').length > precision;
}

/** Enough decimals to keep whatever was typed on screen while it is refused. */
export const ALL_DECIMALS = 20;

/**
 * Clean typed or pasted text into the digits of an amount: strips every non-numeric character (¥, 元,
 * separators, spaces, letters, minus), keeps the first dot, cuts decimals at `precision` and drops leading zeros.
 * `"¥ 1,234.567元"` → `"1234.56"`; `"."` → `"0."`; `"007"` → `"7"`.
 */
export function sanitizeMoneyText(raw: string, precision = 2): string {
  const text = toHalfWidth(raw).replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  let int = dot === -1 ? text : text.slice(0, dot);
  const frac = dot === -1 ? '' : text.slice(dot + 1).replace(/\./g, '');
  int = int.replace(/^0+(?=\d)/, '');
  if (dot === -1 || precision === 0) return int;
  return `${int || '0'}.${frac.slice(0, precision)}`;
}

/** Display form of clean text: thousands separators on the integer part, decimals as typed (`"1234."` → `"1,234."`). */
export function formatMoneyText(clean: string): string {
  const dot = clean.indexOf('.');
  if (dot === -1) return groupThousands(clean);
  return `${groupThousands(clean.slice(0, dot))}${clean.slice(dot)}`;
}

/** The wire decimal for clean text: no trailing dot; empty stays empty (`"1234."` → `"1234"`). */
export function toDecimal(clean: string): string {
  return clean.endsWith('.') ? clean.slice(0, -1) : clean;
}

/** Padded to exactly `precision` decimals, as shown after blur (`"1234.5"` → `"1234.50"`). */
export function padDecimals(clean: string, precision = 2): string {
  const value = toDecimal(clean);
  if (!value || precision === 0) return value;
  const [int = '0', frac = ''] = value.split('.');
  return `${int}.${frac.padEnd(precision, '0')}`;
}

/** How many digits and dots precede `caret` in `text`: the caret's position independent of separators. */
export function significantBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d.]/g, '').length;
}

/** The caret index in `formatted` that has `count` digits and dots before it. */
export function caretAfterSignificant(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/[\d.]/.test(formatted[i]!)) seen++;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}
