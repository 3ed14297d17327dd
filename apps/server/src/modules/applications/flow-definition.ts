/**
 * The application state machine of domain.md §7.2 as one table: for each business type, every transition with its
 * action, the states it leaves from (null: a new application), the state it reaches, who may take it (side and
 * role), whether the key signs it, the maker–checker rule and its side effects. Pure data and lookups: the executor
 * (transitions.ts) is the only code that changes an application's status, and only through a row of this table.
 */
import type { AppStatus, BizType, RoleCode } from '@scf/api/contract';
import type { AppHookName } from './app-hooks';
import type { CreditTransitionName } from './credit.state';

export type AppAction = 'SAVE' | 'SUBMIT' | 'APPROVE' | 'RETURN' | 'REJECT' | 'CANCEL' | 'DECIDE' | 'EXPIRE' | 'FUND';

/** Whose move it is: the applicant's corporation, the counterparty's, or the platform's own job. */
export type Side = 'applicant' | 'counterparty' | 'system';

/** Side effects, run in order inside the transition's transaction. */
export type Effect =
  /** ISSUE: freeze the amount on the issuer's limit; LIMIT_DIST: hold an increase on the line (a decrease is only checked). */
  | { kind: 'limit'; op: 'FREEZE' | 'UNFREEZE' }
  /** ISSUE approved: UNFREEZE + USE and one credit per line in PENDING_SIGN, with the receiver's todo and message. */
  | { kind: 'limit'; op: 'ISSUE' }
  /** LIMIT_DIST approved: the change moves into the member's sub-limit. */
  | { kind: 'limit'; op: 'DISTRIBUTE' }
  | { kind: 'credits'; move: CreditTransitionName }
  /** TRANSFER / RETURN accepted: each credit splits into the part that moves to the counterparty and the rest kept (§7.5, §7.9). */
  | { kind: 'split' }
  | { kind: 'notify'; message: 'SIGN_RESULT' | 'LIMIT_RESULT' | 'CP_RECEIVED' | 'CP_RESULT' }
  /** A step another module runs in the same transaction (financing: free the invoices, or fund), wired by the composition root (app-hooks.ts). */
  | { kind: 'hook'; name: AppHookName };

/** Facts the executor knows about the application when it looks a transition up. */
export interface Facts {
  /** Amount at or above the configured final-review threshold (domain.md §3.2; off by default). */
  needsFinalReview: boolean;
  /** SIGN: the receiver operator's decision. */
  decision: 'ACCEPT' | 'REFUSE' | null;
}
type Guard = (f: Facts) => boolean;

export interface AppTransition {
  name: string;
  action: AppAction;
  from: readonly (AppStatus | null)[];
  to: AppStatus;
  side: Side;
  role: RoleCode | 'SYSTEM';
  /** Taken with the director's (or final reviewer's) key. */
  signed: boolean;
  /** Who must not be the actor (domain.md §3.2 maker–checker): the creator, the receiver's deciding operator, or both creator and first approver. */
  makerChecker?: 'creator' | 'decider' | 'creatorAndApprover';
  guard?: Guard;
  effects: readonly Effect[];
}

const OP = 'ROLE_OPERATOR';
const DIR = 'ROLE_DIRECTOR';
const FINAL = 'ROLE_FINAL_REVIEW';
const CM = 'ROLE_CLIENT_MANAGER';
const PM = 'ROLE_PRODUCT_MANAGER';
const freeze: Effect = { kind: 'limit', op: 'FREEZE' };
const unfreeze: Effect = { kind: 'limit', op: 'UNFREEZE' };
const move = (m: CreditTransitionName): Effect => ({ kind: 'credits', move: m });

type Row = Omit<AppTransition, 'name' | 'signed' | 'side' | 'effects'> & Partial<Pick<AppTransition, 'signed' | 'side' | 'effects'>>;
const rows = (biz: BizType, list: ReadonlyArray<[string, Row]>): AppTransition[] =>
  list.map(([name, r]) => ({ name: `${biz}.${name}`, side: 'applicant', signed: false, effects: [], ...r }));

/**
 * The reviewed flows (withdraw, recycle): the operator submits and locks the credits, the director approves with
 * the key, returns or rejects; each ending other than approval restores the credits.
 */
