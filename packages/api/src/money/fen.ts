/** Money is bigint fen in code (design.md §3): one yuan is 100 fen. */
export const FEN_PER_YUAN = 100n;

const DECIMAL = /^-?\d+(\.\d{1,2})?$/;

/** Parse a decimal yuan string (`"1000000.00"`, at most two decimals) into bigint fen. */
export function parseFen(amount: string): bigint {
  if (!DECIMAL.test(amount)) throw new RangeError(`not a decimal amount: ${amount}`);
  const negative = amount.startsWith('-');
  const [int = '0', frac = ''] = (negative ? amount.slice(1) : amount).split('.');
  const fen = BigInt(int) * FEN_PER_YUAN + BigInt(frac.padEnd(2, '0'));
  return negative ? -fen : fen;
}

/** Format bigint fen as the wire form: a decimal string with exactly two decimals, no separators. */
export function fenToDecimal(fen: bigint): string {
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  const int = abs / FEN_PER_YUAN;
  const frac = (abs % FEN_PER_YUAN).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${int}.${frac}`;
}

/** Format bigint fen for display: thousands separators and two decimals, e.g. `1,000,000.00`. */
export function formatFen(fen: bigint): string {
  const [int = '0', frac = '00'] = fenToDecimal(fen).split('.');
  const negative = int.startsWith('-');
  const digits = negative ? int.slice(1) : int;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
