import { HOLIDAY_REGION } from '@scf/api/contract';
import { addCalendarDays } from '@scf/api/money';
import type { Db, Queryable } from '../../platform/db/db';
import { SimBank, isBankRefusal } from '../bank';
import { accountOf } from '../applications';
import { isWorkingDay } from '../reference';
import { addBillEvent, packageOf, rangeFen, rangesOf } from './bills.repo';
import type { PackageRow } from './bills.repo';
import { PAYABLE_AT_MATURITY, dueCandidates, insertMaturity, lockedBalance, marginAccountOf, maturityOf, releaseExposure } from './bill-maturity.repo';

/** §14A.6: bills due today, or rolled to today, are presented and paid at 09:30. */
export const MATURITY_SLOT = '09:30';

/** A package due on a non-working day is paid on the next working day (domain-lines.md §20.6). */
export async function payDateOf(q: Queryable, dueDate: string): Promise<string> {
  let day = dueDate;
  for (let i = 0; i <= 366; i++) {
    if (await isWorkingDay(q, HOLIDAY_REGION, day)) return day;
    day = addCalendarDays(day, 1);
  }
  throw new RangeError(`no working day within a year of ${dueDate}`);
}

/** What one package's payment did, for the job's answer and the tests. */
export interface MaturityOutcome {
  packageNo: string;
  payDate: string;
  paidToHolders: bigint;
  margin: bigint;
  debited: bigint;
  advance: bigint;
}

export interface MaturityRun {
  paid: MaturityOutcome[];
  /** Packages the bank refused to pay this time (an account missing or frozen): retried on the next sweep. */
  failed: Array<{ packageNo: string; reason: string }>;
}

const fenOf = (v: unknown): bigint => BigInt(String(v ?? 0));

/**
 * 到期付款 (domain-lines.md §20.6) at 09:30 of the business date: every 已出票 package (or one accepted and never signed
 * for: paid to its holder of record) whose due date — rolled to the next working day — has come is paid, each in its own
 * transaction under the package's lock, exactly once (a paid package is PAID and has its bill_maturity row; §20.7 (4)).
 * A run before 09:30 or a second run pays nothing.
 */
export async function runBillMaturity(db: Db, now: number, businessDate: string, businessTime: string): Promise<MaturityRun> {
  const run: MaturityRun = { paid: [], failed: [] };
  if (businessTime < MATURITY_SLOT) return run;
  for (const c of await dueCandidates(db, businessDate)) {
    if ((await payDateOf(db, c.due_date)) > businessDate) continue;
    try {
      const outcome = await db.transaction((tx) => payPackage(tx, c.package_no, businessDate, now));
      if (outcome) run.paid.push(outcome);
    } catch (e) {
      if (!isBankRefusal(e)) throw e;
      run.failed.push({ packageNo: c.package_no, reason: e.message });
    }
  }
  return run;
}

/**
 * One package at maturity: the acceptor pays each HELD / DISCOUNTED range to its holder (BILL_PAY; its own ranges settle
 * without a transfer), ranges and package PAID, the line's exposure released; then the drawer is debited — its margin
 * first (unfrozen in its 银承保证金户 and moved to the bank), then face − margin from its settlement account as far as
 * the available balance goes; the rest is the bank's 垫款. Returns nothing when someone paid it first.
 */
