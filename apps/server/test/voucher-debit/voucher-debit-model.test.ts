/**
 * The ledger model of 支付通代扣 (domain-lines.md §17.4; issue 29 Done-when): fast-check draws a due date's leaves of C1
 * (holders S1, S3 and the bank F1, random faces) and a random sequence of 模拟入金, the clock reaching 09:00, 12:00,
 * 16:00 or the 17:00 cut-off, c1_op's 立即补扣 and the 代扣授权 revoked or restored; a small model predicts each step —
 * leaves paid whole in number order with skip-and-continue, the reason of a skip, 逾期 at the cut-off with its last
 * reason, each slot once — and after every step the statuses, every account's balance to the fen, one VOUCHER_DEBIT
 * transfer per cashed leaf (none for another) and the debit and bank invariants are compared with it. Each sequence
 * ends by paying what is left, so the next one (a later working day) starts clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOLIDAY_REGION } from '@scf/api/contract';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { isWorkingDay } from '../../src/modules/reference';
import { debitInvariantBreaks, runVoucherDebits } from '../../src/modules/voucher-debit';
import { retryNow } from '../../src/modules/voucher-debit/voucher-debit.service';
import { addDays } from '../../src/platform/business-date';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import type { Actor } from '../../src/platform/security/actor';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openTestDb } from '../helpers/test-db';
import { actorOf } from '../cash/cash-helpers';
import { at, cloneRow, voucherNo } from './debit-helpers';

const REPAY = 'A-C1-VREPAY';
const PAYEE: Record<string, { account: string; status: string }> = {
  S1: { account: 'A-S1-ELEC', status: 'HELD' },
  S3: { account: 'A-S3-SETTLE', status: 'HELD' },
  F1: { account: 'A-F1-SETTLE', status: 'FINANCED' },
};
const SLOTS = ['09:00', '12:00', '16:00'] as const;
const TIMES = [...SLOTS, '17:00'] as const;

type Status = 'DUE' | 'CASHING' | 'CASHED' | 'OVERDUE';
interface MLeaf {
  no: string;
  holder: string;
  fen: bigint;
  status: Status;
  fail: string | null;
}
interface Model {
  date: string;
  time: string;
  ran: Set<string>;
  mandate: boolean;
  balances: Map<string, bigint>;
  leaves: MLeaf[];
}

let db: Db;
let dispose: () => Promise<void>;
let op: Actor;
let source = '';
const days: string[] = [];
let runIndex = 0;
const seen = new Set<string>();

async function balances(): Promise<Map<string, bigint>> {
  const rows = await db.query<{ account_id: string; b: unknown; f: unknown }>('SELECT account_id, balance_fen AS b, frozen_fen AS f FROM bank_account');
  return new Map(rows.map((r) => [r.account_id, BigInt(String(r.b)) - BigInt(String(r.f))]));
}
const deposit = (date: string, time: string, fen: bigint) =>
  db.transaction((tx) => SimBank.deposit(tx, { accountId: REPAY, amountFen: fen, summary: '模拟入金', businessDate: date, now: at(date, time) }));
const setMandate = (on: boolean) =>
  db.query(
    on
      ? "UPDATE account_mandate SET status = 'ACTIVE', revoked_by = NULL, revoked_on = NULL WHERE mandate_no = 'MDT-C1-VREPAY'"
      : "UPDATE account_mandate SET status = 'REVOKED', revoked_by = 'c1_dir', revoked_on = '2025-06-16' WHERE mandate_no = 'MDT-C1-VREPAY'",
  );

/** One attempt of the model over the leaves still unpaid (a slot or 立即补扣): paid whole in number order or skipped. */
function attempt(m: Model, which: (l: MLeaf) => boolean): void {
  for (const l of m.leaves.filter(which)) {
    if (l.status === 'DUE') l.status = 'CASHING';
    const code = !m.mandate ? 'NO_MANDATE' : l.fen > (m.balances.get(REPAY) ?? 0n) ? 'INSUFFICIENT_BALANCE' : null;
    if (code) {
      l.fail = code;
      seen.add(`skip:${code}`);
      continue;
    }
    m.balances.set(REPAY, (m.balances.get(REPAY) ?? 0n) - l.fen);
    const to = PAYEE[l.holder]?.account ?? '';
    m.balances.set(to, (m.balances.get(to) ?? 0n) + l.fen);
    l.status = 'CASHED';
    l.fail = null;
    seen.add(l.holder === 'F1' ? 'paid:bank' : 'paid:holder');
  }
}

