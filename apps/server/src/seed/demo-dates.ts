import { addDays } from '../platform/business-date';

/** domain.md §13's example business date: its dates are written relative to it. */
const REFERENCE = Date.parse('2025-06-16T00:00:00Z');

/** Yuan as bigint fen (the seed writes whole or two-decimal amounts). */
export const y = (yuan: number): bigint => BigInt(Math.round(yuan * 100));

/** A date of domain.md §13 moved by the distance between its business date and ours. */
export const relative =
  (businessDate: string) =>
  (domainDate: string): string =>
    addDays(businessDate, Math.round((Date.parse(`${domainDate}T00:00:00Z`) - REFERENCE) / 86_400_000));
