import type { CreditLine, SubLimit } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';

export interface FigureChange {
  label: string;
  before: string;
  after: string;
}

/**
 * The line's and the member's figures before and after a pending distribution is approved (domain.md §6.2–§6.3):
 * an increase already counts in the line's `allocated` while it waits, so approving it moves it into the member's
 * allocation and leaves the line as it is; a decrease is taken out of both on approval.
 */
export function distributionChange(line: CreditLine, sub: SubLimit | undefined, changeAmount: string): FigureChange[] {
  const change = parseFen(changeAmount);
  const lineDelta = change < 0n ? change : 0n;
  const subTotal = sub ? parseFen(sub.total) : 0n;
  const subAvailable = sub ? parseFen(sub.available) : 0n;
  const row = (label: string, before: bigint, delta: bigint): FigureChange => ({ label, before: fenToDecimal(before), after: fenToDecimal(before + delta) });
  return [
    row('集团已分配', parseFen(line.allocated), lineDelta),
    row('集团可用额度', parseFen(line.available), -lineDelta),
    row('成员分配额度', subTotal, change),
    row('成员可用额度', subAvailable, change),
  ];
}

/** `+5000000.00` → 调增, `-…` → 调减, with the amount without its sign. */
export function directionOf(changeAmount: string): { label: '调增' | '调减'; amount: string } {
  const fen = parseFen(changeAmount);
  return { label: fen < 0n ? '调减' : '调增', amount: fenToDecimal(fen < 0n ? -fen : fen) };
}
