import { ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { creditActionLabel, creditDetail, creditEffects, creditPartLines } from '../credits';
import type { CreditEffect } from '../credits';
import { confirmLines, settleConfirm } from './cash-confirm.service';
import { cashOriginalLines, cashSignedState } from './cash-original';

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
    originalLines: async (q, app) => creditPartLines(q, app, await cashOriginalLines(q, app)),
    signedState: cashSignedState,
    actionLabel: creditActionLabel,
    effects: { credits: creditEffects.credits },
    detail: creditDetail,
    ownRoutesOnly: true,
  }),
  /**
   * 兑付确认 of an offline payment (issue 26 item 6): the operator proposes, the director signs (not the proposer); a
   * credit held by a bank then waits for the bank's product manager to sign 确认收款. Only the last signature pays.
   */
  flow<{ kind: 'settle' }>({
    bizType: 'CASH_CONFIRM',
    products: ['CREDIT'],
    transitions: transitions<{ kind: 'settle' }>('CASH_CONFIRM', [
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
          guard: (f) => !f.hasCounterparty,
          effects: [{ kind: 'settle' }],
        },
      ],
      [
        'APPROVE_FOR_BANK',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'PENDING_CP_APPROVAL',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          guard: (f) => f.hasCounterparty,
        },
      ],
      ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR }],
      ['CANCEL', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP }],
      [
        'RECEIPT',
        {
          action: 'APPROVE',
          from: ['PENDING_CP_APPROVAL'],
          to: 'COMPLETED',
          side: 'counterparty',
          role: ROLE_PM,
          signed: true,
          makerChecker: 'creator',
          effects: [{ kind: 'settle' }],
        },
      ],
      ['NOT_RECEIVED', { action: 'REJECT', from: ['PENDING_CP_APPROVAL'], to: 'CP_REFUSED', side: 'counterparty', role: ROLE_PM }],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '兑付确认待审批', '/core/cash/cash-confirm'),
      PENDING_CP_APPROVAL: pending('counterparty', ROLE_PM, '兑付待确认收款', '/todo'),
    },
    applyPage: '/core/cash/cash-confirm',
    stepWord: (app) => (app.status === 'PENDING_CP_APPROVAL' ? '（银行确认收款）' : '审批'),
    originalLines: confirmLines,
    effects: { settle: (ctx, app) => settleConfirm(ctx, app) },
    detail: creditDetail,
  }),
];
