import { portionFen } from './portion';

export interface BankAcceptanceFigures {
  /** Frozen in the drawer's BAB_MARGIN account at acceptance. */
  marginFen: bigint;
  /** face − margin: frozen on the acceptance line at submit, used at acceptance. */
  exposureFen: bigint;
  /** Debited at acceptance, flat. */
  feeFen: bigint;
}

/**
 * The 银承 issue figures of domain-lines.md §20.3: margin = round2(face × marginRatio), exposure = face − margin,
 * fee = round2(face × acceptFeeRate). Example: 200 000.00 at 30 % and 0.05 % → 60 000.00, 140 000.00, 100.00.
 */
export function bankAcceptanceFigures(input: { faceFen: bigint; marginRatio: string; acceptFeeRate: string }): BankAcceptanceFigures {
  if (input.faceFen <= 0n) throw new RangeError('a bill face is positive');
  const margin = portionFen(input.faceFen, input.marginRatio);
  if (margin > input.faceFen) throw new RangeError('a margin ratio is at most 100 %');
  return { marginFen: margin, exposureFen: input.faceFen - margin, feeFen: portionFen(input.faceFen, input.acceptFeeRate) };
}
