/** A sub-range of a bill package (子票区间, domain-lines.md §20.1): fen units start..end inclusive; 0–0 is a whole, non-splittable package. */
export interface BillRange {
  start: bigint;
  end: bigint;
}

function isWhole(range: BillRange): boolean {
  return range.start === 0n && range.end === 0n;
}

function spanFen(range: BillRange): bigint {
  if (range.start < 1n || range.end < range.start) throw new RangeError(`not a sub-range: ${range.start}–${range.end}`);
  return range.end - range.start + 1n;
}

/** The range a new package starts with: 1–N for a splittable package of N fen, 0–0 for a non-splittable one. */
export function packageRange(amountFen: bigint, splittable: boolean): BillRange {
  if (amountFen <= 0n) throw new RangeError('a bill package amount is positive');
  return splittable ? { start: 1n, end: amountFen } : { start: 0n, end: 0n };
}

/** amount(range) = (end − start + 1) × 0.01, in fen; a 0–0 range is the whole package. */
export function rangeAmountFen(range: BillRange, packageAmountFen: bigint): bigint {
  return isWhole(range) ? packageAmountFen : spanFen(range);
}

/**
 * A partial take of `amountFen` from a splittable range: the lowest sub-range [s, s + a − 1] is taken, [s + a, e] is
 * left (null when the whole range is taken). Example: 1–120000000 less 300 000.00 → 1–30000000 and 30000001–120000000.
 */
export function splitRange(range: BillRange, amountFen: bigint): { taken: BillRange; rest: BillRange | null } {
  if (isWhole(range)) throw new RangeError('a non-splittable package is taken whole');
  const length = spanFen(range);
  if (amountFen <= 0n || amountFen > length) throw new RangeError(`cannot take ${amountFen} fen from a range of ${length}`);
  const taken = { start: range.start, end: range.start + amountFen - 1n };
  return { taken, rest: amountFen === length ? null : { start: taken.end + 1n, end: range.end } };
}

/**
 * Best fit among held splittable ranges: the one whose amount is closest above (or equal to) `amountFen`, the lowest
 * start on a tie; null when none is large enough.
 */
export function bestFitRange<R extends BillRange>(held: readonly R[], amountFen: bigint): R | null {
  let best: R | null = null;
  for (const r of held) {
    if (isWhole(r)) continue;
    const length = spanFen(r);
    if (length < amountFen) continue;
    if (best === null) best = r;
    else {
      const bestLength = spanFen(best);
      if (length < bestLength || (length === bestLength && r.start < best.start)) best = r;
    }
  }
  return best;
}

/**
 * §20.7 (1): whether a package's live ranges (not `SPLIT`, not `CANCELLED`) are the single 0–0 or partition [1, N]
 * with no gap or overlap, so that Σ amount(range) = N. The server checks it after every split; a test states it.
 */
export function partitionsPackage(live: readonly BillRange[], packageAmountFen: bigint): boolean {
  if (live.length === 1 && isWhole(live[0]!)) return packageAmountFen > 0n;
  const sorted = [...live].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  let next = 1n;
  for (const r of sorted) {
    if (r.start !== next || r.end < r.start) return false;
    next = r.end + 1n;
  }
  return sorted.length > 0 && next === packageAmountFen + 1n;
}
