import type { BizType, ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

/** domain.md §4.3: application number prefixes (three letters, then yyyyMMdd and 6 digits: `appNoSchema`). */
export const APP_PREFIX: Record<BizType, string> = {
  ISSUE: 'ISS',
  WITHDRAW: 'WDR',
  SIGN: 'SGN',
  TRANSFER: 'TRF',
  FINANCE: 'FIN',
  RETURN: 'RTN',
  RECYCLE: 'RCY',
  CASH: 'CSH',
  LIMIT_DIST: 'LMT',
  CORE_FINANCE: 'BPF',
};

const ymd = (businessDate: string) => businessDate.replaceAll('-', '');

/** `XG`/`XV` + yyyyMMdd + 8 digits (domain.md §4.3). The sequence makes it unique; the date makes it readable. */
export const creditNoOf = (product: ProductType, businessDate: string, seq: number): string =>
  `${product === 'VOUCHER' ? 'XV' : 'XG'}${ymd(businessDate)}${String(seq % 100_000_000).padStart(8, '0')}`;

export const appNoOf = (biz: BizType, businessDate: string, seq: number): string =>
  `${APP_PREFIX[biz]}${ymd(businessDate)}${String(seq % 1_000_000).padStart(6, '0')}`;

async function next(q: Queryable, sequence: 'credit_no_seq' | 'app_no_seq'): Promise<number> {
  return toNumber((await q.query<{ n: unknown }>(`SELECT nextval('${sequence}') AS n`))[0]?.n);
}

/** Numbers come from database sequences, never from randomness (issue 10). */
export const nextCreditNo = async (q: Queryable, product: ProductType, businessDate: string): Promise<string> =>
  creditNoOf(product, businessDate, await next(q, 'credit_no_seq'));
export const nextAppNo = async (q: Queryable, biz: BizType, businessDate: string): Promise<string> => appNoOf(biz, businessDate, await next(q, 'app_no_seq'));

/** After a seed wrote explicit numbers: continue the sequences above them. */
export async function advanceSequences(q: Queryable, credits: number, apps: number): Promise<void> {
  await q.query("SELECT setval('credit_no_seq', $1)", [Math.max(credits, 1)]);
  await q.query("SELECT setval('app_no_seq', $1)", [Math.max(apps, 1)]);
}
