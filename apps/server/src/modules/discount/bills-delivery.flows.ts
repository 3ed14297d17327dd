/**
 * The packages after acceptance on the applications engine (domain-lines.md §20.3), each acting on one whole package:
 * BAB_DELIVER 提示收票 (the core's operator submits, its director signs BAB_SUBMIT → the package 待签收), BAB_RECEIVE
 * 票据签收 (the payee's operator decides 签收 or 拒收, its director signs BAB_RECEIVE → 已出票 or 已拒收) and BAB_REVOKE
 * 撤票 (the core's operator asks with a reason, its director signs CONTRACT_SIGN → 已撤票, the margin back, the line
 * released). 退回, 拒绝 and 撤销申请 free the package as it was.
 */
import { approvalOriginalOf } from '@scf/api/contract';
import type { BizType } from '@scf/api/contract';
import { ROLE_DIR, ROLE_OP, flow, pending, transitions } from '../applications';
import type { AppTransition, EffectSpec, FlowDefinition, OriginalType } from '../applications';
import { delivered, received, releasePackage, revoked } from './bills-delivery.effects';
import { billOriginalLines } from './bills-originals';

type E = { kind: string };

const freed: E[] = [{ kind: 'releasePackage' }];

/** Operator submits (待复核), director signs (已完成) with the step's effect, returns or rejects; the operator withdraws. */
const reviewedStep = (biz: BizType, done: string): AppTransition<E>[] =>
  transitions<E>(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'COMPLETED', role: ROLE_DIR, signed: true, makerChecker: 'creator', effects: [{ kind: done }] },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: freed }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: freed }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: freed }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
  ]);

function billFlow(biz: BizType, o: { done: string; title: string; page: string; original: OriginalType; stepWord: string }): FlowDefinition {
  return flow<E>({
    bizType: biz,
    products: ['DISCOUNT'],
    transitions: reviewedStep(biz, o.done),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, `${o.title}待复核`, o.page),
      RETURNED: pending('applicant', ROLE_OP, `${o.title}已退回`, o.page),
    },
    applyPage: o.page,
    originalType: () => o.original,
    stepWord: () => o.stepWord,
    originalLines: billOriginalLines,
    effects: { delivered, received, revoked, releasePackage } as FlowDefinition<EffectSpec>['effects'],
  });
}

export const BILL_FLOWS: readonly FlowDefinition[] = [
  billFlow('BAB_DELIVER', { done: 'delivered', title: '提示收票', page: '/core/bab/submit', original: 'BAB_SUBMIT', stepWord: '复核' }),
  billFlow('BAB_RECEIVE', { done: 'received', title: '票据签收', page: '/chain/bill/receive', original: 'BAB_RECEIVE', stepWord: '复核' }),
  billFlow('BAB_REVOKE', { done: 'revoked', title: '撤票', page: '/core/bab/revoke', original: approvalOriginalOf('BAB_REVOKE'), stepWord: '复核' }),
];
