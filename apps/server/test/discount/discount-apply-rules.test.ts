import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_REFUSALS, discountApplyEndpoints as ep } from '@scf/api/contract';
import type { DiscountApplyInput, DiscountDetail, DiscountPayer } from '@scf/api/contract';
import { fenToDecimal, partitionsPackage } from '@scf/api/money';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import { decide } from '../../src/modules/applications';
import * as svc from '../../src/modules/discount/discount-apply.service';
import { insertPackage, rangeBounds, rangesOf } from '../../src/modules/discount/bills.repo';
import { availableFen } from '../../src/modules/discount/discount-apply.repo';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { BUSINESS_DATE } from '../helpers/business-date';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import { actorOf } from '../cash/cash-helpers';
import { BAB1, applyAfterTrial, balance, drawerSigns, original, sellerApproves, settleAccountOf, trial } from './discount-apply-helpers';

const server = useTestServer();

/**
 * The rules of 贴现 beyond the happy paths (domain-lines.md §20.4–§20.7): 票据已到期, one quote per batch, the drawer's
 * account short at 签收 (nothing moves), interest recomputed at the signing date with the same rate, and the §20.7
 * invariants (1)–(3) over random applies and returns (a bounded model test).
 */
let s1op: TestClient;
let s1dir: TestClient;
let c1op: TestClient;
let c1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;
const DUE_PKG = '810530300001720250316000000091';
const C2_PKG = '810530300001720250610000000092';

beforeAll(async () => {
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
  const pkg = (packageNo: string, drawer: string, issueDate: string, dueDate: string) =>
    insertPackage(
      server.db,
      {
        packageNo,
        drawerCorpId: drawer,
        acceptorCorpId: 'F1',
        payeeCorpId: 'S1',
        amountFen: 10_000_000n,
        issueDate,
        dueDate,
        splittable: true,
        notTransferable: false,
        babAppNo: null,
        lineNo: null,
        babLineId: null,
        marginFen: 0n,
        feeFen: 0n,
        contractNo: null,
        status: 'ISSUED',
      },
      'S1',
      'HELD',
      issueDate,
    );
  await pkg(DUE_PKG, 'C1', '2025-03-16', BUSINESS_DATE);
  await pkg(C2_PKG, 'C2', '2025-06-10', '2025-11-10');
  await server.db.query("INSERT INTO discount_quote (fi_corp_id, drawer_corp_id, annual_rate, deferral_rule) VALUES ('F1', 'C2', '2.00%', 1)");
});

describe('refusals of a batch', () => {
  it('a bill due today: 票据已到期，不能贴现', async () => {
    refused(await trial(s1op, { lines: [{ packageNo: DUE_PKG, amount: '100.00' }] }), DISCOUNT_REFUSALS.due);
  });

  it('bills of two drawers quoted at different rates: 同一批次须为同一贴现银行和同一利率', async () => {
    const lines = [
      { packageNo: BAB1, amount: '1000.00' },
      { packageNo: C2_PKG, amount: '1000.00' },
    ];
    refused(await trial(s1op, { lines }), DISCOUNT_REFUSALS.batchSame);
    refused(await trial(s1op, { fiCorpId: 'F9', lines: [{ packageNo: BAB1, amount: '1000.00' }] }), '所选贴现银行未对该出票人的票据报价');
  });
});

