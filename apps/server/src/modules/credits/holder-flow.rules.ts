import { CREDIT_STATUS_LABEL, PART_TOO_MUCH } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { amountOf } from './credit-moves';
import { creditsByNos, visibleCredit } from './credit.repo';
import type { CreditRow } from './credit.repo';
import { refuse } from '../../platform/refusal';

/** One credit of a transfer or a return with the part that moves, checked against the ledger. */
export interface CheckedPart {
  credit: CreditRow;
  amountFen: bigint;
}

/**
 * A transfer needs a working day left before the due date (minRemainingDaysForTransfer, domain.md §4.2): due dates are
 * working days, so the day after today is the first.
 */
export const firstTransferableDue = (businessDate: string): string => addDays(businessDate, 1);

export const TRANSFER_TOO_MUCH = PART_TOO_MUCH.TRANSFER;
export const RETURN_TOO_MUCH = PART_TOO_MUCH.RETURN;

/**
 * The credits of a transfer or a return (domain.md §7.5, §7.9), each held by the caller's corporation, held (not locked
 * by another application), once each, of one product, with 0.01 ≤ part ≤ amount. Read in the fixed lock order (by
 * number); the lock itself is taken by the credit transition that follows.
 */
export async function checkedParts(
  q: Queryable,
  corpId: string,
  lines: ReadonlyArray<{ creditNo: string; amount: string }>,
  tooMuch: string,
): Promise<CheckedPart[]> {
  const nos = lines.map((l) => l.creditNo);
  if (new Set(nos).size !== nos.length) throw refuse.rule('同一凭证不能重复选择');
  const out: CheckedPart[] = [];
  for (const l of [...lines].sort((a, b) => (a.creditNo < b.creditNo ? -1 : 1))) {
    const c = await visibleCredit(q, corpId, l.creditNo);
    if (!c) throw refuse.creditNotFound();
    if (c.holder_corp_id !== corpId) throw refuse.rule(`凭证${c.credit_no}不是本企业持有的凭证`);
    if (c.status !== 'HELD' || c.locked_by_app) {
      throw refuse.state(c.locked_by_app ? `凭证${c.credit_no}已被其他申请占用` : `凭证${c.credit_no}当前状态为「${CREDIT_STATUS_LABEL[c.status]}」，不能办理`);
    }
    const amountFen = parseFen(l.amount);
    if (amountFen <= 0n) throw refuse.rule('金额须大于0');
    if (amountFen > amountOf(c)) throw refuse.rule(tooMuch);
    out.push({ credit: c, amountFen });
  }
  if (new Set(out.map((p) => p.credit.product_type)).size > 1) throw refuse.rule('一次只能办理同一产品的凭证');
  return out;
}

/** The one issuer of the credits, when they share it (the application's issuer column); null for a mix. */
export function commonIssuer(parts: readonly CheckedPart[]): string | null {
  const issuers = new Set(parts.map((p) => p.credit.issuer_corp_id));
  return issuers.size === 1 ? [...issuers][0]! : null;
}

/**
 * To whom a held credit goes back (domain.md §7.9): its immediate transferor — the holder of the nearest ancestor held
 * by someone else (a remainder kept by its holder is walked through) — or the issuer for a first-hop credit.
 */
export async function returnTargetOf(q: Queryable, credit: CreditRow): Promise<string> {
  let current = credit;
  while (current.parent_no) {
    const [parent] = await creditsByNos(q, [current.parent_no], false);
    if (!parent) break;
    if (parent.holder_corp_id !== credit.holder_corp_id) return parent.holder_corp_id;
    current = parent;
  }
  return credit.issuer_corp_id;
}
