/**
 * Insert thousands separators into a run of integer digits (`"1234567"` → `"1,234,567"`).
 * Works on strings so partial input typed into a field (no decimals yet) can be grouped too.
 */
export function groupThousands(digits: string, separator = ','): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
