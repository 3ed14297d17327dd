/** What one open loan owes at the collection, in waterfall order. */
export interface LoanOwed {
  penaltyFen: bigint;
  interestFen: bigint;
  principalFen: bigint;
}

export interface CollectionSplit {
  /** Per loan, in the order given: what the collection pays of its penalty, interest and principal. */
  parts: LoanOwed[];
  /** The surplus released to the supplier's settlement account. */
  releasedFen: bigint;
}

const ORDER = ['penaltyFen', 'interestFen', 'principalFen'] as const;

/**
 * The EDT waterfall of domain-lines.md §19.7: a credit to an order's 回款专户 pays its open loans oldest first (the caller
 * orders them), each penalty → interest → principal, and releases the surplus; a shortfall leaves the rest outstanding.
 * Example: 300 000.00 against interest 2 017.17 and principal 210 000.00 → released 87 982.83.
 */
export function collectionWaterfall(creditedFen: bigint, loans: readonly LoanOwed[]): CollectionSplit {
  if (creditedFen < 0n) throw new RangeError('a credited amount is not negative');
  let left = creditedFen;
  const parts = loans.map((loan) => {
    const part: LoanOwed = { penaltyFen: 0n, interestFen: 0n, principalFen: 0n };
    for (const key of ORDER) {
      if (loan[key] < 0n) throw new RangeError(`an owed ${key} is not negative`);
      const take = loan[key] < left ? loan[key] : left;
      part[key] = take;
      left -= take;
    }
    return part;
  });
  return { parts, releasedFen: left };
}
