/**
 * Concurrency on PostgreSQL (issue 10, security.md §3.2): many transactions at once on a pool of real connections.
 * 32 clients issue against one limit at once and the limit is never exceeded; two directors approve the same
 * application at once and exactly one wins; a sign-for and a withdraw race for one credit and exactly one takes it.
 * PGlite runs one transaction at a time, so this needs DATABASE_URL (set in CI).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/platform/api-error';
import type { Db } from '../../src/platform/db/db';
import type { Actor } from '../../src/platform/security/actor';
import type { ServiceEnv } from '../../src/platform/service-env';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { approvalOriginal, approve } from '../../src/modules/applications';
import { issueApply, signFor, transferApply, withdrawApply } from '../../src/modules/credits/credits.service';
import { BUSINESS_DATE } from '../helpers/business-date';
import { addSecondDirector, openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { credit, dummyPayload } from './ledger-helpers';

const url = process.env.DATABASE_URL;
let pgs: PgSchema | undefined;
let db: Db;

const actor = (userId: string, corpId: string, role: Actor['role']): Actor => ({
  userId,
  userName: userId,
  personName: userId,
  corpId,
  corpName: corpId,
  corpType: 'CORE',
  parentCorpId: corpId === 'C2' ? 'C1' : null,
  role,
  ukeySuffix: '',
  sessionId: 'conc',
});
const env = (): ServiceEnv => ({ db, now: Date.now(), businessDate: BUSINESS_DATE, signingEnabled: false });
const line = (receiver: string, amount: string, contractId: string) => ({ receiverCorpId: receiver, amount, dueDate: '2025-09-15', contractId, remark: '' });

/** Settle every promise; refusals must be typed ledger refusals, never a database error. */
async function settle<T>(ops: Array<() => Promise<T>>): Promise<{ ok: T[]; refused: ApiError[] }> {
  const results = await Promise.allSettled(ops.map((op) => op()));
  const ok: T[] = [];
  const refused: ApiError[] = [];
  for (const r of results) {
    if (r.status === 'fulfilled') ok.push(r.value);
    else if (r.reason instanceof ApiError) refused.push(r.reason);
    else throw r.reason;
  }
  return { ok, refused };
}

describe.skipIf(!url)('concurrency on PostgreSQL', () => {
  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_conc', max: 40, seeded: true });
    db = pgs.db;
    await addSecondDirector(db);
  }, 180_000);
  afterAll(async () => {
    await pgs?.dispose();
  });

  it('32 clients issuing against one limit at once: exactly what fits is frozen, the rest is 可用额度不足', async () => {
    const c2op = actor('c2_op', 'C2', 'ROLE_OPERATOR');
    // C2 has 19,500,000.00 available: 19 of 32 issues of 1,000,000.00 fit.
    const { ok, refused } = await settle(
      Array.from(
        { length: 32 },
        () => () => issueApply(env(), c2op, { issuerCorpId: 'C2', lines: [line('S1', '1000000.00', 'CT-HT-2025-101')], submit: true }),
      ),
    );
    expect(ok).toHaveLength(19);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.message).toBe('可用额度不足');
    const [sub] = await db.query<{ allocated_fen: string; used_fen: string; frozen_fen: string }>(
      "SELECT allocated_fen, used_fen, frozen_fen FROM sub_limit WHERE sub_limit_id = 'SL-L1-C2'",
    );
    expect(BigInt(sub?.frozen_fen ?? '0')).toBe(1_900_000_000n);
    expect(BigInt(sub?.used_fen ?? '0') + BigInt(sub?.frozen_fen ?? '0')).toBeLessThanOrEqual(BigInt(sub?.allocated_fen ?? '0'));
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('two directors approving the same application at once: exactly one approval wins, the credit is created once', async () => {
    const op = actor('c1_op', 'C1', 'ROLE_OPERATOR');
    const dirs = [actor('c1_dir', 'C1', 'ROLE_DIRECTOR'), actor('c1_dir2', 'C1', 'ROLE_DIRECTOR')];
    for (let round = 0; round < 10; round += 1) {
      const a = await issueApply(env(), op, { issuerCorpId: 'C1', lines: [line('S2', '1234.56', 'CT-HT-2025-002')], submit: true });
      const originals = await Promise.all(dirs.map((d) => approvalOriginal(env(), d, a.appNo, 'CREDIT_ASSEMBLE')));
      const { ok, refused } = await settle(dirs.map((d, i) => () => approve(env(), d, a.appNo, dummyPayload(originals[i] ?? ''))));
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(['STATE_CONFLICT', 'SIGN_STATE_CHANGED']).toContain(refused[0]?.code);
      const created = await db.query('SELECT credit_no FROM issue_line WHERE app_no = $1 AND credit_no IS NOT NULL', [a.appNo]);
      expect(created).toHaveLength(1);
    }
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('a transfer does not queue on its issuer’s limit row: it completes while another transaction holds that row', async () => {
    // docs/performance.md: only transitions that move a limit lock it; a transfer (and its refusal) never does.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query(`SET search_path TO ${pgs?.schema}`);
      await holder.query('BEGIN');
      await holder.query("SELECT line_id FROM credit_line WHERE line_id = 'L1' FOR NO KEY UPDATE");
      const s1op = { ...actor('s1_op', 'S1', 'ROLE_OPERATOR'), corpType: 'CHAIN' as const };
      const input = {
        productType: 'CREDIT' as const,
        receiverCorpId: 'S2',
        contractId: 'CT-HT-2025-201',
        lines: [{ creditNo: credit('CR4'), amount: '100.00' }],
        remark: '',
      };
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
      const outcome = await Promise.race([transferApply(env(), s1op, input).then((a) => a.status), waited]);
      expect(outcome).toBe('PENDING_REVIEW');
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('a sign-for and a withdraw racing for the same credit: exactly one takes its lock', async () => {
    const op = actor('c1_op', 'C1', 'ROLE_OPERATOR');
    const dir = actor('c1_dir', 'C1', 'ROLE_DIRECTOR');
    const s1op = { ...actor('s1_op', 'S1', 'ROLE_OPERATOR'), corpType: 'CHAIN' as const };
    for (let round = 0; round < 10; round += 1) {
      const a = await issueApply(env(), op, { issuerCorpId: 'C1', lines: [line('S1', '99.00', 'CT-HT-2025-001')], submit: true });
      const done = await approve(env(), dir, a.appNo, dummyPayload(await approvalOriginal(env(), dir, a.appNo, 'CREDIT_ASSEMBLE')));
      const creditNo = done.lines[0]?.creditNo ?? '';
      const { ok, refused } = await settle<unknown>([
        () => signFor(env(), s1op, creditNo, { decision: 'ACCEPT', comment: '' }),
        () => withdrawApply(env(), op, { creditNos: [creditNo], reason: '并发' }),
      ]);
      expect(ok).toHaveLength(1);
      expect(refused[0]?.code).toBe('STATE_CONFLICT');
    }
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