describe('买方付息 at 签收', () => {
  let appNo = '';
  it('the drawer’s settlement account short: 出票人账户余额不足以支付买方利息, nothing moves, still 待终审', async () => {
    appNo = ok<DiscountDetail>(await applyAfterTrial(s1op, { payer: 'BUYER' })).row.appNo;
    await sellerApproves(s1dir, appNo);
    ok(await c1op.callEndpoint(ep.payerConfirm, { params: { appNo }, body: { comment: '' } }));
    ok(await drawerSigns(c1dir, appNo));
    ok(await f1cm.callEndpoint(ep.fiPass, { params: { appNo }, body: { comment: '' } }));
    const c1 = await settleAccountOf(server.db, 'C1');
    const avail = await availableFen(server.db, c1);
    await server.db.transaction((tx) => SimBank.freeze(tx, c1, avail - 100_00n));
    const f1 = await settleAccountOf(server.db, 'F1');
    const before = [await balance(server.db, 'A-S1-SETTLE'), await balance(server.db, f1), await balance(server.db, c1)];
    const text = ok<string>(await original(f1pm, 'DISCOUNT_BILL_RECEIVE', appNo));
    refused(await f1pm.callEndpoint(ep.fiReceive, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }), DISCOUNT_REFUSALS.buyerShort);
    expect([await balance(server.db, 'A-S1-SETTLE'), await balance(server.db, f1), await balance(server.db, c1)]).toEqual(before);
    expect((await svc.discountDetail(server.db, await actorOf(server.db, 'f1_pm'), appNo)).row.status).toBe('PENDING_FINAL');
    await server.db.transaction((tx) => SimBank.unfreeze(tx, c1, avail - 100_00n));
  });

  it('signed on 2025-06-17 the interest is recomputed with the same rate: 114 days, C1 pays 1 425.00, proceeds 300 000.00', async () => {
    const c1 = await settleAccountOf(server.db, 'C1');
    const f1 = await settleAccountOf(server.db, 'F1');
    const before = { s1: await balance(server.db, 'A-S1-SETTLE'), f1: await balance(server.db, f1), c1: await balance(server.db, c1) };
    const text = ok<string>(await original(f1pm, 'DISCOUNT_BILL_RECEIVE', appNo));
    const pm = await actorOf(server.db, 'f1_pm');
    const next = { db: server.db, now: server.clock.now(), businessDate: '2025-06-17', signingEnabled: true };
    const d = await svc.fiReceive(next, pm, appNo, signedPayload('f1_pm', text, appNo));
    expect(d.row).toMatchObject({ status: 'COMPLETED', receivedOn: '2025-06-17', annualRate: '1.50%' });
    expect(d.lines[0]).toMatchObject({ days: 114, interest: '1425.00', buyer: '1425.00', seller: '0.00', proceeds: '300000.00' });
    expect(await balance(server.db, c1)).toBe(before.c1 - 142_500n);
    expect(await balance(server.db, 'A-S1-SETTLE')).toBe(before.s1 + 30_000_000n);
    expect(await balance(server.db, f1)).toBe(before.f1 + 142_500n - 30_000_000n);
    expect(await bankInvariantBreaks(server.db)).toEqual([]);
  });
});

/** §20.7 (1)–(3) on every package after each step. */
async function invariantBreaks(): Promise<string[]> {
  const out: string[] = [];
  const pkgs = await server.db.query<{ package_no: string; amount_fen: unknown }>('SELECT package_no, amount_fen FROM bill_package');
  for (const p of pkgs) {
    const live = (await rangesOf(server.db, p.package_no)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
    if (!partitionsPackage(live.map(rangeBounds), BigInt(String(p.amount_fen)))) out.push(`${p.package_no}: not partitioned`);
  }
  const locks = await server.db.query<{ range_id: string; n: unknown }>(
    `SELECT r.range_id, (SELECT count(*) FROM discount_line l JOIN application a ON a.app_no = l.app_no
       WHERE l.range_id = r.range_id AND a.status IN ('PENDING_REVIEW', 'PENDING_PAYER', 'PENDING_FI', 'PENDING_FINAL')) AS n
     FROM bill_range r WHERE r.status = 'DISCOUNTING'`,
  );
  for (const l of locks) if (Number(l.n) !== 1) out.push(`${l.range_id}: in ${String(l.n)} open applications`);
  const lines = await server.db.query<{ app_no: string }>(
    'SELECT app_no FROM discount_line WHERE proceeds_fen + seller_fen <> amount_fen OR buyer_fen + seller_fen <> interest_fen',
  );
  for (const l of lines) out.push(`${l.app_no}: figures do not add up`);
  return out;
}

describe('§20.7 invariants over random applies and returns (model test, ≤ 30 runs)', () => {
  it('ranges partition each package, a DISCOUNTING range is in exactly one open application, each line adds up', async () => {
    const op = await actorOf(server.db, 's1_op');
    const dir = await actorOf(server.db, 's1_dir');
    const env = () => ({ db: server.db, now: server.clock.now(), businessDate: BUSINESS_DATE, signingEnabled: true });
    const open: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('apply' as const), fen: fc.bigInt({ min: 1n, max: 40_000_000n }), pct: fc.integer({ min: 0, max: 100 }) }),
            fc.record({ kind: fc.constant('return' as const) }),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (steps) => {
          for (const s of steps) {
            if (s.kind === 'apply') {
              const payer: DiscountPayer = s.pct === 0 ? 'SELLER' : s.pct === 100 ? 'BUYER' : 'AGREED';
              const body = {
                fiCorpId: 'F1',
                payer,
                ...(payer === 'AGREED' ? { buyerPct: s.pct } : {}),
                lines: [{ packageNo: BAB1, amount: fenToDecimal(s.fen) }],
                accountId: 'A-S1-SETTLE',
                trialDate: BUSINESS_DATE,
                annualRate: '1.50%',
              } satisfies DiscountApplyInput;
              try {
                open.push((await svc.apply(env(), op, body)).row.appNo);
              } catch (e) {
                expect([DISCOUNT_REFUSALS.overAvailable, DISCOUNT_REFUSALS.occupied]).toContain((e as Error).message);
              }
            } else {
              const appNo = open.shift();
              if (appNo) await decide(env(), dir, appNo, 'RETURN', '退回');
            }
            expect(await invariantBreaks()).toEqual([]);
          }
        },
      ),
      { numRuns: 30, seed: 20_250_616 },
    );
  }, 240_000);
});
