import { bizPrefix } from '@scf/api/contract';
import type { BizType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

export { serialOf };

/** A business date as the numbers carry it: yyyyMMdd. */
export const ymd = (businessDate: string): string => businessDate.replaceAll('-', '');

/** The next value of a database sequence: numbers come from sequences, never from randomness (issue 10). */
export async function nextInSequence(q: Queryable, sequence: string): Promise<number> {
  if (!/^[a-z_]+$/.test(sequence)) throw new Error(`bad sequence name ${sequence}`);
  return toNumber((await q.query<{ n: unknown }>(`SELECT nextval('${sequence}') AS n`))[0]?.n);
}

/** The next `count` values of a database sequence, ascending, in one statement (issue 34). */
export async function nextInSequenceMany(q: Queryable, sequence: string, count: number): Promise<number[]> {
  if (!/^[a-z_]+$/.test(sequence)) throw new Error(`bad sequence name ${sequence}`);
  if (count <= 0) return [];
  const rows = await q.query<{ n: unknown }>(`SELECT nextval('${sequence}') AS n FROM generate_series(1, $1::int) ORDER BY n`, [count]);
  return rows.map((r) => toNumber(r.n));
}

/** domain.md §4.3: the type's prefix (three capitals), yyyyMMdd and 6 or more digits (`appNoSchema`). */
export const appNoOf = (biz: BizType, businessDate: string, seq: number): string => serialOf(bizPrefix(biz), businessDate, seq);

export const nextAppNo = async (q: Queryable, biz: BizType, businessDate: string): Promise<string> =>
  appNoOf(biz, businessDate, await nextInSequence(q, 'app_no_seq'));

/** After a seed wrote explicit numbers: continue a sequence above them. */
export async function advanceSequence(q: Queryable, sequence: 'app_no_seq' | 'credit_no_seq', to: number): Promise<void> {
  await q.query('SELECT setval($1, $2)', [sequence, Math.max(to, 1)]);
}
