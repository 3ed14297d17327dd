/**
 * A series number: prefix, yyyyMMdd and the sequence, zero-padded to `digits` and growing past them instead of
 * wrapping (issue 26: after 10^6 numbers the sixth-digit wrap repeated a number, and its insert failed with a 500).
 * The sequence is platform-wide and never goes back, so two numbers never meet; the validators take `digits` or more.
 */
export const serialOf = (prefix: string, businessDate: string, seq: number | bigint | string, digits = 6): string =>
  `${prefix}${businessDate.replaceAll('-', '')}${String(seq).padStart(digits, '0')}`;

/**
 * SQL for a sequence's next value zero-padded to `digits` and growing past them: `lpad` alone truncates a longer value
 * (lpad('1234567', 6, '0') is '123456': the millionth-and-first number repeated the 123,456th).
 */
export function paddedNextval(sequence: string, digits: number): string {
  if (!/^[a-z_]+$/.test(sequence)) throw new Error(`bad sequence name ${sequence}`);
  return `(SELECT lpad(n::text, greatest(${digits}, length(n::text)), '0') FROM nextval('${sequence}') AS n)`;
}