function reviewedCreditFlow(biz: BizType, lock: CreditTransitionName, done: CreditTransitionName, end: CreditTransitionName): AppTransition[] {
  return rows(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP, effects: [move(lock)] }],
    ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'COMPLETED', role: DIR, signed: true, makerChecker: 'creator', effects: [move(done)] }],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: DIR, effects: [move(end)] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR, effects: [move(end)] }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP, effects: [move(end)] }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: OP }],
  ]);
}

/**
 * The holder's flows (transfer §7.5, return §7.9): the operator submits and locks the credits, the director approves
 * with the key (or returns, rejects), then the counterparty's operator accepts or refuses and its director approves
 * with its key — accepted splits the credits, refused gives them back to the holder.
 */
function holderFlow(biz: BizType, lock: CreditTransitionName): AppTransition[] {
  const accept: Guard = (f) => f.decision === 'ACCEPT';
  const refused: Guard = (f) => f.decision === 'REFUSE';
  const notifyOf = (message: 'CP_RECEIVED' | 'CP_RESULT'): Effect => ({ kind: 'notify', message });
  return rows(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP, effects: [move(lock)] }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'PENDING_CP_SIGN',
        role: DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [notifyOf('CP_RECEIVED')],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: DIR, effects: [move('HOLDER_LOCK_END')] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR, effects: [move('HOLDER_LOCK_END')] }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP, effects: [move('HOLDER_LOCK_END')] }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: OP }],
    ['DECIDE', { action: 'DECIDE', from: ['PENDING_CP_SIGN'], to: 'PENDING_CP_APPROVAL', side: 'counterparty', role: OP }],
    [
      'ACCEPT',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'COMPLETED',
        side: 'counterparty',
        role: DIR,
        signed: true,
        makerChecker: 'decider',
        guard: accept,
        effects: [{ kind: 'split' }, notifyOf('CP_RESULT')],
      },
    ],
    [
      'REFUSE',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'CP_REFUSED',
        side: 'counterparty',
        role: DIR,
        signed: true,
        makerChecker: 'decider',
        guard: refused,
        effects: [move('HOLDER_LOCK_END'), notifyOf('CP_RESULT')],
      },
    ],
    ['CP_RETURN', { action: 'RETURN', from: ['PENDING_CP_APPROVAL'], to: 'PENDING_CP_SIGN', side: 'counterparty', role: DIR }],
  ]);
}

