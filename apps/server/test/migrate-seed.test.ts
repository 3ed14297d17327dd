import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/db';
import { migrate } from '../src/platform/db/migrate';
import { MIGRATIONS } from '../src/platform/db/migrations';
import { hashPassword, verifyPassword } from '../src/platform/security/password';
import { seed } from '../src/seed/seed-demo';
import { BUSINESS_DATE } from './helpers/business-date';
import { openTestDb } from './helpers/test-db';
import type { TestDb } from './helpers/test-db';

let t: TestDb;
let db: Db;

beforeAll(async () => {
  // On PostgreSQL an empty schema, so the migrations and the seed themselves run here.
  t = await openTestDb({ empty: true });
  db = t.db;
  if (t.fresh) expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
  if (t.fresh) expect(await seed(db, 'demo', BUSINESS_DATE)).toBe(true);
});
afterAll(async () => {
  await t.dispose();
});

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: unknown }>(sql, params))[0]?.n);

describe('migrations and seed', () => {
  it('records every migration once and applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migration ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('seeds only an empty database, and SEED=none writes nothing', async () => {
    const users = await count('SELECT count(*) AS n FROM app_user');
    expect(await seed(db, 'demo', BUSINESS_DATE)).toBe(false);
    expect(await seed(db, 'none', BUSINESS_DATE)).toBe(false);
    expect(await count('SELECT count(*) AS n FROM app_user')).toBe(users);
  });

  it('has the demo organisations, users and roles of design.md §3', async () => {
    // design.md §3's nine, and S6 (未认证) and S7 (须重新认证) of domain-lines.md §13.5.
    expect(await count('SELECT count(*) AS n FROM corp')).toBe(11);
    // 24 who log in (s6_admin, s7_admin and s7_op among them), c1_new (待激活) and c1_left (已停用) of domain-lines.md §13.5.
    expect(await count('SELECT count(*) AS n FROM app_user')).toBe(26);
    const roles = await db.query<{ role_code: string }>("SELECT role_code FROM user_role WHERE user_id = 'c1_op' ORDER BY role_code");
    expect(roles.map((r) => r.role_code)).toEqual(['ROLE_OPERATOR', 'ROLE_QUERY']);
    expect(await count("SELECT count(*) AS n FROM counterparty_rel WHERE relation = 'SUPPLIER'")).toBe(6);
    const special = await db.query<{ balance_fen: unknown }>("SELECT balance_fen FROM bank_account WHERE account_id = 'A-C1-SPECIAL'");
    expect(BigInt(String(special[0]?.balance_fen))).toBe(200_000_000n);
  });

  it('stores passwords with scrypt and a salt per user', async () => {
    const rows = await db.query<{ password_hash: string }>("SELECT password_hash FROM app_user WHERE user_id IN ('c1_op', 'c1_dir')");
    const [a, b] = rows.map((r) => r.password_hash);
    // Seeded here (PostgreSQL) at the server's parameters; the run's template (PGlite) holds the demo users' password
    // at N = 1024 (global-setup.ts), and the server hashes every new password at N = 16384.
    expect(a).toMatch(t.fresh ? /^scrypt\$16384\$8\$1\$/ : /^scrypt\$1024\$8\$1\$/);
    expect(await hashPassword('Demo@2025a')).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@2025a', a!)).toBe(true);
    expect(await verifyPassword('Demo@2025b', a!)).toBe(false);
  });

  it('dates notices and messages relative to the business date', async () => {
    const n = await db.query<{ release_date: string }>("SELECT release_date FROM notice WHERE notice_id = 'N0001'");
    expect(n[0]?.release_date).toBe('2025-06-13');
    expect(await count("SELECT count(*) AS n FROM message WHERE message_state = 'SENT' AND created_on = $1", [BUSINESS_DATE])).toBeGreaterThan(0);
  });
});
