/**
 * The credit ledger's business types on the applications engine (domain.md §7.2–§7.5, §7.9, §7.10): issue, withdraw,
 * recycle, sign-for, transfer and return — their state tables, pending work, originals and effects.
 */
import type { AppStatus, BizType } from '@scf/api/contract';
import { ROLE_DIR, ROLE_FINAL, ROLE_OP, flow, pending, reviewed, transitions } from '../applications';
import type { AppRow, AppTransition, Facts, FlowDefinition, Pending } from '../applications';
import { amountOf } from './credit-moves';
import { creditEffects } from './credit-effects';
import type { CreditEffect } from './credit-effects';
import type { CreditTransitionName } from './credit.state';
import { creditDetail, issueDetail } from './credit-detail';
import { creditPartLines, holderFlowLines, issueLines } from './originals';

const freeze: CreditEffect = { kind: 'limit', op: 'FREEZE' };
const unfreeze: CreditEffect = { kind: 'limit', op: 'UNFREEZE' };
const move = (m: CreditTransitionName): CreditEffect => ({ kind: 'credits', move: m });
const PRODUCTS = ['CREDIT', 'VOUCHER'] as const;

const ISSUE = transitions<CreditEffect>('ISSUE', [
  ['SAVE', { action: 'SAVE', from: [null, 'DRAFT', 'RETURNED'], to: 'DRAFT', role: ROLE_OP }],
  ['SUBMIT', { action: 'SUBMIT', from: [null, 'DRAFT', 'RETURNED'], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [freeze] }],
  [
    'APPROVE',
    {
      action: 'APPROVE',
      from: ['PENDING_REVIEW'],
      to: 'COMPLETED',
      role: ROLE_DIR,
      signed: true,
      makerChecker: 'creator',
      guard: (f) => !f.needsFinalReview,
      effects: [{ kind: 'limit', op: 'ISSUE' }],
    },
  ],
  [
    'APPROVE_TO_FINAL',
    {
      action: 'APPROVE',
      from: ['PENDING_REVIEW'],
      to: 'PENDING_FINAL',
      role: ROLE_DIR,
      signed: true,
      makerChecker: 'creator',
      guard: (f) => f.needsFinalReview,
    },
  ],
  [
    'FINAL_APPROVE',
    {
      action: 'APPROVE',
      from: ['PENDING_FINAL'],
      to: 'COMPLETED',
      role: ROLE_FINAL,
      signed: true,
      makerChecker: 'creatorAndApprover',
      effects: [{ kind: 'limit', op: 'ISSUE' }],
    },
  ],
  ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [unfreeze] }],
  ['FINAL_RETURN', { action: 'RETURN', from: ['PENDING_FINAL'], to: 'RETURNED', role: ROLE_FINAL, effects: [unfreeze] }],
  ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: [unfreeze] }],
  ['FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'REJECTED', role: ROLE_FINAL, effects: [unfreeze] }],
  ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: [unfreeze] }],
  ['CANCEL_DRAFT', { action: 'CANCEL', from: ['DRAFT', 'RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
]);

/**
 * The reviewed flows (withdraw, recycle): the operator submits and locks the credits, the director approves with
 * the key, returns or rejects; each ending other than approval restores the credits.
 */
function reviewedCreditFlow(biz: BizType, lock: CreditTransitionName, done: CreditTransitionName, end: CreditTransitionName): AppTransition<CreditEffect>[] {
  return reviewed<CreditEffect>(biz, { submitted: [move(lock)], approved: [move(done)], ended: [move(end)] });
}

/**
 * The holder's flows (transfer §7.5, return §7.9): the operator submits and locks the credits, the director approves
 * with the key (or returns, rejects), then the counterparty's operator accepts or refuses and its director approves
 * with its key — accepted splits the credits, refused gives them back to the holder.
 */
function holderFlow(biz: BizType, lock: CreditTransitionName): AppTransition<CreditEffect>[] {
  const notifyOf = (message: 'CP_RECEIVED' | 'CP_RESULT'): CreditEffect => ({ kind: 'notify', message });
  const back = move('HOLDER_LOCK_END');
  const cpDirector = { side: 'counterparty', role: ROLE_DIR, signed: true, makerChecker: 'decider' } as const;
  return transitions<CreditEffect>(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [move(lock)] }],
    [
      'APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_REVIEW'],
        to: 'PENDING_CP_SIGN',
        role: ROLE_DIR,
        signed: true,
        makerChecker: 'creator',
        effects: [notifyOf('CP_RECEIVED')],
      },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [back] }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: [back] }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: [back] }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
    ['DECIDE', { action: 'DECIDE', from: ['PENDING_CP_SIGN'], to: 'PENDING_CP_APPROVAL', side: 'counterparty', role: ROLE_OP }],
    [
      'ACCEPT',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'COMPLETED',
        ...cpDirector,
        guard: (f) => f.decision === 'ACCEPT',
        effects: [{ kind: 'split' }, notifyOf('CP_RESULT')],
      },
    ],
    [
      'REFUSE',
      {
        action: 'APPROVE',
        from: ['PENDING_CP_APPROVAL'],
        to: 'CP_REFUSED',
        ...cpDirector,
        guard: (f) => f.decision === 'REFUSE',
        effects: [back, notifyOf('CP_RESULT')],
      },
    ],
    ['CP_RETURN', { action: 'RETURN', from: ['PENDING_CP_APPROVAL'], to: 'PENDING_CP_SIGN', side: 'counterparty', role: ROLE_DIR }],
  ]);
}

