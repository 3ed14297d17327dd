import { creditPrefixOf } from '@scf/api/contract';
import type { ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { nextInSequence, ymd } from '../applications';

/** `XG`/`XV` (the product table's prefix) + yyyyMMdd + 8 digits (domain.md §4.3). The sequence makes it unique; the date makes it readable. */
export const creditNoOf = (product: ProductType, businessDate: string, seq: number): string =>
  `${creditPrefixOf(product)}${ymd(businessDate)}${String(seq % 100_000_000).padStart(8, '0')}`;

export const nextCreditNo = async (q: Queryable, product: ProductType, businessDate: string): Promise<string> =>
  creditNoOf(product, businessDate, await nextInSequence(q, 'credit_no_seq'));
