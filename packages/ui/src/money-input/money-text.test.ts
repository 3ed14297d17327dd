import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterSignificant, formatMoneyText, padDecimals, sanitizeMoneyText, significantBefore, toDecimal } from './money-text';

describe('money text helpers', () => {
  it.each([
    ['¥ 1,234.567元', '1234.56'],
    ['１２３．４５', '123.45'],
    ['-12', '12'],
    ['007', '7'],
    ['.', '0.'],
    ['1.2.3', '1.23'],
    ['abc', ''],
  ])('sanitize %s → %s', (raw, clean) => {
    expect(sanitizeMoneyText(raw)).toBe(clean);
  });

  it('honours precision 0 and 1', () => {
    expect(sanitizeMoneyText('12.345', 0)).toBe('12');
    expect(sanitizeMoneyText('12.345', 1)).toBe('12.3');
  });

  it('formats, pads and trims', () => {
    expect(formatMoneyText('1234567.8')).toBe('1,234,567.8');
    expect(formatMoneyText('1234.')).toBe('1,234.');
    expect(toDecimal('1234.')).toBe('1234');
    expect(padDecimals('12.5')).toBe('12.50');
    expect(padDecimals('')).toBe('');
  });

  it('sanitize is idempotent and survives formatting', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const clean = sanitizeMoneyText(raw);
        expect(sanitizeMoneyText(clean)).toBe(clean);
        expect(sanitizeMoneyText(formatMoneyText(clean))).toBe(clean);
      }),
    );
  });

  it('maps a caret across grouping by the digits before it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,14}(\.\d{0,2})?$/), fc.nat(), (clean, at) => {
        const caret = at % (clean.length + 1);
        const formatted = formatMoneyText(clean);
        const mapped = caretAfterSignificant(formatted, caret);
        expect(significantBefore(formatted, mapped)).toBe(caret);
      }),
    );
  });
});
