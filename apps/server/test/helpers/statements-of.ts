import type { Db, Queryable } from '../../src/platform/db/db';

/**
 * Every statement the server sends while `fn` runs, through a wrapper of its db (also those inside transactions), with
 * the whitespace of each flattened. `transactions`: BEGIN and COMMIT of each transaction counted too. For the hot
 * paths' statement counts (hot-path.test.ts, credits/transfer-statements.test.ts).
 */
export async function statementsOf(server: { db: Db }, fn: () => Promise<unknown>, { transactions = false } = {}): Promise<string[]> {
  const db = server.db as unknown as Record<'query' | 'transaction', unknown>;
  const query = db.query as Queryable['query'];
  const transaction = db.transaction as Queryable['transaction'];
  const sent: string[] = [];
  const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();
  const counted = (q: Queryable): Queryable => ({
    query: (sql, params) => (sent.push(flat(sql)), q.query(sql, params)),
    exec: (sql) => (sent.push(flat(sql)), q.exec(sql)),
    transaction: (f) => q.transaction((tx) => f(counted(tx))),
  });
  db.query = (sql: string, params?: readonly unknown[]) => (sent.push(flat(sql)), query(sql, params));
  db.transaction = (f: (tx: Queryable) => Promise<unknown>) =>
    transactions ? transaction((tx) => (sent.push('BEGIN'), f(counted(tx)).finally(() => sent.push('COMMIT')))) : transaction((tx) => f(counted(tx)));
  try {
    await fn();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return sent;
}