/** After every step: the leaves, every balance, the transfers and the invariants are the model's. */
async function agree(m: Model): Promise<void> {
  const real = await balances();
  for (const [account, fen] of m.balances) expect(real.get(account) ?? 0n, account).toBe(fen);
  for (const l of m.leaves) {
    const [c] = await db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [l.no]);
    const want = l.status === 'DUE' ? PAYEE[l.holder]?.status : l.status;
    expect(c?.status, l.no).toBe(want);
    const [line] = await db.query<{ status: string; fail_code: string | null; amount_fen: unknown; payee_account_id: string }>(
      'SELECT status, fail_code, amount_fen, payee_account_id FROM cash_line WHERE credit_no = $1 AND run_no IS NOT NULL',
      [l.no],
    );
    if (l.status === 'DUE') expect(line, l.no).toBeUndefined();
    else {
      expect({ status: line?.status, fail: line?.fail_code ?? null, fen: BigInt(String(line?.amount_fen)), to: line?.payee_account_id }, l.no).toEqual({
        status: l.status === 'CASHED' ? 'PAID' : l.status === 'OVERDUE' ? 'FAILED' : 'PENDING',
        fail: l.fail,
        fen: l.fen,
        to: PAYEE[l.holder]?.account,
      });
    }
    const txns = await db.query("SELECT 1 FROM sim_bank_txn WHERE purpose = 'VOUCHER_DEBIT' AND biz_ref = $1", [l.no]);
    expect(txns.length, `${l.no} transfers`).toBe(l.status === 'CASHED' ? 1 : 0);
  }
  expect(await debitInvariantBreaks(db)).toEqual([]);
}

type Cmd = fc.AsyncCommand<Model, Db>;
const step = (name: string, run: (m: Model) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (m) => {
    await run(m);
    await agree(m);
  },
  toString: () => name,
});

const depositCmd = (yuan: number) =>
  step(`deposit(${yuan})`, async (m) => {
    const fen = BigInt(yuan) * 100n;
    await deposit(m.date, m.time, fen);
    m.balances.set(REPAY, (m.balances.get(REPAY) ?? 0n) + fen);
  });

const clockCmd = (k: number) =>
  step(`clock(${TIMES[k]})`, async (m) => {
    const time = TIMES[k] ?? '09:00';
    if (time > m.time) m.time = time;
    await runVoucherDebits(db, at(m.date, m.time), m.date, m.time);
    for (const slot of SLOTS) {
      if (m.time < slot || m.ran.has(slot)) continue;
      m.ran.add(slot);
      attempt(m, (l) => l.status === 'DUE' || l.status === 'CASHING');
    }
    if (m.time >= '17:00' && !m.ran.has('CUTOFF')) {
      m.ran.add('CUTOFF');
      for (const l of m.leaves.filter((x) => x.status === 'CASHING')) {
        l.status = 'OVERDUE';
        l.fail ??= 'INSUFFICIENT_BALANCE';
        seen.add(`overdue:${l.fail}`);
      }
    }
  });

const manualCmd = () =>
  step('立即补扣', async (m) => {
    await retryNow({ db, now: at(m.date, m.time), businessDate: m.date, signingEnabled: false }, op);
    attempt(m, (l) => l.status !== 'CASHED');
    seen.add('manual');
  });

const mandateCmd = (on: boolean) =>
  step(`mandate(${on})`, async (m) => {
    await setMandate(on);
    m.mandate = on;
  });

const commands = [
  fc.integer({ min: 1, max: 120_000 }).map(depositCmd),
  fc.nat({ max: TIMES.length - 1 }).map(clockCmd),
  fc.nat({ max: TIMES.length - 1 }).map(clockCmd),
  fc.constant(null).map(manualCmd),
  fc.boolean().map(mandateCmd),
];
const leavesArb = fc.array(fc.tuple(fc.constantFrom('S1', 'S3', 'F1'), fc.integer({ min: 1, max: 6_000_000 })), { minLength: 1, maxLength: 6 });

