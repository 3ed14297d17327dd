import type { BizType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import { figureDeltas } from './limit-figures';
import type { LedgerKind } from './limit-figures';
import { applyDeltas, insertLedgerEntry } from './limit.repo';

export interface LimitRef {
  lineId: string;
  subLimitId: string | null;
}

export interface LedgerClock {
  now: number;
  businessDate: string;
}

/**
 * One FREEZE / UNFREEZE / USE / RELEASE (domain.md §6.3): the figures move by conditional UPDATE and the entry is
 * written in the same transaction. A FREEZE or a distribution that does not fit is refused with `message`
 * (可用额度不足 by default); the caller has locked the limit rows (limit.repo `lockLimit`).
 */
export async function moveLimit(
  q: Queryable,
  clock: LedgerClock,
  ref: LimitRef,
  kind: LedgerKind,
  amountFen: bigint,
  biz: { bizType: BizType; bizNo: string; corpId: string },
  message?: string,
): Promise<void> {
  if (amountFen <= 0n) throw new Error(`ledger amount must be positive: ${amountFen}`);
  const deltas = figureDeltas(biz.bizType, kind, ref.subLimitId !== null, amountFen);
  if (!(await applyDeltas(q, ref.lineId, ref.subLimitId, deltas))) throw refuse.limit(message);
  await insertLedgerEntry(q, { ...ref, kind, ...biz, amountFen, at: clock.now, businessDate: clock.businessDate });
}
