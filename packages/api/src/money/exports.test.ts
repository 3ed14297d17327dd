import { describe, expect, it } from 'vitest';
import * as money from './index';

// @scf/api/money is imported by the server and the UI: its surface changes only on purpose (design.md §5.7).
describe('@scf/api/money public exports', () => {
  it('are explicit', () => {
    expect(Object.keys(money).sort()).toEqual([
      'CAPITAL_LIMIT_FEN',
      'DAYS_PER_YEAR',
      'FEN_PER_YUAN',
      'MONEY_MAX_DECIMAL',
      'MONEY_MAX_FEN',
      'MONEY_MIN_FEN',
      'allocate',
      'allocationOrder',
      'amountUnitHint',
      'calendarDaysBetween',
      'divRoundHalfUp',
      'fenToChineseCapital',
      'fenToDecimal',
      'financeFigures',
      'formatFen',
      'groupThousands',
      'interestFen',
      'isMoneyInRange',
      'parseFen',
      'parseRate',
      'quoteForTerm',
      'toChineseCapital',
    ]);
  });
});
