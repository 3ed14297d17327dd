import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToDecimal, formatFen, parseFen } from './fen';

describe('bigint fen', () => {
  it('round-trips the spec maximum exactly', () => {
    expect(parseFen('99999999999999.98')).toBe(9999999999999998n);
    expect(fenToDecimal(9999999999999998n)).toBe('99999999999999.98');
  });

  it('formats with thousands separators', () => {
    expect(formatFen(100000000n)).toBe('1,000,000.00');
    expect(formatFen(5n)).toBe('0.05');
    expect(formatFen(-123456n)).toBe('-1,234.56');
  });

  it('rejects what is not a two-decimal amount', () => {
    for (const bad of ['', '1.234', '1e5', 'abc', '1,000.00', '.5']) expect(() => parseFen(bad)).toThrow(RangeError);
  });

  it('parse(format(x)) = x for any fen', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (fen) => parseFen(fenToDecimal(fen)) === fen));
  });
});
