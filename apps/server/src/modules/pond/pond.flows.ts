/**
 * The asset pool's flows on the applications engine (domain-lines.md §18.7). Each: the pledgor's operator applies (→
 * 待复核), its director signs (POND_IN for 入池 and 出池 — spec §7 has no out type —, POND_DRAWDOWN, POND_REPAY), rejects,
 * or the operator withdraws; 入池, 出池 and 提款 then wait on the bank's product manager (→ 待金融机构审批), who confirms
 * with the same original or rejects; 还款 is paid at the director's signature.
 */
import { ROLE_DIR, ROLE_OP, ROLE_PM, flow, pending, transitions } from '../applications';
import type { AppTransition, EffectSpec, FlowDefinition } from '../applications';
import type { BizType } from '@scf/api/contract';
import { drawdownCancelled, drawdownRejected, drawdownToFi, fundDrawdown, inEnded, outEnded, poolIn, poolOut, repayNow } from './pond.effects';
import { pondOriginalLines } from './pond.originals';
import { POND_MARGIN_FLOW } from './pond-margin';

const PAGE = '/my/asset-pool/index';

type E = { kind: string };

/** Operator applies, director signs to the bank, the bank's PM confirms with the key; every other ending runs `ended`. */
function toFi(biz: BizType, e: { toFi?: E[]; done: E[]; rejected: E[]; cancelled: E[] }): AppTransition<E>[] {
  return transitions<E>(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: ROLE_DIR, signed: true, makerChecker: 'creator', effects: e.toFi ?? [] },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: e.rejected }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: e.cancelled }],
    [
      'FI_APPROVE',
      { action: 'APPROVE', from: ['PENDING_FI'], to: 'COMPLETED', side: 'counterparty', role: ROLE_PM, signed: true, makerChecker: 'decider', effects: e.done },
    ],
    ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: e.rejected }],
  ]);
}

const pendings = (word: string) => ({
  PENDING_REVIEW: pending('applicant', ROLE_DIR, `${word}待复核`, PAGE),
  PENDING_FI: pending('counterparty', ROLE_PM, `${word}待审批`, PAGE),
});

const stepWord = (app: { status: string }): string => (app.status === 'PENDING_FI' ? '审批' : '复核');

const POND_IN = flow<E>({
  bizType: 'POND_IN',
  products: ['CREDIT'],
  transitions: toFi('POND_IN', { done: [{ kind: 'poolIn' }], rejected: [{ kind: 'inEnded' }], cancelled: [{ kind: 'inEnded' }] }),
  pending: pendings('资产入池'),
  applyPage: PAGE,
  originalType: () => 'POND_IN',
  stepWord,
  originalLines: pondOriginalLines,
  effects: { poolIn, inEnded } as FlowDefinition<EffectSpec>['effects'],
});

const POND_OUT = flow<E>({
  bizType: 'POND_OUT',
  products: ['CREDIT'],
  transitions: toFi('POND_OUT', { done: [{ kind: 'poolOut' }], rejected: [{ kind: 'outEnded' }], cancelled: [{ kind: 'outEnded' }] }),
  pending: pendings('资产出池'),
  applyPage: PAGE,
  originalType: () => 'POND_IN',
  stepWord,
  originalLines: pondOriginalLines,
  effects: { poolOut, outEnded } as FlowDefinition<EffectSpec>['effects'],
});

const POND_DRAWDOWN = flow<E>({
  bizType: 'POND_DRAWDOWN',
  products: ['CREDIT'],
  transitions: toFi('POND_DRAWDOWN', {
    toFi: [{ kind: 'drawdownToFi' }],
    done: [{ kind: 'fundDrawdown' }],
    rejected: [{ kind: 'drawdownRejected' }],
    cancelled: [{ kind: 'drawdownCancelled' }],
  }),
  pending: pendings('资产池提款'),
  applyPage: PAGE,
  originalType: () => 'POND_DRAWDOWN',
  stepWord,
  originalLines: pondOriginalLines,
  effects: { drawdownToFi, fundDrawdown, drawdownRejected, drawdownCancelled } as FlowDefinition<EffectSpec>['effects'],
});

const POND_REPAY = flow<E>({
  bizType: 'POND_REPAY',
  products: ['CREDIT'],
  transitions: transitions<E>('POND_REPAY', [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP }],
    [
      'APPROVE',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'COMPLETED', role: ROLE_DIR, signed: true, makerChecker: 'creator', effects: [{ kind: 'repayNow' }] },
    ],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP }],
  ]),
  pending: { PENDING_REVIEW: pending('applicant', ROLE_DIR, '资产池还款待复核', PAGE) },
  applyPage: PAGE,
  originalType: () => 'POND_REPAY',
  originalLines: pondOriginalLines,
  effects: { repayNow } as FlowDefinition<EffectSpec>['effects'],
});

export const POND_FLOWS: readonly FlowDefinition[] = [POND_IN, POND_OUT, POND_DRAWDOWN, POND_REPAY, POND_MARGIN_FLOW];
