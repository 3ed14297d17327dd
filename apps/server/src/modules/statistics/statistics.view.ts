import type { CounterpartyFigure, FinancingFigure, TierFigure } from '@scf/api/contract';
import { divRoundHalfUp, fenToDecimal } from '@scf/api/money';
import type { MovementRow, TierRow } from './statistics.repo';

/** A summed row's figures as bigint fen and a count (int8 comes back as bigint from PGlite, as a string from `pg`). */
export const fenOf = (r: { fen: unknown }): bigint => BigInt(String(r.fen ?? 0));
export const countOf = (r: { n: unknown }): number => Number(String(r.n ?? 0));

/** Σ of some movement rows. */
export function sumOf(rows: readonly MovementRow[]): { fen: bigint; count: number; fenDays: bigint } {
  return rows.reduce((s, r) => ({ fen: s.fen + fenOf(r), count: s.count + countOf(r), fenDays: s.fenDays + BigInt(r.fen_days) }), {
    fen: 0n,
    count: 0,
    fenDays: 0n,
  });
}

/** Per month of the series, the Σ of the rows of that month, as decimal strings. */
export function monthly(months: readonly string[], rows: readonly MovementRow[]): string[] {
  return months.map((m) => fenToDecimal(sumOf(rows.filter((r) => r.month === m)).fen));
}

/** The five counterparties with the most movement, largest first (ties by name, so the order is stable). */
export function topCounterparties(rows: readonly MovementRow[]): CounterpartyFigure[] {
  const byCorp = new Map<string, { corpName: string; fen: bigint; count: number }>();
  for (const r of rows) {
    const cur = byCorp.get(r.corp_id) ?? { corpName: r.corp_name, fen: 0n, count: 0 };
    byCorp.set(r.corp_id, { ...cur, fen: cur.fen + fenOf(r), count: cur.count + countOf(r) });
  }
  return [...byCorp.entries()]
    .sort(([, a], [, b]) => (a.fen === b.fen ? a.corpName.localeCompare(b.corpName, 'zh-CN') : a.fen > b.fen ? -1 : 1))
    .slice(0, 5)
    .map(([corpId, f]) => ({ corp: { corpId, corpName: f.corpName }, amount: fenToDecimal(f.fen), count: f.count }));
}

/**
 * The period's financings: count, Σ and the amount-weighted term in days (one decimal), and the amount-weighted annual
 * rate of those whose funded application records one (two decimals); null when none does, rather than a guess.
 */
export function financingOf(rows: readonly MovementRow[]): FinancingFigure {
  const s = sumOf(rows);
  const ratedFen = rows.reduce((t, r) => t + BigInt(String(r.rated_fen ?? 0)), 0n);
  const fenRate = rows.reduce((t, r) => t + BigInt(r.fen_rate ?? '0'), 0n);
  const rate = ratedFen > 0n ? divRoundHalfUp(fenRate, ratedFen) : null;
  return {
    count: s.count,
    amount: fenToDecimal(s.fen),
    averageTermDays: s.fen > 0n ? Number(divRoundHalfUp(s.fenDays * 10n, s.fen)) / 10 : null,
    // Hundredths of a percent: written with two decimals as fen are as yuan.
    averageRate: rate === null ? null : fenToDecimal(rate),
  };
}

export const tierView = (r: TierRow): TierFigure => ({
  tier: Number(String(r.tier)),
  holders: countOf({ n: r.holders }),
  count: countOf(r),
  amount: fenToDecimal(fenOf(r)),
});