/** Sign-for (§7.3): the receiver is the applicant; its operator decides, its director approves with the key. */
const SIGN = transitions<CreditEffect>('SIGN', [
  ['DECIDE', { action: 'DECIDE', from: [null], to: 'PENDING_CP_APPROVAL', role: ROLE_OP, effects: [move('SIGN_LOCK')] }],
  ['DECIDE_AGAIN', { action: 'DECIDE', from: ['PENDING_CP_SIGN'], to: 'PENDING_CP_APPROVAL', role: ROLE_OP }],
  ...(['ACCEPT', 'REFUSE'] as const).map(
    (d) =>
      [
        d,
        {
          action: 'APPROVE',
          from: ['PENDING_CP_APPROVAL'],
          to: d === 'ACCEPT' ? 'COMPLETED' : 'CP_REFUSED',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'decider',
          guard: (f: Facts) => f.decision === d,
          effects: [move(d === 'ACCEPT' ? 'SIGN_ACCEPT' : 'SIGN_REFUSE'), { kind: 'notify', message: 'SIGN_RESULT' }],
        },
      ] as const,
  ),
  ['RETURN', { action: 'RETURN', from: ['PENDING_CP_APPROVAL'], to: 'PENDING_CP_SIGN', role: ROLE_DIR }],
  ['CANCEL', { action: 'CANCEL', from: ['PENDING_CP_SIGN', 'PENDING_CP_APPROVAL'], to: 'CANCELLED', role: ROLE_OP, effects: [move('SIGN_UNLOCK')] }],
  [
    'EXPIRE',
    {
      action: 'EXPIRE',
      from: ['PENDING_CP_SIGN', 'PENDING_CP_APPROVAL'],
      to: 'CANCELLED',
      side: 'system',
      role: 'SYSTEM',
      effects: [move('SIGN_UNLOCK')],
    },
  ],
]);

type PendingTable = Partial<Record<AppStatus, Pending>>;

function creditFlow(
  bizType: BizType,
  table: AppTransition<CreditEffect>[],
  pendingWork: PendingTable,
  extra: Partial<FlowDefinition<CreditEffect>> = {},
): FlowDefinition {
  return flow<CreditEffect>({
    bizType,
    products: PRODUCTS,
    transitions: table,
    pending: pendingWork,
    originalLines: (q, app) => creditPartLines(q, app),
    effects: creditEffects,
    detail: creditDetail,
    ...extra,
  });
}

const holderStep = (app: AppRow) => (app.status === 'PENDING_CP_APPROVAL' && app.biz_type === 'RETURN' ? '确认复核' : undefined);

export const CREDIT_FLOWS: readonly FlowDefinition[] = [
  creditFlow(
    'ISSUE',
    ISSUE,
    {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '开立待复核', '/core/issue/issue-review'),
      PENDING_FINAL: pending('applicant', ROLE_FINAL, '开立待终审', '/core/issue/issue-review'),
      RETURNED: pending('applicant', ROLE_OP, '开立申请已退回', '/core/issue/issue'),
    },
    {
      applyPage: '/core/issue/issue',
      originalLines: issueLines,
      detail: issueDetail,
      facts: (config, app) => ({ needsFinalReview: config.finalReviewThresholdFen !== null && amountOf(app) >= config.finalReviewThresholdFen }),
    },
  ),
  creditFlow(
    'WITHDRAW',
    reviewedCreditFlow('WITHDRAW', 'WITHDRAW_LOCK', 'WITHDRAW_DONE', 'WITHDRAW_END'),
    {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '开立撤回待复核', '/core/issue/issue-black-review'),
      RETURNED: pending('applicant', ROLE_OP, '开立撤回已退回', '/core/issue/issue-black'),
    },
    { applyPage: '/core/issue/issue-black' },
  ),
  creditFlow(
    'RECYCLE',
    reviewedCreditFlow('RECYCLE', 'RECYCLE_LOCK', 'RECYCLE_DONE', 'RECYCLE_END'),
    {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '回收待审批', '/core/recycle/approve'),
      RETURNED: pending('applicant', ROLE_OP, '回收申请已退回', '/core/recycle/apply'),
    },
    { applyPage: '/core/recycle/apply' },
  ),
  creditFlow(
    'SIGN',
    SIGN,
    {
      PENDING_CP_APPROVAL: pending('applicant', ROLE_DIR, '签收待复核', '/chain/index/director'),
      PENDING_CP_SIGN: pending('applicant', ROLE_OP, '签收申请已退回', '/todo'),
    },
    { applyPage: '/todo' },
  ),
  creditFlow(
    'TRANSFER',
    holderFlow('TRANSFER', 'TRANSFER_LOCK'),
    {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '转让待复核', '/chain/transfer/split-approve'),
      RETURNED: pending('applicant', ROLE_OP, '转让申请已退回', '/chain/transfer/apply'),
      PENDING_CP_SIGN: pending('counterparty', ROLE_OP, '转让待签收', '/todo'),
      PENDING_CP_APPROVAL: pending('counterparty', ROLE_DIR, '转让签收待复核', '/todo'),
    },
    { applyPage: '/chain/transfer/apply', originalLines: holderFlowLines },
  ),
  creditFlow(
    'RETURN',
    holderFlow('RETURN', 'RETURN_LOCK'),
    {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '退回待审批', '/chain/return/approve'),
      RETURNED: pending('applicant', ROLE_OP, '退回申请已退回', '/chain/return/apply'),
      PENDING_CP_SIGN: pending('counterparty', ROLE_OP, '退回待确认', '/chain/return/confirm-apply'),
      PENDING_CP_APPROVAL: pending('counterparty', ROLE_DIR, '退回确认待复核', '/chain/return/confirm-approve'),
    },
    { applyPage: '/chain/return/apply', originalLines: holderFlowLines, stepWord: holderStep },
  ),
];
