import type { AbsReceivableStatus } from '@scf/api/contract';

/**
 * The receivable state machine of domain-lines.md §18.2, part 1's moves: each move with the states it leaves from and
 * the state it reaches. Every write of a receivable's status goes through one of these (abs.repo's moveReceivables, and
 * abs-pooling.repo for pooling, collection and 逾期).
 */
export const RECEIVABLE_MOVES = {
  /** APR 退回. */
  RETURN: { from: ['PENDING_CONFIRM'], to: 'DRAFT' },
  /** APR 同意: the director's one signature over the batch's 应付账款确认函. */
  CONFIRM: { from: ['PENDING_CONFIRM'], to: 'CONFIRMED' },
  /** APR 拒绝 or 撤销 (of a pending or a returned batch). */
  VOID_BATCH: { from: ['PENDING_CONFIRM', 'DRAFT'], to: 'CANCELLED' },
  DISPUTE: { from: ['CONFIRMED'], to: 'DISPUTED' },
  WITHDRAW_DISPUTE: { from: ['DISPUTED'], to: 'CONFIRMED' },
  /** The debtor's director voids a disputed receivable. */
  VOID_DISPUTED: { from: ['DISPUTED'], to: 'CANCELLED' },
  /** APC 作废申请, then the creditor director's 同意 or 拒绝 (or the debtor withdraws). */
  REQUEST_CANCEL: { from: ['CONFIRMED'], to: 'CANCELLING' },
  CANCEL_AGREED: { from: ['CANCELLING'], to: 'CANCELLED' },
  CANCEL_BACK: { from: ['CANCELLING'], to: 'CONFIRMED' },
  /** ABT 转让申请; an ABT that ends unpaid; the factor's payment. */
  TRANSFER_APPLY: { from: ['CONFIRMED'], to: 'TRANSFERRING' },
  TRANSFER_END: { from: ['TRANSFERRING'], to: 'CONFIRMED' },
  TRANSFER_PAID: { from: ['TRANSFERRING'], to: 'TRANSFERRED' },
  /** Past its due date, never transferred: out of ABS scope. */
  EXPIRE: { from: ['CONFIRMED'], to: 'EXPIRED' },
  /** 入池: the factor's product manager puts a transferred receivable into a 专项计划 (batch PIB…). */
  POOL: { from: ['TRANSFERRED'], to: 'POOLED' },
  /** 回款登记: the debtor's payment recorded by the factor. */
  SETTLE: { from: ['TRANSFERRED', 'POOLED', 'OVERDUE'], to: 'SETTLED' },
  /** Unpaid after its due date. */
  OVERDUE: { from: ['TRANSFERRED', 'POOLED'], to: 'OVERDUE' },
} as const satisfies Record<string, { from: readonly AbsReceivableStatus[]; to: AbsReceivableStatus }>;

export type ReceivableMove = keyof typeof RECEIVABLE_MOVES;

/** The state a registration starts a receivable in (its batch submitted). */
export const REGISTERED: AbsReceivableStatus = 'PENDING_CONFIRM';

/** §18.2's ■ states: nothing leaves them. */
export const TERMINAL_RECEIVABLE_STATUSES: readonly AbsReceivableStatus[] = ['SETTLED', 'CANCELLED', 'EXPIRED'];

/** The moves a receivable in `status` may take. */
export const movesFrom = (status: AbsReceivableStatus): ReceivableMove[] =>
  (Object.keys(RECEIVABLE_MOVES) as ReceivableMove[]).filter((m) => (RECEIVABLE_MOVES[m].from as readonly AbsReceivableStatus[]).includes(status));
