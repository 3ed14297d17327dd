/**
 * The credit state machine of domain.md §7.1 as data: every transition named, the states it leaves from, the state it
 * reaches, what it does to the lock (`locked_by_app`) and to the issuer's limit. Pure: the executor
 * (credit-moves.ts) runs a row through it with one conditional UPDATE, and nothing else writes a credit's status.
 * Transitions of the later flows (transfer, finance, return, pool, cash) are declared here so the table is the whole
 * §7.1; their services arrive with those flows.
 */
import type { CreditStatus } from '@scf/api/contract';

/** take: the credit must be unlocked and becomes locked by the app; release: it must be locked by the app and is freed; none: unlocked before and after. */
export type LockChange = 'take' | 'keep' | 'release' | 'none';

export interface CreditTransition {
  from: readonly CreditStatus[];
  to: CreditStatus;
  lock: LockChange;
  /** The limit effect on the issuer's (sub-)limit for the credit's amount (domain.md §6.3). */
  limit?: 'RELEASE';
  /** Chinese name of the step in the flow records. */
  label: string;
}

const t = (from: readonly CreditStatus[], to: CreditStatus, lock: LockChange, label: string, limit?: 'RELEASE'): CreditTransition => ({
  from,
  to,
  lock,
  label,
  ...(limit ? { limit } : {}),
});

export const CREDIT_TRANSITIONS = {
  // Issue (§7.3): created by the ISSUE approval (limit UNFREEZE + USE happen on the application).
  SIGN_LOCK: t(['PENDING_SIGN'], 'PENDING_SIGN', 'take', '签收申请'),
  SIGN_KEEP: t(['PENDING_SIGN'], 'PENDING_SIGN', 'keep', '签收申请'),
  SIGN_ACCEPT: t(['PENDING_SIGN'], 'HELD', 'release', '签收'),
  SIGN_REFUSE: t(['PENDING_SIGN'], 'REFUSED', 'release', '拒签', 'RELEASE'),
  SIGN_UNLOCK: t(['PENDING_SIGN'], 'PENDING_SIGN', 'release', '签收申请撤销'),
  SIGN_EXPIRE: t(['PENDING_SIGN'], 'REFUSED', 'none', '超期未签收', 'RELEASE'),
  // Withdraw (§7.4).
  WITHDRAW_LOCK: t(['PENDING_SIGN'], 'WITHDRAWING', 'take', '开立撤回申请'),
  WITHDRAW_DONE: t(['WITHDRAWING'], 'WITHDRAWN', 'release', '开立撤回', 'RELEASE'),
  WITHDRAW_END: t(['WITHDRAWING'], 'PENDING_SIGN', 'release', '开立撤回终止'),
  // Recycle (§7.10).
  RECYCLE_LOCK: t(['HELD'], 'RECYCLING', 'take', '回收申请'),
  RECYCLE_DONE: t(['RECYCLING'], 'RECYCLED', 'release', '回收', 'RELEASE'),
  RECYCLE_END: t(['RECYCLING'], 'HELD', 'release', '回收终止'),
  // Later flows (§7.5–§7.9, §9.2): declared for completeness, executed by their own services.
  TRANSFER_LOCK: t(['HELD'], 'TRANSFERRING', 'take', '转让申请'),
  FINANCE_LOCK: t(['HELD'], 'FINANCING', 'take', '融资申请'),
  RETURN_LOCK: t(['HELD'], 'RETURNING', 'take', '退回申请'),
  HOLDER_LOCK_END: t(['TRANSFERRING', 'FINANCING', 'RETURNING'], 'HELD', 'release', '申请终止'),
  TRANSFER_DONE: t(['TRANSFERRING'], 'SPLIT', 'release', '转让'),
  FINANCE_DONE: t(['FINANCING'], 'SPLIT', 'release', '融资放款'),
  RETURN_DONE: t(['RETURNING'], 'SPLIT', 'release', '退回'),
  POND_IN: t(['HELD'], 'POOLED', 'none', '入池'),
  // 入池中 (domain-lines.md §18.7): the credit stays 持有 but is held by the POND_IN application until the bank decides.
  POND_IN_LOCK: t(['HELD'], 'HELD', 'take', '入池申请'),
  POND_IN_END: t(['HELD'], 'HELD', 'release', '入池终止'),
  POND_IN_DONE: t(['HELD'], 'POOLED', 'release', '入池'),
  POND_OUT: t(['POOLED'], 'HELD', 'none', '出池'),
  CASH_START: t(['HELD', 'FINANCED', 'POOLED'], 'CASHING', 'none', '兑付'),
  CASH_PAID: t(['CASHING', 'OVERDUE'], 'CASHED', 'none', '兑付完成'),
  CASH_OVERDUE: t(['HELD', 'FINANCED', 'CASHING'], 'OVERDUE', 'none', '逾期'),
} as const satisfies Record<string, CreditTransition>;

export type CreditTransitionName = keyof typeof CREDIT_TRANSITIONS;

/** Leaves that no longer count anywhere (cancelled); CASHED counts as released only on a revolving line. */
export const CANCELLED_CREDIT_STATUSES: readonly CreditStatus[] = ['REFUSED', 'WITHDRAWN', 'RECYCLED'];

/**
 * Statuses with a lock: the credit must carry `locked_by_app` exactly in these (and PENDING_SIGN under a sign-for, HELD
 * under a pool-in waiting for the bank).
 */
export const LOCKED_CREDIT_STATUSES: readonly CreditStatus[] = ['TRANSFERRING', 'FINANCING', 'RETURNING', 'WITHDRAWING', 'RECYCLING'];

/** Whether a credit in `status` may take this transition (pure; the executor's UPDATE checks the same). */
export function canMove(name: CreditTransitionName, status: CreditStatus, lockedBy: string | null, appNo: string | null): boolean {
  const tr: CreditTransition = CREDIT_TRANSITIONS[name];
  if (!tr.from.includes(status)) return false;
  switch (tr.lock) {
    case 'take':
    case 'none':
      return lockedBy === null;
    case 'keep':
    case 'release':
      return lockedBy !== null && lockedBy === appNo;
  }
}
