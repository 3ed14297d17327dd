/** An exact rational: value = numerator / denominator, denominator > 0. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const RATE = /^(\d+)(?:\.(\d+))?(%?)$/;

/**
 * Parse an annual rate as an exact ratio: `"0.0345"` or `"3.45%"`.
 * Rates never go through a JS number, so `amount × rate` stays exact before the single rounding.
 */
export function parseRate(rate: string): Ratio {
  const match = RATE.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: ${rate}`);
  const [, int = '0', frac = '', percent] = match;
  const scale = 10n ** BigInt(frac.length);
  return {
    numerator: BigInt(int) * scale + BigInt(frac || '0'),
    denominator: scale * (percent ? 100n : 1n),
  };
}
