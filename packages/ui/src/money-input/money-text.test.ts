import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterSignificant,
  formatMoneyText,
  hasExtraDecimals,
  isNegativeText,
  padDecimals,
  sanitizeMoneyText,
  significantBefore,
  toDecimal,
} from './money-text';

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

  it.each([
    ['-100', true],
    ['－１００', true],
    ['¥ −5', true],
    ['a1b-2', false],
    ['100-', false],
    ['100', false],
  ])('a minus sign before the digits of %s: %s', (raw, negative) => {
    expect(isNegativeText(raw)).toBe(negative);
  });

  it('finds more decimals than the precision allows', () => {
    expect(hasExtraDecimals('1.234', 2)).toBe(true);
    expect(hasExtraDecimals('1,234.56元', 2)).toBe(false);
    expect(hasExtraDecimals('1.2.3', 2)).toBe(false);
    expect(hasExtraDecimals('12.', 0)).toBe(true);
    expect(hasExtraDecimals('12', 0)).toBe(false);
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
