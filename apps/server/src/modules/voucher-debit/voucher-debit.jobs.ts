/**
 * The debit job (domain-lines.md §17.4), driven by the business clock (its date and its time of day `time`, pinned by
 * BUSINESS_TIME in tests and demos, else Shanghai's): for each issuer with vouchers due today the
 * slots whose time has come (09:00, 12:00, 16:00; a start after a slot's time runs it), the cut-off from 17:00; due
 * dates left behind (a server started later) get their last attempt and their cut-off; overdue vouchers one retry per
 * working day from 09:00. Each slot is one transaction and runs once per issuer, due date and date.
 */
import { HOLIDAY_REGION } from '@scf/api/contract';
import { addDays, shanghaiTime } from '../../platform/business-date';
import type { Db } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { ROLE_DIR, SYSTEM_ROLE, inLedger, messageRole } from '../applications';
import { isWorkingDay } from '../reference';
import { claimWarning, dueBetween, liveDue, overdueDue, repayAccountOf } from './voucher-debit.repo';
import { debitRun } from './voucher-debit.run';
import type { RunResult } from './voucher-debit.run';
import { CUT_OFF, DEBIT_SLOTS, RETRY_AT, shortfallMessage } from './voucher-debit.rules';
import type { DebitSlot } from './voucher-debit.rules';

export const debitActor = (corpId: string) => ({ userId: null, corpId, role: SYSTEM_ROLE });

export async function runVoucherDebits(db: Db, now: number, businessDate: string, time = shanghaiTime(now)): Promise<RunResult[]> {
  const env = { db, now, businessDate };
  const out: RunResult[] = [];
  const run = async (issuer: string, due: string, slot: DebitSlot, runDate: string) => {
    const r = await inLedger(env, debitActor(issuer), (ctx) => debitRun(ctx, issuer, due, slot, runDate));
    if (r) out.push(r);
  };
  // Due dates behind today that were never closed: their last attempt, then the cut-off.
  for (const g of await liveDue(db, businessDate, true)) {
    await run(g.issuer_corp_id, g.due_date, '16:00', g.due_date);
    await run(g.issuer_corp_id, g.due_date, 'CUTOFF', g.due_date);
  }
  for (const g of await liveDue(db, businessDate, false)) {
    for (const slot of DEBIT_SLOTS) if (time >= slot) await run(g.issuer_corp_id, g.due_date, slot, businessDate);
    if (time >= CUT_OFF) await run(g.issuer_corp_id, g.due_date, 'CUTOFF', businessDate);
  }
  if (time >= RETRY_AT && (await isWorkingDay(db, HOLIDAY_REGION, businessDate)))
    for (const g of await overdueDue(db, null)) if (g.due_date < businessDate) await run(g.issuer_corp_id, g.due_date, 'RETRY', businessDate);
  await warnShortfalls(db, now, businessDate);
  return out;
}

/** WARNING_DAYS before D (and until D), a due date the 还款专户 does not cover: its directors told once with the gap. */
export const WARNING_DAYS = 3;

async function warnShortfalls(db: Db, now: number, businessDate: string): Promise<void> {
  const env = { db, now, businessDate };
  for (const d of await dueBetween(db, businessDate, addDays(businessDate, WARNING_DAYS))) {
    await inLedger(env, debitActor(d.issuer_corp_id), async (ctx) => {
      const a = await repayAccountOf(ctx.tx, d.issuer_corp_id, businessDate);
      const gap = fenOf(d.s) - (a ? fenOf(a.balance_fen) - fenOf(a.frozen_fen) : 0n);
      if (gap <= 0n || !(await claimWarning(ctx.tx, d.issuer_corp_id, d.due_date, gap, businessDate))) return;
      await messageRole(ctx, d.issuer_corp_id, ROLE_DIR, '支付通到期资金不足', shortfallMessage(yuanOf(gap)), null);
    });
  }
}
