/**
 * Issue 26 Low: SMS-code tries are claimed before the comparison. Wrong guesses sent at once against one code are
 * compared at most SMS_CODE_MAX_TRIES times in all (the count is the comparisons made), and then even the right code
 * is refused. With DATABASE_URL the guesses' transactions run at once on PostgreSQL and each waits, after its first
 * read, until all have read (the worst interleaving, every time); PGlite runs them one after the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_MAX_TRIES, sendSmsCode, spendSmsCode } from '../../src/modules/auth/sms-code.service';
import type { Db } from '../../src/platform/db/db';
import { barrier } from '../helpers/barrier';
import { migrate } from '../../src/platform/db/migrate';
import { openTestDb } from '../helpers/test-db';
import type { TestDb } from '../helpers/test-db';

let t: TestDb;
let db: Db;
beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  if (t.fresh) await migrate(db);
});
afterAll(async () => {
  await t.dispose();
});

describe('SMS-code tries (issue 26 Low)', () => {
  it('compares only the two tries left of four wrong guesses sent at once, then refuses the right code', async () => {
    const now = Date.parse('2025-06-16T02:00:00Z');
    const sms = { mobile: '13900009999', scene: 'TRUST_TEST' };
    await sendSmsCode(db, sms, now);
    const [sent] = await db.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1', [sms.mobile]);
    const right = sent?.code ?? '';
    // Three tries spent already; four more at once (the test pool's four connections).
    await db.query('UPDATE sms_outbox SET failed_attempts = $2 WHERE mobile = $1', [sms.mobile, SMS_CODE_MAX_TRIES - 2]);
    const wrong = Array.from({ length: 4 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const atOnce = barrier(t.postgres ? wrong.length : 1);
    const results = await Promise.all(wrong.map((code) => db.transaction((tx) => spendSmsCode(atOnce(tx), { ...sms, code }, now))));
    expect(results.every((r) => !r)).toBe(true);
    const [row] = await db.query<{ failed_attempts: number }>('SELECT failed_attempts FROM sms_outbox WHERE mobile = $1', [sms.mobile]);
    expect(row?.failed_attempts).toBe(SMS_CODE_MAX_TRIES);
    expect(await spendSmsCode(db, { ...sms, code: right }, now)).toBe(false);
  });
});
