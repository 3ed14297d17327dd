/** What one open loan owes at the collection, in waterfall order. */
export interface LoanOwed {
  penaltyFen: bigint;
  interestFen: bigint;
  principalFen: bigint;
}

/** One transfer of the waterfall: a repayment of a loan's component (`FIN_REPAY`), or the surplus released (`EDT_RELEASE`). */
export type WaterfallStep = { kind: 'PENALTY' | 'INTEREST' | 'PRINCIPAL'; loanIndex: number; amountFen: bigint } | { kind: 'RELEASE'; amountFen: bigint };

/** The 还款明细 column of each step (domain-lines.md §19.7). */
export const WATERFALL_STEP_LABELS: Readonly<Record<WaterfallStep['kind'], string>> = {
  PENALTY: '罚息',
  INTEREST: '利息',
  PRINCIPAL: '本金',
  RELEASE: '释放金额',
};

export interface CollectionSplit {
  /** Per loan, in the order given: what the collection pays of its penalty, interest and principal. */
  parts: LoanOwed[];
  /** The surplus released to the supplier's settlement account. */
  releasedFen: bigint;
  /** The transfers in the order they are made; a step of 0.00 is not made, so it is not listed. */
  steps: WaterfallStep[];
}

const ORDER = [
  ['penaltyFen', 'PENALTY'],
  ['interestFen', 'INTEREST'],
  ['principalFen', 'PRINCIPAL'],
] as const;

/**
 * The EDT waterfall of domain-lines.md §19.7: a credit to an order's 回款专户 pays its open loans oldest first (the caller
 * orders them), each penalty → interest → principal, and releases the surplus; a shortfall leaves the rest outstanding.
 * Example: 300 000.00 against interest 2 017.17 and principal 210 000.00 → steps 利息 2 017.17, 本金 210 000.00, released
 * 87 982.83.
 */
export function collectionWaterfall(creditedFen: bigint, loans: readonly LoanOwed[]): CollectionSplit {
  if (creditedFen < 0n) throw new RangeError('a credited amount is not negative');
  let left = creditedFen;
  const steps: WaterfallStep[] = [];
  const parts = loans.map((loan, loanIndex) => {
    const part: LoanOwed = { penaltyFen: 0n, interestFen: 0n, principalFen: 0n };
    for (const [key, kind] of ORDER) {
      if (loan[key] < 0n) throw new RangeError(`an owed ${key} is not negative`);
      const take = loan[key] < left ? loan[key] : left;
      part[key] = take;
      left -= take;
      if (take > 0n) steps.push({ kind, loanIndex, amountFen: take });
    }
    return part;
  });
  if (left > 0n) steps.push({ kind: 'RELEASE', amountFen: left });
  return { parts, releasedFen: left, steps };
}
