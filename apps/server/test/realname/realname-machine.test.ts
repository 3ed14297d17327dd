/**
 * The real-name state machine (domain-lines.md §15.4, §15.7, §15.8) over random event sequences: deposits (paid or
 * failing), wrong and right back-fills, 更换账户, expiry by the 00:05 jobs, and a re-authentication trigger. After every
 * step, whatever was refused, the invariants of §15.9 (1, 2, 4) and the stored mirror hold.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositVerifyModule } from '../../src/modules/deposit-verify';
import { realnameModule, requireReauth } from '../../src/modules/realname';
import { backfillLicense, cancelLicense, requestLicenseDeposit } from '../../src/modules/realname/realname.service';
import type { Db } from '../../src/platform/db/db';
import { ApiError } from '../../src/platform/api-error';
import type { Actor } from '../../src/platform/security/actor';
import { migrate } from '../../src/platform/db/migrate';
import { shanghaiTime } from '../../src/platform/business-date';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openTestDb } from '../helpers/test-db';
import { amountOf, paidFen, realnameBreaks, storeLicence, wrongOf } from './realname-helpers';

const S6: Actor = {
  userId: 's6_admin',
  userName: 's6_admin',
  personName: '唐磊',
  corpId: 'S6',
  corpName: '徐州示例电子科技有限公司',
  corpType: 'CHAIN',
  parentCorpId: null,
  role: 'ROLE_ADMIN',
  ukeySuffix: '',
  sessionId: '',
};
const EVENTS = ['deposit', 'depositFails', 'wrong', 'right', 'cancel', 'expire', 'reauth'] as const;
type Event = (typeof EVENTS)[number];

let db: Db;
let dispose: () => Promise<void>;
let licenceFileId = '';
let now = Date.parse(`${BUSINESS_DATE}T02:00:00Z`);

async function reset(): Promise<void> {
  for (const table of ['realname_licence', 'deposit_verify_attempt', 'realname_record', 'corp_reauth']) {
    await db.query(`DELETE FROM ${table} WHERE corp_id = 'S6'`);
  }
  await db.query("UPDATE corp SET realname_state = 'UNVERIFIED', authenticated = FALSE, realname_method = NULL WHERE corp_id = 'S6'");
}

/** The views these answers carry decrypt no ID card here: any key serves. */
const fieldKey = randomBytes(32);

async function apply(event: Event, day: string): Promise<void> {
  now += 1000;
  const env = { db, now, businessDate: day, signingEnabled: true };
  const account = { licenceFileId, legalRepName: '唐磊', bankName: '中国建设银行', bankCode: '105303000017' };
  try {
    if (event === 'deposit') await requestLicenseDeposit(env, S6, { ...account, accountNo: '32050161360000016001' }, fieldKey);
    if (event === 'depositFails') await requestLicenseDeposit(env, S6, { ...account, accountNo: '32050161360000000000' }, fieldKey);
    if (event === 'wrong') await backfillLicense(env, S6, wrongOf(await paidFen(db, 'S6')), fieldKey);
    if (event === 'right') await backfillLicense(env, S6, amountOf(await paidFen(db, 'S6')), fieldKey);
    if (event === 'cancel') await cancelLicense(env, S6, fieldKey);
    if (event === 'expire') {
      // Seven days later, as far as the attempt knows; then the 00:05 jobs in module order.
      await db.query("UPDATE deposit_verify_attempt SET expires_on = '2000-01-01' WHERE corp_id = 'S6' AND status = 'PAID'");
      for (const job of [...(depositVerifyModule.jobs ?? []), ...(realnameModule.jobs ?? [])]) await job.run(db, now, day, shanghaiTime(now));
    }
    if (event === 'reauth') {
      const [c] = await db.query<{ realname_state: string }>("SELECT realname_state FROM corp WHERE corp_id = 'S6'");
      if (c?.realname_state === 'VERIFIED') await db.transaction((tx) => requireReauth(tx, 'S6', 'ADMIN_CHANGED', now));
    }
  } catch (e) {
    // A refusal (HTTP 200 business refusal or 4xx) is an outcome like any other; anything else is a bug.
    if (!(e instanceof ApiError)) throw e;
  }
}

describe('real-name state machine (property)', () => {
  beforeAll(async () => {
    const t = await openTestDb();
    db = t.db;
    dispose = t.dispose;
    if (t.fresh) {
      await migrate(db);
      await seed(db, 'demo', BUSINESS_DATE);
    }
    licenceFileId = await storeLicence(db, 'S6', 's6_admin');
  });
  afterAll(async () => {
    await dispose();
  });

  it('keeps the §15.9 invariants after every step of any event sequence', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...EVENTS), { minLength: 1, maxLength: 8 }), async (events) => {
        await reset();
        // A business date per run, so the daily cap of one run does not spill into the next.
        const day = `2026-0${1 + (run % 9)}-${String(10 + Math.floor(run / 9)).padStart(2, '0')}`;
        run += 1;
        for (const event of events) {
          await apply(event, day);
          expect(await realnameBreaks(db, 'S6'), `${events.join(' → ')} at ${event}`).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