export const APP_TRANSITIONS: readonly AppTransition[] = [
  ...rows('ISSUE', [
    ['SAVE', { action: 'SAVE', from: [null, 'DRAFT', 'RETURNED'], to: 'DRAFT', role: OP }],
    ['SUBMIT', { action: 'SUBMIT', from: [null, 'DRAFT', 'RETURNED'], to: 'PENDING_REVIEW', role: OP, effects: [freeze] }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'COMPLETED',
        role: DIR,
        signed: true,
        makerChecker: 'creator',
        guard: (f) => !f.needsFinalReview,
        effects: [{ kind: 'limit', op: 'ISSUE' }],
      },
    ],
    [
      'APPROVE_TO_FINAL',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FINAL', role: DIR, signed: true, makerChecker: 'creator', guard: (f) => f.needsFinalReview },
    ],
    [
      'FINAL_APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_FINAL'],
        to: 'COMPLETED',
        role: FINAL,
        signed: true,
        makerChecker: 'creatorAndApprover',
        effects: [{ kind: 'limit', op: 'ISSUE' }],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: DIR, effects: [unfreeze] }],
    ['FINAL_RETURN', { action: 'RETURN', from: ['PENDING_FINAL'], to: 'RETURNED', role: FINAL, effects: [unfreeze] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR, effects: [unfreeze] }],
    ['FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'REJECTED', role: FINAL, effects: [unfreeze] }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP, effects: [unfreeze] }],
    ['CANCEL_DRAFT', { action: 'CANCEL', from: ['DRAFT', 'RETURNED'], to: 'CANCELLED', role: OP }],
  ]),
  ...reviewedCreditFlow('WITHDRAW', 'WITHDRAW_LOCK', 'WITHDRAW_DONE', 'WITHDRAW_END'),
  ...reviewedCreditFlow('RECYCLE', 'RECYCLE_LOCK', 'RECYCLE_DONE', 'RECYCLE_END'),
  ...holderFlow('TRANSFER', 'TRANSFER_LOCK'),
  ...holderFlow('RETURN', 'RETURN_LOCK'),
  // Sign-for (§7.3): the receiver is the applicant; its operator decides, its director approves with the key.
  ...rows('SIGN', [
    ['DECIDE', { action: 'DECIDE', from: [null], to: 'PENDING_CP_APPROVAL', role: OP, effects: [move('SIGN_LOCK')] }],
    ['DECIDE_AGAIN', { action: 'DECIDE', from: ['PENDING_CP_SIGN'], to: 'PENDING_CP_APPROVAL', role: OP }],
    [
      'ACCEPT',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'COMPLETED',
        role: DIR,
        signed: true,
        makerChecker: 'decider',
        guard: (f) => f.decision === 'ACCEPT',
        effects: [move('SIGN_ACCEPT'), { kind: 'notify', message: 'SIGN_RESULT' }],
      },
    ],
    [
      'REFUSE',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'CP_REFUSED',
        role: DIR,
        signed: true,
        makerChecker: 'decider',
        guard: (f) => f.decision === 'REFUSE',
        effects: [move('SIGN_REFUSE'), { kind: 'notify', message: 'SIGN_RESULT' }],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_CP_APPROVAL'], to: 'PENDING_CP_SIGN', role: DIR }],
    ['CANCEL', { action: 'CANCEL', from: ['PENDING_CP_SIGN', 'PENDING_CP_APPROVAL'], to: 'CANCELLED', role: OP, effects: [move('SIGN_UNLOCK')] }],
    [
      'EXPIRE',
      { action: 'EXPIRE', from: ['PENDING_CP_SIGN', 'PENDING_CP_APPROVAL'], to: 'CANCELLED', side: 'system', role: 'SYSTEM', effects: [move('SIGN_UNLOCK')] },
    ],
  ]),
  // Financing (§7.7): the holder's operator applies and locks the credit, its director approves with the key
  // (→ 待金融机构审批); the FI's client manager reviews (通过 → 待终审, or 拒绝), its product manager approves with
  // the key (→ 待放款) or rejects, then funds (放款 → the credit splits). Every ending but funding unlocks the credit
  // and frees the invoices of the finance data package.
  ...rows('FINANCE', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP, effects: [move('FINANCE_LOCK')] }],
    ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: DIR, signed: true, makerChecker: 'creator' }],
    [
      'REJECT',
      { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR, effects: [move('HOLDER_LOCK_END'), { kind: 'hook', name: 'FINANCE_END' }] },
    ],
    [
      'CANCEL_PENDING',
      { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP, effects: [move('HOLDER_LOCK_END'), { kind: 'hook', name: 'FINANCE_END' }] },
    ],
    ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FINAL', side: 'counterparty', role: CM }],
    [
      'FI_REJECT',
      {
        action: 'REJECT',
        from: ['PENDING_FI'],
        to: 'FI_REJECTED',
        side: 'counterparty',
        role: CM,
        effects: [move('HOLDER_LOCK_END'), { kind: 'hook', name: 'FINANCE_END' }],
      },
    ],
    [
      'FI_APPROVE',
      { action: 'APPROVE', from: ['PENDING_FINAL'], to: 'PENDING_FUNDING', side: 'counterparty', role: PM, signed: true, makerChecker: 'decider' },
    ],
    [
      'FI_FINAL_REJECT',
      {
        action: 'REJECT',
        from: ['PENDING_FINAL'],
        to: 'FI_REJECTED',
        side: 'counterparty',
        role: PM,
        effects: [move('HOLDER_LOCK_END'), { kind: 'hook', name: 'FINANCE_END' }],
      },
    ],
    [
      'FUND',
      {
        action: 'FUND',
        from: ['PENDING_FUNDING'],
        to: 'COMPLETED',
        side: 'counterparty',
        role: PM,
        effects: [{ kind: 'hook', name: 'FINANCE_FUND' }, { kind: 'split' }],
      },
    ],
  ]),
  // 买方付息 (§7.7 core/finance/*): the core's operator applies for its suppliers' credits at an FI (nothing locked: the
  // credits stay the holders'), its director approves with the key and the hook records each credit as 买方付息 there.
  ...rows('CORE_FINANCE', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'COMPLETED',
        role: DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [{ kind: 'hook', name: 'BUYER_PAID_START' }],
      },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP }],
  ]),
  // Distribution (§6.3): the group operator applies, the group director approves with the key.
  ...rows('LIMIT_DIST', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP, effects: [freeze] }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'COMPLETED',
        role: DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [
          { kind: 'limit', op: 'DISTRIBUTE' },
          { kind: 'notify', message: 'LIMIT_RESULT' },
        ],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: DIR, effects: [unfreeze] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: DIR, effects: [unfreeze] }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: OP, effects: [unfreeze] }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: OP }],
  ]),
  // Cash plan (§7.8): the operator submits the plan of a due date, the director approves with the key (credits 兑付中;
  // the cash module pays the lines) or returns it; a plan not approved by the end of its date lapses.
  ...rows('CASH', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: OP }],
    [
      'APPROVE',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'COMPLETED', role: DIR, signed: true, makerChecker: 'creator', effects: [move('CASH_START')] },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: DIR }],
    ['CANCEL', { action: 'CANCEL', from: ['PENDING_REVIEW', 'RETURNED'], to: 'CANCELLED', role: OP }],
    ['EXPIRE', { action: 'EXPIRE', from: ['PENDING_REVIEW', 'RETURNED'], to: 'CANCELLED', side: 'system', role: 'SYSTEM' }],
  ]),
];

