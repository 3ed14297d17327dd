import { pledgeValueFen } from './asset-pool';

/** Something with a due date that adds cash to the pond (an asset) or takes it (a drawdown). */
export interface Dated {
  amountFen: bigint;
  dueDate: string;
}

export interface PoolTermInput {
  /** Bucket 0 starts here (the business date). */
  today: string;
  marginFen: bigint;
  pledgeRate: string;
  /** IN_POOL assets: amount and due date (valued at round2(amount × pledgeRate)). */
  assets: readonly Dated[];
  /** Open drawdowns: outstanding principal and due date. */
  drawdowns: readonly Dated[];
}

/** One term bucket: from `start` to the next bucket's start, the cash the pond has for repayments. */
export interface TermBucket {
  start: string;
  cashFen: bigint;
}

/**
 * The TERM-mode buckets of domain-lines.md §18.7: bucket 0 starts today, the others at each later due date of assets and
 * drawdowns; cash_k = margin + Σ value of assets due ≤ start_k − Σ drawdowns due ≤ start_k.
 */
export function poolTermBuckets(input: PoolTermInput): TermBucket[] {
  const assets = input.assets.map((a) => ({ dueDate: a.dueDate, valueFen: pledgeValueFen(a.amountFen, input.pledgeRate) }));
  const starts = [...new Set([input.today, ...[...input.assets, ...input.drawdowns].map((x) => x.dueDate).filter((d) => d > input.today)])].sort();
  return starts.map((start) => {
    let cash = input.marginFen;
    for (const a of assets) if (a.dueDate <= start) cash += a.valueFen;
    for (const d of input.drawdowns) if (d.dueDate <= start) cash -= d.amountFen;
    return { start, cashFen: cash };
  });
}

/**
 * What a new drawdown due on `dueDate` may take in TERM mode: min over k ≥ j of cash_k, where bucket j holds the due
 * date (the last bucket starting on or before it); never below 0. Example: assets 1 000 000.00 due 07-15 and 09-15, a
 * drawdown of 800 000.00 due 08-15 → due before 09-15: 200 000.00; on or after it: 1 200 000.00.
 */
export function termDrawdownLimitFen(buckets: readonly TermBucket[], dueDate: string): bigint {
  const first = buckets[0];
  if (!first || dueDate < first.start) throw new RangeError(`a drawdown falls due on or after the first bucket: ${dueDate}`);
  let j = 0;
  while (j + 1 < buckets.length && buckets[j + 1]!.start <= dueDate) j += 1;
  let limit: bigint | null = null;
  for (const b of buckets.slice(j)) if (limit === null || b.cashFen < limit) limit = b.cashFen;
  return limit !== null && limit > 0n ? limit : 0n;
}

/** The coverage test of 出池, 保证金提取 and drawdowns in TERM mode: every bucket stays ≥ 0. */
export function termCovered(buckets: readonly TermBucket[]): boolean {
  return buckets.every((b) => b.cashFen >= 0n);
}
