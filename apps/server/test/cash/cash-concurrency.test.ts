/**
 * domain.md §7.6-6 under concurrency, on PostgreSQL: two plans that cover the same credit (a race the submit check
 * cannot see: both written before either is approved) are approved at once by two directors — the credit is paid
 * exactly once, one approval is refused, the lines and the ledger stay consistent. PGlite runs one transaction at a
 * time, so this needs DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalOriginal } from '../../src/modules/applications';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { approve } from '../../src/modules/cash/cash-pay.service';
import { ApiError } from '../../src/platform/api-error';
import type { Db } from '../../src/platform/db/db';
import type { ServiceEnv } from '../../src/platform/service-env';
import { BUSINESS_DATE } from '../helpers/business-date';
import { addSecondDirector, openPgSchema } from '../helpers/test-db';
import type { PgSchema } from '../helpers/test-db';
import { app, credit, dummyPayload } from '../credits/ledger-helpers';
import { actorOf, cashInvariantBreaks } from './cash-helpers';

const url = process.env.DATABASE_URL;
let pgs: PgSchema | undefined;
let db: Db;
const env = (): ServiceEnv => ({ db, now: Date.parse(`${BUSINESS_DATE}T02:00:00Z`), businessDate: BUSINESS_DATE, signingEnabled: false });

describe.skipIf(!url)('two approvals of plans covering the same credit (PostgreSQL)', () => {
  beforeAll(async () => {
    pgs = await openPgSchema(url ?? '', { prefix: 't_cash', max: 10, seeded: true });
    db = pgs.db;
    await addSecondDirector(db);
    // A twin of CSH-0620 over the same CR4, as two submits racing past each other's check would leave it.
    const twin = 'CSH20250616999999';
    const seeded = app('CSH-0620');
    await db.query(
      `INSERT INTO application (app_no, biz_type, product_type, status, applicant_corp_id, issuer_corp_id, amount_fen, creator_user_id, business_date, created_at, updated_at)
       SELECT $1, biz_type, product_type, status, applicant_corp_id, issuer_corp_id, amount_fen, creator_user_id, business_date, created_at, updated_at FROM application WHERE app_no = $2`,
      [twin, seeded],
    );
    await db.query(
      `INSERT INTO cash_plan (app_no, variant, issuer_corp_id, due_date, payer_account_type, payer_account_no, payer_account_name, payer_bank_name, funds_ready, funding_ref, total_fen)
       SELECT $1, variant, issuer_corp_id, due_date, payer_account_type, payer_account_no, payer_account_name, payer_bank_name, funds_ready, funding_ref, total_fen FROM cash_plan WHERE app_no = $2`,
      [twin, seeded],
    );
    await db.query(
      `INSERT INTO cash_line (app_no, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status)
       SELECT $1, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status FROM cash_line WHERE app_no = $2`,
      [twin, seeded],
    );
    await db.query('INSERT INTO app_credit (app_no, credit_no, amount_fen) SELECT $1, credit_no, amount_fen FROM app_credit WHERE app_no = $2', [twin, seeded]);
  }, 180_000);
  afterAll(async () => {
    await pgs?.dispose();
  });

  it('pays CR4 once: one approval wins, the other is refused, one PAID line', async () => {
    const plans = [app('CSH-0620'), 'CSH20250616999999'];
    const directors = [await actorOf(db, 'c1_dir'), await actorOf(db, 'c1_dir2')];
    const payloads = await Promise.all(plans.map(async (p, i) => dummyPayload(await approvalOriginal(env(), directors[i]!, p, 'CREDIT_ASSEMBLE'))));
    const results = await Promise.allSettled(plans.map((p, i) => approve(env(), directors[i]!, p, payloads[i]!)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(ApiError);
    const paid = await db.query<{ app_no: string }>("SELECT app_no FROM cash_line WHERE credit_no = $1 AND status = 'PAID'", [credit('CR4')]);
    expect(paid).toHaveLength(1);
    const [cr4] = await db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [credit('CR4')]);
    expect(cr4?.status).toBe('CASHED');
    // The losing plan is still waiting; approving it later is refused too (CR4 is 已兑付).
    const loser = plans.find((p) => p !== paid[0]?.app_no) ?? '';
    await expect(
      approvalOriginal(env(), directors[0]!, loser, 'CREDIT_ASSEMBLE').then((o) => approve(env(), directors[0]!, loser, dummyPayload(o))),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await db.query("SELECT credit_no FROM cash_line WHERE status = 'PAID' GROUP BY credit_no HAVING count(*) > 1")).toEqual([]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    // Σ lines = Σ credits still holds per plan (the twin was written with the same line).
    expect(await cashInvariantBreaks(db)).toEqual([]);
  });
});
