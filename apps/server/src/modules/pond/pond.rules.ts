import { POND_REFUSALS } from '@scf/api/contract';
import { calendarDaysBetween, formatFen, poolTermBuckets, poolTotalFigures, termCovered, termDrawdownLimitFen } from '@scf/api/money';
import type { PoolTotalFigures, TermBucket } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import * as repo from './pond.repo';
import type { AssetRow, DrawdownRow, PondRow } from './pond.repo';

/** Assets that count in 池额度 at a date: 在池 or 出池中, not past their due date (an unpaid one drops out, §18.7). */
export const counts = (a: AssetRow, businessDate: string): boolean => (a.status === 'IN_POOL' || a.status === 'PENDING_OUT') && a.due_date >= businessDate;

export const isOpen = (d: DrawdownRow): boolean => d.status === 'FUNDED' || d.status === 'OVERDUE';
export const isPending = (d: DrawdownRow): boolean => d.status === 'PENDING_REVIEW' || d.status === 'PENDING_FI';

export interface PondState {
  pond: PondRow;
  assets: AssetRow[];
  drawdowns: DrawdownRow[];
}

export async function stateOf(q: Queryable, pond: PondRow): Promise<PondState> {
  return { pond, assets: await repo.assetsOf(q, pond.pond_no), drawdowns: await repo.drawdownsOf(q, pond.pond_no) };
}

/** The TOTAL figures of the pond (packages/api money/asset-pool), leaving out the assets named in `without`. */
export function figuresOf(s: PondState, businessDate: string, without: ReadonlySet<string> = new Set()): PoolTotalFigures {
  return poolTotalFigures({
    assetAmountsFen: s.assets.filter((a) => counts(a, businessDate) && !without.has(a.pr_no)).map((a) => fenOf(a.amount_fen)),
    pledgeRate: s.pond.pledge_rate,
    marginFen: fenOf(s.pond.margin_fen),
    drawdowns: s.drawdowns.filter(isOpen).map((d) => ({ principalFen: fenOf(d.principal_fen), repaidPrincipalFen: fenOf(d.repaid_principal_fen) })),
  });
}

/** Drawdowns applied for and not yet funded hold their amount: concurrent applications never exceed 可用额度 together. */
export const reservedFen = (s: PondState, except?: string): bigint =>
  s.drawdowns.filter((d) => isPending(d) && d.drawdown_no !== except).reduce((sum, d) => sum + fenOf(d.principal_fen), 0n);

export function requireActive(pond: PondRow): void {
  if (pond.status !== 'ACTIVE') throw refuse.rule(POND_REFUSALS.frozen);
}

/**
 * TERM mode's buckets (packages/api money/pool-term): the counting assets (less `without`), and as drawdowns the open
 * ones' outstanding principal and those under review (except `except`), each at its due date.
 */
export function termBucketsOf(s: PondState, businessDate: string, opts: { without?: ReadonlySet<string>; except?: string } = {}): TermBucket[] {
  return poolTermBuckets({
    today: businessDate,
    marginFen: fenOf(s.pond.margin_fen),
    pledgeRate: s.pond.pledge_rate,
    assets: s.assets
      .filter((a) => counts(a, businessDate) && !(opts.without?.has(a.pr_no) ?? false))
      .map((a) => ({ amountFen: fenOf(a.amount_fen), dueDate: a.due_date })),
    drawdowns: s.drawdowns
      .filter((d) => isOpen(d) || (isPending(d) && d.drawdown_no !== opts.except))
      .map((d) => ({ amountFen: fenOf(d.principal_fen) - fenOf(d.repaid_principal_fen), dueDate: d.due_date })),
  });
}

/**
 * 提款 rules (TOTAL; TERM takes the bucket's figure instead of 可用额度): pond 生效, due date ≤ the pond's end, no 池水位预警,
 * amount ≤ available (less what is reserved).
 */
export function checkDrawdown(s: PondState, businessDate: string, amountFen: bigint, dueDate: string, except?: string): void {
  requireActive(s.pond);
  if (dueDate > s.pond.end_date) throw refuse.rule(POND_REFUSALS.afterEnd);
  if (dueDate <= businessDate) throw refuse.rule('提款到期日须晚于今日');
  const f = figuresOf(s, businessDate);
  if (f.poolLimitFen < f.exposureFen) throw refuse.rule(POND_REFUSALS.level);
  if (s.pond.credit_mode === 'TERM') {
    const limit = termDrawdownLimitFen(termBucketsOf(s, businessDate, { except }), dueDate);
    if (amountFen > limit) throw refuse.limit(POND_REFUSALS.termLimit(dueDate, formatFen(limit)));
    return;
  }
  const available = f.availableFen - reservedFen(s, except);
  if (amountFen > available) throw refuse.limit(POND_REFUSALS.limit(formatFen(available < 0n ? 0n : available)));
}

/** 出池 coverage (TOTAL; TERM: every bucket stays ≥ 0): without these assets (and those already 出池中) 池额度 still covers the exposure. */
export function checkOut(s: PondState, businessDate: string, prNos: readonly string[], includePendingOut: boolean): void {
  requireActive(s.pond);
  const without = new Set([...prNos, ...(includePendingOut ? s.assets.filter((a) => a.status === 'PENDING_OUT').map((a) => a.pr_no) : [])]);
  if (s.pond.credit_mode === 'TERM') {
    if (!termCovered(termBucketsOf(s, businessDate, { without }))) throw refuse.rule(POND_REFUSALS.out);
    return;
  }
  const after = figuresOf(s, businessDate, without);
  if (after.poolLimitFen < after.exposureFen) throw refuse.rule(POND_REFUSALS.out);
}

/** 入池: remaining term ≥ 30 days. */
export function checkTerm(dueDate: string, businessDate: string): void {
  if (calendarDaysBetween(businessDate, dueDate) < 30) throw refuse.rule(POND_REFUSALS.term);
}
