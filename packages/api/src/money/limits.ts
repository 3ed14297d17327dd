/** The spec §5/§9 money range in fen: 0 to 99,999,999,999,999.98 yuan (beyond Number.MAX_SAFE_INTEGER). */
export const MONEY_MIN_FEN = 0n;
export const MONEY_MAX_FEN = 9_999_999_999_999_998n;
/** The wire form of the maximum, which must round-trip exactly. */
export const MONEY_MAX_DECIMAL = '99999999999999.98';
/** 大写 conversion is defined below 1e15 yuan (spec §9). */
export const CAPITAL_LIMIT_FEN = 10n ** 17n;

/** Whether `fen` lies in the spec's money input range. */
export function isMoneyInRange(fen: bigint): boolean {
  return fen >= MONEY_MIN_FEN && fen <= MONEY_MAX_FEN;
}
