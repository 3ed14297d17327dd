import { ROLE_DIR, ROLE_OP, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { creditActionLabel, creditDetail, creditEffects, creditPartLines } from '../credits';
import type { CreditEffect } from '../credits';

type CashEffect = Extract<CreditEffect, { kind: 'credits' }>;

/**
 * Cash plan (§7.8): the operator submits the plan of a due date, the director approves with the key (credits 兑付中;
 * the cash module pays the lines) or returns it; a plan not approved by the end of its date lapses. Only the cash
 * module's own calls act on it: its approval pays.
 */
export const CASH_FLOWS: readonly FlowDefinition[] = [
  flow<CashEffect>({
    bizType: 'CASH',
    products: ['CREDIT'],
    transitions: transitions<CashEffect>('CASH', [
      ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
      [
        'APPROVE',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'COMPLETED',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          effects: [{ kind: 'credits', move: 'CASH_START' }],
        },
      ],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR }],
      ['CANCEL', { action: 'CANCEL', from: ['PENDING_REVIEW', 'RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
      ['EXPIRE', { action: 'EXPIRE', from: ['PENDING_REVIEW', 'RETURNED'], to: 'CANCELLED', side: 'system', role: 'SYSTEM' }],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '兑付待审批', '/core/cash/director-approve'),
      RETURNED: pending('applicant', ROLE_OP, '兑付计划已退回', '/core/cash/cash-check'),
    },
    originalLines: (q, app) => creditPartLines(q, app),
    actionLabel: creditActionLabel,
    effects: { credits: creditEffects.credits },
    detail: creditDetail,
    ownRoutesOnly: true,
  }),
];
