import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../src/modules/credits';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { openPgliteDb } from '../../src/platform/db/pglite-db';
import { seed } from '../../src/seed/seed-demo';
import { openTestDb } from '../helpers/test-db';

/** A business date far from the domain's 2025-06-16: the demo's dates move with it and stay consistent. */
const LATER = '2026-03-02';
let db: Db;
let dispose: () => Promise<void>;
let seedMs = 0;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    // An empty schema: the seed runs here, at a later business date.
    const t = await openTestDb({ empty: true });
    db = t.db;
    dispose = t.dispose;
  } else {
    const pglite = await openPgliteDb('memory://');
    db = pglite;
    dispose = () => pglite.close();
  }
  await migrate(db);
  const started = Date.now();
  await seed(db, 'large', LATER);
  seedMs = Date.now() - started;
}, 180_000);
afterAll(async () => dispose?.());

describe('SEED=large', () => {
  it('adds ~10,000 credits on top of the demo, every invariant intact, dates relative to the business date', async ({ annotate }) => {
    // Its time is reported, not asserted (docs/testing.md: a busy machine misses budgets); `npm run bench` measures it.
    await annotate(`SEED=large took ${seedMs} ms`);
    const [n] = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM credit');
    // The demo's 13 (CR0 under the old line L0 among them, domain-lines.md §13.7), its vouchers VC1, VC2 and VC3 (§13.8)
    // and 10,000 more.
    expect(Number(n?.n)).toBe(10_016);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    // CR2 was issued three days before the business date in the domain's example; so it is here.
    const [cr2] = await db.query<{ issue_date: string }>("SELECT issue_date FROM credit WHERE amount_fen = 50000000 AND issuer_corp_id = 'C2'");
    expect(cr2?.issue_date).toBe('2026-02-27');
    const [pending] = await db.query<{ n: unknown }>("SELECT count(*) AS n FROM credit WHERE status = 'PENDING_SIGN' AND issue_date < '2026-02-01'");
    expect(Number(pending?.n)).toBe(0);
  });
});