export async function payPackage(tx: Queryable, packageNo: string, payDate: string, now: number): Promise<MaturityOutcome | null> {
  const p = await packageOf(tx, packageNo, true);
  if (!p || !(PAYABLE_AT_MATURITY as readonly string[]).includes(p.status) || (await maturityOf(tx, packageNo))) return null;
  const face = fenOf(p.amount_fen);
  const clock = { businessDate: payDate, now };
  const at = `${payDate}T${MATURITY_SLOT}:00+08:00`;
  const bank = await accountOf(tx, p.acceptor_corp_id, ['SETTLEMENT']);
  if (!bank) throw new Error(`acceptor ${p.acceptor_corp_id} has no settlement account`);

  let paidToHolders = 0n;
  for (const r of await rangesOf(tx, packageNo)) {
    // A package never signed for (已承兑待交付 / 待签收) is paid to its holder of record, the payee.
    if (r.status !== 'HELD' && r.status !== 'DISCOUNTED' && r.status !== 'DISCOUNTING' && r.status !== 'PENDING_RECEIVE') continue;
    const amount = rangeFen(r, face);
    if (r.holder_corp_id !== p.acceptor_corp_id) {
      const to = await accountOf(tx, r.holder_corp_id, ['SETTLEMENT']);
      if (!to) throw new Error(`holder ${r.holder_corp_id} has no settlement account`);
      await SimBank.transfer(tx, {
        ...clock,
        fromAccountId: bank.account_id,
        toAccountId: to.account_id,
        amountFen: amount,
        purpose: 'BILL_PAY',
        bizRef: packageNo,
      });
      paidToHolders += amount;
    }
    await tx.query("UPDATE bill_range SET status = 'PAID', locked_by_app = NULL, version = version + 1 WHERE range_id = $1", [r.range_id]);
    await addBillEvent(tx, {
      packageNo,
      rangeId: r.range_id,
      at,
      kind: 'PAID',
      label: r.holder_corp_id === p.acceptor_corp_id ? '到期结清' : '到期付款',
      corpId: r.holder_corp_id,
      amountFen: amount,
    });
  }
  await tx.query("UPDATE bill_package SET status = 'PAID', paid_on = $2, open_app_no = NULL, version = version + 1 WHERE package_no = $1", [
    packageNo,
    payDate,
  ]);
  await releaseExposure(tx, p);

  const { margin, debited } = await debitDrawer(tx, p, bank.account_id, clock);
  const advance = face - margin - debited;
  await insertMaturity(tx, { packageNo, payDate, dueFen: face, marginFen: margin, debitedFen: debited, advanceFen: advance });
  await addBillEvent(tx, { packageNo, at, kind: 'DRAWER_DEBIT', label: '到期扣款', corpId: p.drawer_corp_id, amountFen: margin + debited });
  if (advance > 0n) await addBillEvent(tx, { packageNo, at, kind: 'ADVANCE', label: '转垫款', corpId: p.acceptor_corp_id, amountFen: advance });
  return { packageNo, payDate, paidToHolders, margin, debited, advance };
}

/** Margin first, then face − margin from the settlement account's available balance (never more than it has). */
async function debitDrawer(
  tx: Queryable,
  p: PackageRow,
  bankAccountId: string,
  clock: { businessDate: string; now: number },
): Promise<{ margin: bigint; debited: bigint }> {
  const face = fenOf(p.amount_fen);
  let margin = 0n;
  const marginAccount = fenOf(p.margin_fen) > 0n ? await marginAccountOf(tx, p.drawer_corp_id) : undefined;
  if (marginAccount) {
    margin = [fenOf(p.margin_fen), fenOf(marginAccount.frozen_fen), fenOf(marginAccount.balance_fen)].reduce((a, b) => (a < b ? a : b));
    if (margin > 0n) {
      await SimBank.unfreeze(tx, marginAccount.account_id, margin);
      await SimBank.transfer(tx, {
        ...clock,
        fromAccountId: marginAccount.account_id,
        toAccountId: bankAccountId,
        amountFen: margin,
        purpose: 'MARGIN',
        bizRef: p.package_no,
      });
    }
  }
  const rest = face - margin;
  const settlement = rest > 0n ? await accountOf(tx, p.drawer_corp_id, ['SETTLEMENT']) : undefined;
  const locked = settlement ? await lockedBalance(tx, settlement.account_id) : undefined;
  const available = locked ? fenOf(locked.balance_fen) - fenOf(locked.frozen_fen) : 0n;
  const debited = available <= 0n ? 0n : available < rest ? available : rest;
  if (settlement && debited > 0n)
    await SimBank.transfer(tx, {
      ...clock,
      fromAccountId: settlement.account_id,
      toAccountId: bankAccountId,
      amountFen: debited,
      purpose: 'BILL_PAY',
      bizRef: p.package_no,
    });
  return { margin, debited };
}
