import { fenToDecimal } from '@scf/api/money';

/**
 * A BIGINT fen column (or a SUM of one) as the driver hands it over: PostgreSQL sends a string, PGlite a bigint or a
 * number. NULL — an empty SUM — reads as 0.
 */
export const fenOf = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));

/** The same column as the API's decimal yuan string ("1234.56"). */
export const yuanOf = (v: unknown): string => fenToDecimal(fenOf(v));
