import { describe, expect, it } from 'vitest';
import { STATISTICS_MESSAGES as T } from './statistics-messages';

describe('the export’s file name', () => {
  it('starts with the product table’s file label: none for the credit product, 支付通 for the voucher', () => {
    expect(T.fileName('CREDIT', '链属企业统计', '2025-06')).toBe('链属企业统计-2025-06.xlsx');
    expect(T.fileName('VOUCHER', '核心企业统计', '2025-06')).toBe('支付通-核心企业统计-2025-06.xlsx');
  });
});
