import { describe, expect, it } from 'vitest';
import { amountUnitHint } from './unit-hint';
import { groupThousands } from './thousands';
import { isMoneyInRange, MONEY_MAX_DECIMAL, MONEY_MAX_FEN } from './limits';
import { fenToDecimal, parseFen } from './fen';

describe('amount hints and limits', () => {
  it.each([
    ['9999.99', ''],
    ['10000.00', '万'],
    ['123456.00', '十万'],
    ['100000000.00', '亿'],
    ['1000000000000.00', '万亿'],
    ['99999999999999.98', '十万亿'],
  ])('%s → %s', (amount, hint) => {
    expect(amountUnitHint(parseFen(amount))).toBe(hint);
  });

  it('groups digits by thousands', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });

  it('has the spec maximum exactly', () => {
    expect(fenToDecimal(MONEY_MAX_FEN)).toBe(MONEY_MAX_DECIMAL);
    expect(isMoneyInRange(MONEY_MAX_FEN)).toBe(true);
    expect(isMoneyInRange(MONEY_MAX_FEN + 1n)).toBe(false);
    expect(isMoneyInRange(-1n)).toBe(false);
  });
});
