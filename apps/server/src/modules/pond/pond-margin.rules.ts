import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { figuresOf, reservedFen, termBucketsOf } from './pond.rules';
import type { PondState } from './pond.rules';

/**
 * 保证金提取's coverage (domain-lines.md §18.7: "same coverage test" as 出池): the margin counts 1:1 in 池额度 (TOTAL) and
 * in every bucket (TERM), so taking m lowers 可用额度, or each bucket, by m. What may be taken is the least of the margin
 * and that headroom, with the assets 出池中 already out, the drawdowns under review already drawn and the withdrawals
 * under review (but `except`) already taken; never below 0.
 */

export interface MarginTakeRow {
  app_no: string;
  pond_no: string;
  amount_fen: unknown;
  taken_date: string | null;
  bank_serial: string | null;
}

/** Σ of the pond's withdrawals under review (待复核), but `except`. */
export async function pendingTakesFen(q: Queryable, pondNo: string, except?: string): Promise<bigint> {
  const rows = await q.query<{ amount_fen: unknown }>(
    `SELECT t.amount_fen FROM pond_margin_take t JOIN application a ON a.app_no = t.app_no
     WHERE t.pond_no = $1 AND a.status = 'PENDING_REVIEW' AND t.app_no <> $2`,
    [pondNo, except ?? ''],
  );
  return rows.reduce((sum, r) => sum + fenOf(r.amount_fen), 0n);
}

/** 可提取 from a pond's state and what withdrawals under review hold. */
export function withdrawableFen(s: PondState, businessDate: string, pendingFen: bigint): bigint {
  const without = new Set(s.assets.filter((a) => a.status === 'PENDING_OUT').map((a) => a.pr_no));
  const margin = fenOf(s.pond.margin_fen) - pendingFen;
  let headroom: bigint;
  if (s.pond.credit_mode === 'TERM') {
    const cash = termBucketsOf(s, businessDate, { without }).map((b) => b.cashFen);
    headroom = cash.reduce((min, c) => (c < min ? c : min), cash[0] ?? 0n);
  } else {
    headroom = figuresOf(s, businessDate, without).availableFen - reservedFen(s);
  }
  headroom -= pendingFen;
  const max = margin < headroom ? margin : headroom;
  return max > 0n ? max : 0n;
}

export async function marginWithdrawableFen(q: Queryable, s: PondState, businessDate: string, except?: string): Promise<bigint> {
  return withdrawableFen(s, businessDate, await pendingTakesFen(q, s.pond.pond_no, except));
}
