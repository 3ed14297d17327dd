import { describe, expect, it } from 'vitest';
import type { MovementRow } from '../src/modules/statistics/statistics.repo';
import { financingOf } from '../src/modules/statistics/statistics.view';

const row = (fen: bigint, days: number, rate: string | null): MovementRow => ({
  kind: 'FINANCE',
  direction: 'OUT',
  month: '2025-04',
  corp_id: 'F1',
  corp_name: '中国建设银行股份有限公司徐州分行',
  fen: String(fen),
  n: 1,
  fen_days: String(fen * BigInt(days)),
  // As the query sums them: amount × rate × 100, and the amount behind a recorded rate.
  fen_rate: rate === null ? '0' : String(fen * BigInt(Math.round(Number(rate) * 100))),
  rated_fen: rate === null ? 0 : String(fen),
});

describe('financingOf: the period’s financings', () => {
  it('weights the rate by amount and rounds half up to two decimals: 100,000.00 at 3.45% and 300,000.00 at 3.60% are 3.56%', () => {
    // (3.45 × 100,000 + 3.60 × 300,000) / 400,000 = 3.5625.
    expect(financingOf([row(10_000_000n, 90, '3.45'), row(30_000_000n, 140, '3.60')])).toEqual({
      count: 2,
      amount: '400000.00',
      averageTermDays: 127.5,
      averageRate: '3.56',
    });
  });

  it('averages over the financings that record a rate only, and says null when none does', () => {
    expect(financingOf([row(10_000_000n, 90, null), row(30_000_000n, 140, '3.60')]).averageRate).toBe('3.60');
    expect(financingOf([row(10_000_000n, 90, null)]).averageRate).toBeNull();
    expect(financingOf([])).toEqual({ count: 0, amount: '0.00', averageTermDays: null, averageRate: null });
  });
});
