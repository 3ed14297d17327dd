/**
 * 银承出票 on the applications engine (domain-lines.md §20.3). The core's operator submits (→ 待复核, the line freezes
 * Σ 敞口); its director signs BAB_APPLY (one line) or BAB_ISSUE (several) (→ 待承兑), returns it (已退回: edit and
 * resubmit, or 撤销) or rejects it; the bank's client manager 审核通过 (→ 待承兑终审) and its product manager 承兑 with
 * BAB_APPROVE (→ 已承兑: margin, fee, packages), either may 驳回 (银行已驳回). Every ending before 承兑 releases the line.
 */
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { AppRow } from '../applications';
import { acceptBills, freezeLine, unfreezeLine } from './bab-issue.effects';
import { babOriginalLines } from './bab-issue.originals';
import { lineCountOf } from './bab-issue.repo';

type E = { kind: 'freezeLine' } | { kind: 'unfreezeLine' } | { kind: 'acceptBills' };

const APPLY_PAGE = '/core/bab/apply';
const APPROVE_PAGE = '/core/bab/approve';
const FI_PAGE = '/fi/bab-approve';
const release: E[] = [{ kind: 'unfreezeLine' }];

/** The original 同意 signs now: the bank's 承兑 BAB_APPROVE; the director's BAB_APPLY for one line, BAB_ISSUE for several. */
export const babOriginalType = (app: Pick<AppRow, 'status' | 'reason'>) =>
  app.status === 'PENDING_FUNDING' ? ('BAB_APPROVE' as const) : lineCountOf(app.reason) >= 2 ? ('BAB_ISSUE' as const) : ('BAB_APPLY' as const);

const BAB_ISSUE = flow<E>({
  bizType: 'BAB_ISSUE',
  products: ['DISCOUNT'],
  transitions: transitions<E>('BAB_ISSUE', [
    ['SUBMIT', { action: 'SUBMIT', from: [null, 'RETURNED'], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [{ kind: 'freezeLine' }] }],
    ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: ROLE_DIR, signed: true, makerChecker: 'creator' }],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: release }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: release }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: release }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
    ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FUNDING', side: 'counterparty', role: ROLE_CM }],
    ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: release }],
    [
      'FI_APPROVE',
      {
        action: 'APPROVE',
        from: ['PENDING_FUNDING'],
        to: 'COMPLETED',
        side: 'counterparty',
        role: ROLE_PM,
        signed: true,
        makerChecker: 'decider',
        effects: [{ kind: 'acceptBills' }],
      },
    ],
    ['FI_FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FUNDING'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: release }],
  ]),
  pending: {
    PENDING_REVIEW: pending('applicant', ROLE_DIR, '银承出票待复核', APPROVE_PAGE),
    RETURNED: pending('applicant', ROLE_OP, '银承出票已退回', APPLY_PAGE),
    PENDING_FI: pending('counterparty', ROLE_CM, '银承出票待承兑', FI_PAGE),
    PENDING_FUNDING: pending('counterparty', ROLE_PM, '银承出票待承兑终审', FI_PAGE),
  },
  applyPage: APPLY_PAGE,
  originalType: babOriginalType,
  stepWord: (app) => (app.status === 'PENDING_FUNDING' ? '承兑' : '复核'),
  originalLines: babOriginalLines,
  actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : undefined),
  effects: { freezeLine, unfreezeLine, acceptBills },
});

export const BAB_ISSUE_FLOWS = [BAB_ISSUE] as const;
