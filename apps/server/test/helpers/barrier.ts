import type { Queryable } from '../../src/platform/db/db';

/**
 * The worst interleaving of racing calls, every time: wrap each caller's queryable, and each caller's first statement
 * matching `held` (any, by default) answers only once `n` callers have had theirs. Work in a transaction the wrapped
 * queryable opens runs on the real transaction (`transaction` passes through unwrapped) and is not held.
 */
export function barrier(n: number, held: RegExp = /./) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (open = resolve));
  return (q: Queryable): Queryable => {
    let first = true;
    return {
      exec: (sql) => q.exec(sql),
      transaction: (fn) => q.transaction(fn),
      async query<T>(sql: string, params?: readonly unknown[]) {
        const rows = await q.query<T>(sql, params);
        if (first && held.test(sql)) {
          first = false;
          if (++arrived >= n) open();
          await all;
        }
        return rows;
      },
    };
  };
}
