/**
 * The license-account deposit under real concurrency (PostgreSQL; PGlite runs one transaction at a time): 50 back-fills
 * of a wrong amount at once cost exactly the 3 tries (the rest find the attempt ended), 50 deposit requests at once
 * pay once, and 50 right amounts at once verify once — the corporation's invariants hold after each.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Realname } from '@scf/api/contract';
import { backfillLicense, requestLicenseDeposit } from '../../src/modules/realname/realname.service';
import type { Actor } from '../../src/platform/security/actor';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { amountOf, paidFen, realnameBreaks, storeLicence, wrongOf } from './realname-helpers';

const url = process.env.DATABASE_URL;
let pgs: PgSchema | undefined;

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
const N = 50;
/** The views these answers carry decrypt no ID card here: any key serves. */
const fieldKey = randomBytes(32);
const messagesOf = (results: PromiseSettledResult<Realname>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'ok' : r.reason instanceof Error ? r.reason.message : String(r.reason)));
const count = (list: string[]) => list.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {});

describe.skipIf(!url)('license-account deposit racing (PostgreSQL)', () => {
  let env: { db: PgSchema['db']; now: number; businessDate: string; signingEnabled: boolean };
  let licenceFileId = '';
  const deposit = () =>
    requestLicenseDeposit(
      env,
      S6,
      {
        licenceFileId,
        legalRepName: '唐磊',
        accountNo: '32050161360000016001',
        bankName: '中国建设银行',
        bankCode: '105303000017',
      },
      fieldKey,
    );

  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_realname', max: 12, seeded: true });
    env = { db: pgs.db, now: Date.parse(`${BUSINESS_DATE}T02:00:00Z`), businessDate: BUSINESS_DATE, signingEnabled: true };
    licenceFileId = await storeLicence(pgs.db, 'S6', 's6_admin');
  }, 180_000);
  afterAll(async () => {
    await pgs?.dispose();
  });

  it(`${N} deposit requests at once: one is paid, the others find it open`, async () => {
    const results = messagesOf(await Promise.allSettled(Array.from({ length: N }, deposit)));
    expect(count(results)).toEqual({ ok: 1, '已有进行中的打款认证，请先回填金额或更换账户': N - 1 });
    expect(await realnameBreaks(env.db, 'S6')).toEqual([]);
  });

  it(`${N} wrong amounts at once cost exactly the three tries; the corporation is UNVERIFIED again`, async () => {
    const wrong = wrongOf(await paidFen(env.db, 'S6'));
    const results = messagesOf(await Promise.allSettled(Array.from({ length: N }, () => backfillLicense(env, S6, wrong, fieldKey))));
    expect(count(results)).toEqual({
      '打款金额不正确，您还有2次机会': 1,
      '打款金额不正确，您还有1次机会': 1,
      '打款金额错误次数已达上限，本次认证已失效，请重新发起': 1,
      '当前状态不允许此操作，请刷新后重试': N - 3,
    });
    const [corp] = await env.db.query<{ realname_state: string }>("SELECT realname_state FROM corp WHERE corp_id = 'S6'");
    expect(corp?.realname_state).toBe('UNVERIFIED');
    expect(await realnameBreaks(env.db, 'S6')).toEqual([]);
  });

  it(`${N} right amounts at once verify once`, async () => {
    await deposit();
    const right = amountOf(await paidFen(env.db, 'S6'));
    const results = messagesOf(await Promise.allSettled(Array.from({ length: N }, () => backfillLicense(env, S6, right, fieldKey))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['企业已完成实名认证']));
    const [n] = await env.db.query<{ n: unknown }>("SELECT count(*) AS n FROM realname_record WHERE corp_id = 'S6' AND result = 'VERIFIED'");
    expect(Number(n?.n)).toBe(1);
    expect(await realnameBreaks(env.db, 'S6')).toEqual([]);
  });
});