/** Business types whose flows this server runs; the others are read-only until their issues. */
export const SERVED_BIZ_TYPES: readonly BizType[] = [
  'ISSUE',
  'WITHDRAW',
  'SIGN',
  'RECYCLE',
  'LIMIT_DIST',
  'TRANSFER',
  'RETURN',
  'CASH',
  'FINANCE',
  'CORE_FINANCE',
];

/** The transition an action takes from a status, given the facts; undefined when the table has none (illegal). */
export function findTransition(biz: BizType, action: AppAction, from: AppStatus | null, facts: Facts): AppTransition | undefined {
  return APP_TRANSITIONS.find((t) => t.name.startsWith(`${biz}.`) && t.action === action && t.from.includes(from) && (!t.guard || t.guard(facts)));
}

/** Every transition out of a status (the buttons a screen may show, before who-may-act is checked). */
export function transitionsFrom(biz: BizType, from: AppStatus): AppTransition[] {
  return APP_TRANSITIONS.filter((t) => t.name.startsWith(`${biz}.`) && t.from.includes(from));
}

export interface Who {
  corpId: string;
  role: string;
  userId: string;
}
export interface AppParties {
  applicantCorpId: string;
  counterpartyCorpId: string | null;
  creatorUserId: string;
  approverUserId: string | null;
  deciderUserId: string | null;
}

/** Is it this actor's move (side and role)? */
export function isActor(t: AppTransition, app: AppParties, who: Who): boolean {
  if (t.side === 'system') return who.role === 'SYSTEM';
  const corp = t.side === 'applicant' ? app.applicantCorpId : app.counterpartyCorpId;
  return corp === who.corpId && t.role === who.role;
}

/** The maker–checker rule: false when the actor made (or already approved) what it would check. */
export function passesMakerChecker(t: AppTransition, app: AppParties, userId: string): boolean {
  switch (t.makerChecker) {
    case 'creator':
      return app.creatorUserId !== userId;
    case 'decider':
      return app.deciderUserId !== userId;
    case 'creatorAndApprover':
      return app.creatorUserId !== userId && app.approverUserId !== userId;
    default:
      return true;
  }
}

/** Whose work an application in a status is (the todo and the review queue), with the page where it is done. */
export interface Pending {
  side: Side;
  role: RoleCode;
  title: string;
  /** Portal path below the product (`/credit` or `/voucher`), or an absolute `/my/...` path. */
  path: string;
}
const pending = (side: Side, role: RoleCode, title: string, path: string): Pending => ({ side, role, title, path });

