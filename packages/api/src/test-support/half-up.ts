/**
 * Whether `rounded` is numerator / denominator rounded half-up once (numerator ≥ 0, denominator > 0): the exact value
 * lies in [rounded − ½, rounded + ½), an exact half having gone up. The money property tests' rounding check.
 */
export function isHalfUpOf(rounded: bigint, numerator: bigint, denominator: bigint): boolean {
  const twice = 2n * (numerator - rounded * denominator);
  return twice >= -denominator && twice < denominator;
}
