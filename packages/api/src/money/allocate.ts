/** A credit the allocation may draw on: its number, amount in fen and due date (yyyy-MM-dd). */
export interface AllocatableCredit {
  creditNo: string;
  amountFen: bigint;
  dueDate: string;
}

export interface Allocation {
  creditNo: string;
  /** What the transfer takes from the credit: the whole amount, except on the last credit picked. */
  amountFen: bigint;
}

/** The order of domain.md §7.5 自动分配: earliest due date first, then the lowest amount (then the number, so it is total). */
export function allocationOrder(a: AllocatableCredit, b: AllocatableCredit): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.amountFen !== b.amountFen) return a.amountFen < b.amountFen ? -1 : 1;
  return a.creditNo < b.creditNo ? -1 : a.creditNo > b.creditNo ? 1 : 0;
}

/**
 * 自动分配 (domain.md §7.5): cover a target payment with credits picked in `allocationOrder` until the sum is reached;
 * the last credit picked gives only the remainder (a split). Returns null when the credits cannot cover the target
 * (or the target is not positive). Pure: the server computes it, the transfer form shows the same.
 */
export function allocate(credits: readonly AllocatableCredit[], targetFen: bigint): Allocation[] | null {
  if (targetFen <= 0n) return null;
  const out: Allocation[] = [];
  let left = targetFen;
  for (const c of [...credits].sort(allocationOrder)) {
    if (left === 0n) break;
    if (c.amountFen <= 0n) continue;
    const take = c.amountFen < left ? c.amountFen : left;
    out.push({ creditNo: c.creditNo, amountFen: take });
    left -= take;
  }
  return left === 0n ? out : null;
}
