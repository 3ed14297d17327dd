/**
 * Financing's business types on the applications engine (domain.md §7.7): the holder's 融资 with the bank's two
 * steps and 放款, and the core's 买方付息 commitment.
 */
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { creditActionLabel, creditDetail, creditEffects, creditPartLines } from '../credits';
import type { CreditEffect } from '../credits';
import { buyerPaidStart } from './buyer-paid.effects';
import { termsOf } from './buyer-paid.repo';
import { financeEnd, financeFund } from './finance.effects';
import { financeOriginalLines, financeSignedState } from './finance-original';

type FinanceEffect = Extract<CreditEffect, { kind: 'credits' | 'split' }> | { kind: 'financeEnd' } | { kind: 'fund' };
type CoreFinanceEffect = { kind: 'buyerPaidStart' };

const back: FinanceEffect[] = [{ kind: 'credits', move: 'HOLDER_LOCK_END' }, { kind: 'financeEnd' }];

/**
 * 融资 (§7.7): the holder's operator applies and locks the credit, its director approves with the key (→ 待金融机构审批);
 * the FI's client manager reviews (通过 → 待终审, or 拒绝), its product manager approves with the key (→ 待放款, signing
 * FIN_APPLY_APPROVE) or rejects, then funds (放款 → the credit splits). Every ending but funding unlocks the credit
 * and frees the invoices of the finance data package.
 */
const FINANCE = flow<FinanceEffect>({
  bizType: 'FINANCE',
  products: ['CREDIT', 'VOUCHER'],
  transitions: transitions<FinanceEffect>('FINANCE', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [{ kind: 'credits', move: 'FINANCE_LOCK' }] }],
    ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: ROLE_DIR, signed: true, makerChecker: 'creator' }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: back }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: back }],
    ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FINAL', side: 'counterparty', role: ROLE_CM }],
    ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: back }],
    [
      'FI_APPROVE',
      { action: 'APPROVE', from: ['PENDING_FINAL'], to: 'PENDING_FUNDING', side: 'counterparty', role: ROLE_PM, signed: true, makerChecker: 'decider' },
    ],
    ['FI_FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: back }],
    [
      'FUND',
      { action: 'FUND', from: ['PENDING_FUNDING'], to: 'COMPLETED', side: 'counterparty', role: ROLE_PM, effects: [{ kind: 'fund' }, { kind: 'split' }] },
    ],
  ]),
  pending: {
    PENDING_REVIEW: pending('applicant', ROLE_DIR, '融资待复核', '/chain/finance/approve'),
    PENDING_FI: pending('counterparty', ROLE_CM, '融资待审核', '/chain/finance/detail'),
    PENDING_FINAL: pending('counterparty', ROLE_PM, '融资待终审', '/chain/finance/detail'),
    PENDING_FUNDING: pending('counterparty', ROLE_PM, '融资待放款', '/chain/finance/detail'),
  },
  applyPage: '/chain/finance/apply',
  originalType: (app) => (app.status === 'PENDING_FINAL' ? 'FIN_APPLY_APPROVE' : 'CREDIT_ASSEMBLE'),
  originalLines: async (q, app) => creditPartLines(q, app, await financeOriginalLines(q, app)),
  signedState: financeSignedState,
  // A financing's DECIDE is the bank's client manager passing it on (§7.7 step 3), not a sign-for.
  actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : creditActionLabel(action)),
  effects: { credits: creditEffects.credits, split: creditEffects.split, financeEnd, fund: financeFund },
  detail: creditDetail,
});

/**
 * 买方付息 (§7.7 core/finance/*): the core's operator applies for its suppliers' credits at an FI (nothing locked: the
 * credits stay the holders'), its director approves with the key and each credit becomes 买方付息 there.
 */
const CORE_FINANCE = flow<CoreFinanceEffect>({
  bizType: 'CORE_FINANCE',
  products: ['CREDIT', 'VOUCHER'],
  transitions: transitions<CoreFinanceEffect>('CORE_FINANCE', [
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
        effects: [{ kind: 'buyerPaidStart' }],
      },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP }],
  ]),
  pending: { PENDING_REVIEW: pending('applicant', ROLE_DIR, '买方付息待审批', '/core/finance/approve') },
  applyPage: '/core/finance/query',
  originalLines: async (q, app) => {
    const t = await termsOf(q, app.app_no);
    const payer =
      t.interest_payer === 'AGREED'
        ? `利息承担：协议付息，买方承担${t.buyer_share_pct}%`
        : '利息承担：买方付息（上述凭证在该金融机构融资时，利息及服务费由本企业承担）';
    return creditPartLines(q, app, [`金融机构：${app.counterparty_name ?? ''}`, payer, ...(t.valid_until ? [`有效期至：${t.valid_until}`] : [])]);
  },
  actionLabel: creditActionLabel,
  effects: { buyerPaidStart },
  detail: creditDetail,
});

export const FINANCE_FLOWS: readonly FlowDefinition[] = [FINANCE, CORE_FINANCE];
