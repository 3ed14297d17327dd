import { creditPrefixOf } from '@scf/api/contract';
import type { ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { nextInSequence } from '../applications';
import { serialOf } from '../../platform/db/serial-number';

/**
 * `XG`/`XV` (the product table's prefix) + yyyyMMdd + 8 or more digits (domain.md §4.3; growing, never wrapping, issue 26).
 * The sequence makes it unique; the date makes it readable.
 */
export const creditNoOf = (product: ProductType, businessDate: string, seq: number): string => serialOf(creditPrefixOf(product), businessDate, seq, 8);

export const nextCreditNo = async (q: Queryable, product: ProductType, businessDate: string): Promise<string> =>
  creditNoOf(product, businessDate, await nextInSequence(q, 'credit_no_seq'));