export const PENDING_WORK: Partial<Record<BizType, Partial<Record<AppStatus, Pending>>>> = {
  ISSUE: {
    PENDING_REVIEW: pending('applicant', DIR, '开立待复核', '/core/issue/issue-review'),
    PENDING_FINAL: pending('applicant', FINAL, '开立待终审', '/core/issue/issue-review'),
    RETURNED: pending('applicant', OP, '开立申请已退回', '/core/issue/issue'),
  },
  WITHDRAW: {
    PENDING_REVIEW: pending('applicant', DIR, '开立撤回待复核', '/core/issue/issue-black-review'),
    RETURNED: pending('applicant', OP, '开立撤回已退回', '/core/issue/issue-black'),
  },
  RECYCLE: {
    PENDING_REVIEW: pending('applicant', DIR, '回收待审批', '/core/recycle/approve'),
    RETURNED: pending('applicant', OP, '回收申请已退回', '/core/recycle/apply'),
  },
  SIGN: {
    PENDING_CP_APPROVAL: pending('applicant', DIR, '签收待复核', '/chain/index/director'),
    PENDING_CP_SIGN: pending('applicant', OP, '签收申请已退回', '/todo'),
  },
  TRANSFER: {
    PENDING_REVIEW: pending('applicant', DIR, '转让待复核', '/chain/transfer/split-approve'),
    RETURNED: pending('applicant', OP, '转让申请已退回', '/chain/transfer/apply'),
    PENDING_CP_SIGN: pending('counterparty', OP, '转让待签收', '/todo'),
    PENDING_CP_APPROVAL: pending('counterparty', DIR, '转让签收待复核', '/todo'),
  },
  RETURN: {
    PENDING_REVIEW: pending('applicant', DIR, '退回待审批', '/chain/return/approve'),
    RETURNED: pending('applicant', OP, '退回申请已退回', '/chain/return/apply'),
    PENDING_CP_SIGN: pending('counterparty', OP, '退回待确认', '/chain/return/confirm-apply'),
    PENDING_CP_APPROVAL: pending('counterparty', DIR, '退回确认待复核', '/chain/return/confirm-approve'),
  },
  CASH: {
    PENDING_REVIEW: pending('applicant', DIR, '兑付待审批', '/core/cash/director-approve'),
    RETURNED: pending('applicant', OP, '兑付计划已退回', '/core/cash/cash-check'),
  },
  FINANCE: {
    PENDING_REVIEW: pending('applicant', DIR, '融资待复核', '/chain/finance/approve'),
    PENDING_FI: pending('counterparty', CM, '融资待审核', '/chain/finance/detail'),
    PENDING_FINAL: pending('counterparty', PM, '融资待终审', '/chain/finance/detail'),
    PENDING_FUNDING: pending('counterparty', PM, '融资待放款', '/chain/finance/detail'),
  },
  CORE_FINANCE: {
    PENDING_REVIEW: pending('applicant', DIR, '买方付息待审批', '/core/finance/approve'),
  },
  LIMIT_DIST: {
    PENDING_REVIEW: pending('applicant', DIR, '额度分配待审批', '/my/limit/approve'),
    RETURNED: pending('applicant', OP, '额度分配已退回', '/my/limit/distribute'),
  },
};

/** The todo of a credit waiting to be signed for: the holder's operator, on the todo page or the chain home. */
export const SIGN_FOR_TODO: Pending = pending('applicant', OP, '待签收', '/todo');

/** A product page path: `/my/...` stays, the rest goes under `/credit` or `/voucher`. */
export function productPath(product: 'CREDIT' | 'VOUCHER', path: string): string {
  return path.startsWith('/my/') ? path : `/${product === 'VOUCHER' ? 'voucher' : 'credit'}${path}`;
}

/** The row actions of the contract (`applicationRowSchema.actions`) for a transition the actor may take. */
export function rowActionsOf(t: AppTransition, decisionPending: boolean): Array<'EDIT' | 'CANCEL' | 'APPROVE' | 'RETURN' | 'REJECT' | 'ACCEPT' | 'REFUSE'> {
  switch (t.action) {
    case 'SAVE':
    case 'SUBMIT':
      return ['EDIT'];
    case 'CANCEL':
      return ['CANCEL'];
    case 'APPROVE':
      return ['APPROVE'];
    case 'RETURN':
      return ['RETURN'];
    case 'REJECT':
      return ['REJECT'];
    case 'DECIDE':
      return decisionPending ? ['ACCEPT', 'REFUSE'] : [];
    default:
      return [];
  }
}
