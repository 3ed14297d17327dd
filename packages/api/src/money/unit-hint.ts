const UNITS = ['万', '十万', '百万', '千万', '亿', '十亿', '百亿', '千亿', '万亿', '十万亿', '百万亿'] as const;

/**
 * The order of magnitude of the yuan part shown under an amount field (`123456.00` → `十万`),
 * so a user sees at a glance whether they typed 万 or 亿. Empty below 10 000 yuan.
 */
export function amountUnitHint(fen: bigint): string {
  const yuan = (fen < 0n ? -fen : fen) / 100n;
  const digits = yuan.toString().length;
  if (digits < 5) return '';
  return UNITS[Math.min(digits - 5, UNITS.length - 1)] ?? '';
}
