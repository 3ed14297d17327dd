import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/db';
import { openPgSchema } from './helpers/test-db';
import type { PgSchema } from './helpers/test-db';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('statements on PostgreSQL', () => {
  let pgs: PgSchema;
  let db: Db;

  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_pgdb', max: 1 });
    db = pgs.db;
    await db.exec('CREATE TABLE t (k int PRIMARY KEY, v text NOT NULL)');
  });
  afterAll(async () => {
    await pgs.dispose();
  });

  const prepared = (q: Db) => q.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const insert = 'INSERT INTO t (k, v) VALUES ($1, $2) RETURNING v';
    expect(await db.query(insert, [1, 'a'])).toEqual([{ v: 'a' }]);
    expect(await db.query(insert, [2, 'b'])).toEqual([{ v: 'b' }]);
    const statements = (await prepared(db)).map((r) => r.statement);
    expect(statements.filter((s) => s === insert)).toHaveLength(1);
    expect(statements).not.toContain('SELECT statement FROM pg_prepared_statements');
  });

  it('a prepared statement that fails rolls its transaction back, and runs again afterwards', async () => {
    const insert = 'INSERT INTO t (k, v) VALUES ($1, $2)';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [10, 'x']);
        await tx.query(insert, [10, 'dup']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('SELECT v FROM t WHERE k = $1', [10])).toEqual([]);
    await db.query(insert, [10, 'y']);
    expect(await db.query('SELECT v FROM t WHERE k = $1', [10])).toEqual([{ v: 'y' }]);
  });

  it('a statement prepared before its table changed shape fails once, then its connection is replaced', async () => {
    const read = 'SELECT * FROM t WHERE k = $1';
    expect(await db.query(read, [1])).toEqual([{ k: 1, v: 'a' }]);
    await db.transaction((tx) => tx.query(read, [2]));
    await db.exec("ALTER TABLE t ADD COLUMN w text NOT NULL DEFAULT 'z'");
    await expect(db.transaction((tx) => tx.query(read, [2]))).rejects.toThrow(/cached plan must not change result type/);
    expect(await db.transaction((tx) => tx.query(read, [2]))).toEqual([{ k: 2, v: 'b', w: 'z' }]);
    await db.exec('ALTER TABLE t ADD COLUMN x int NOT NULL DEFAULT 0');
    await expect(db.query(read, [1])).rejects.toThrow(/cached plan must not change result type/);
    expect(await db.query(read, [1])).toEqual([{ k: 1, v: 'a', w: 'z', x: 0 }]);
  });
});