beforeAll(async () => {
  const t = await openTestDb();
  db = t.db;
  dispose = t.dispose;
  if (t.fresh) {
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
  }
  op = await actorOf(db, 'c1_op');
  // The seed's VC3 (due 2025-06-17, short) settled first: an overdue voucher would be retried on every later day.
  const vc3 = await voucherNo(db, 120_000_00n);
  await deposit('2025-06-17', '08:00', 20_000_00n);
  await runVoucherDebits(db, at('2025-06-17', '09:00'), '2025-06-17', '09:00');
  expect((await db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [vc3]))[0]?.status).toBe('CASHED');
  // The sequences' leaves on a line of their own that is not revolving (no limit moves with them), cut from VC2.
  await cloneRow(db, 'credit_line', { column: 'line_id', value: 'LV1' }, { line_id: 'LVM', revolving: false });
  source = await voucherNo(db, 80_000_00n);
  // Working days from 2025-07-01, before VC2's due date (2025-09-30): one per sequence.
  for (let d = '2025-07-01'; d < '2025-09-30'; d = addDays(d, 1)) if (await isWorkingDay(db, HOLIDAY_REGION, d)) days.push(d);
}, 180_000);
afterAll(async () => dispose?.());

describe('支付通代扣 against its model (fast-check)', () => {
  it('pays, skips and fails every leaf as the model says, to the fen, and never debits a leaf twice', async () => {
    await fc.assert(
      fc.asyncProperty(leavesArb, fc.commands(commands, { maxCommands: 14 }), async (drawn, cmds) => {
        const date = days[runIndex] ?? '';
        expect(date, 'a working day for every sequence').not.toBe('');
        runIndex += 1;
        const leaves: MLeaf[] = [];
        for (const [k, [holder, fen]] of drawn.entries()) {
          const no = `XV${date.replaceAll('-', '')}9${String(runIndex).padStart(5, '0')}${k}${k}`;
          await cloneRow(
            db,
            'credit',
            { column: 'credit_no', value: source },
            {
              credit_no: no,
              root_no: no,
              parent_no: null,
              line_id: 'LVM',
              sub_limit_id: null,
              original_holder_corp_id: holder,
              holder_corp_id: holder,
              holder_account_id: null,
              amount_fen: fen,
              issue_date: addDays(date, -90),
              due_date: date,
              status: PAYEE[holder]?.status,
            },
          );
          leaves.push({ no, holder, fen: BigInt(fen), status: 'DUE', fail: null });
        }
        leaves.sort((a, b) => a.no.localeCompare(b.no));
        await setMandate(true);
        const model: Model = { date, time: '08:00', ran: new Set(), mandate: true, balances: await balances(), leaves };
        const money = [...model.balances.values()].reduce((s, b) => s + b, 0n);
        let deposited = 0n;
        await fc.asyncModelRun(() => ({ model, real: db }), cmds);
        // What is left is paid: the mandate restored, the shortfall deposited, the clock past the cut-off, 立即补扣.
        await setMandate(true);
        model.mandate = true;
        const owed = model.leaves.filter((l) => l.status !== 'CASHED').reduce((s, l) => s + l.fen, 0n);
        if (owed > 0n) {
          await deposit(date, '17:30', owed);
          deposited += owed;
        }
        await runVoucherDebits(db, at(date, '17:30'), date, '17:30');
        await retryNow({ db, now: at(date, '17:40'), businessDate: date, signingEnabled: false }, op);
        for (const l of model.leaves) {
          const [c] = await db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [l.no]);
          expect(c?.status, l.no).toBe('CASHED');
        }
        const after = [...(await balances()).values()].reduce((s, b) => s + b, 0n);
        expect(after - money - deposited, 'fen created or lost, beside the deposits of the sequence').toBe(
          [...model.balances.values()].reduce((s, b) => s + b, 0n) - money,
        );
        expect(await bankInvariantBreaks(db)).toEqual([]);
      }),
      // No shrinking: a failed sequence leaves its day unsettled, and each sequence needs a working day of its own. A fixed
      // seed: the coverage check below needs every outcome seen, and a random 30 runs once missed overdue:NO_MANDATE.
      { numRuns: 30, endOnFailure: true, seed: 20_250_616 },
    );
    // The sequences' leaves are planted on LVM, not issued through its limit: LVM's figures are not the ledger's to check.
    expect((await checkLedgerInvariants(db)).filter((b) => !b.startsWith('limit LVM/'))).toEqual([]);
    for (const s of [
      'paid:holder',
      'paid:bank',
      'skip:INSUFFICIENT_BALANCE',
      'skip:NO_MANDATE',
      'overdue:INSUFFICIENT_BALANCE',
      'overdue:NO_MANDATE',
      'manual',
    ])
      expect(seen, s).toContain(s);
  }, 1_200_000);
});
