import { describe, expect, it } from 'vitest';
import { AUTO_COLUMN_MIN_WIDTH, tableMinWidth } from './table-min-width';

describe('tableMinWidth', () => {
  it('adds the fixed widths and a minimum for each column without a number width', () => {
    expect(tableMinWidth([{ width: 172 }, {}, { width: 170 }, { width: '20%' }], false)).toBe(172 + 170 + 2 * AUTO_COLUMN_MIN_WIDTH);
  });
  it('counts the selection column', () => {
    expect(tableMinWidth([{ width: 100 }], true)).toBe(144);
  });
  it('is zero for no columns', () => {
    expect(tableMinWidth([], false)).toBe(0);
  });
});
