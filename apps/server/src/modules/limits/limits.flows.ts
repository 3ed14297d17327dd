import { ROLE_DIR, ROLE_OP, flow, pending, transitions } from '../applications';
import type { FlowDefinition } from '../applications';
import { distributionDetail, distributionEffects, distributionLines } from './distribution.effects';
import type { DistributionEffect } from './distribution.effects';

const freeze: DistributionEffect = { kind: 'limit', op: 'FREEZE' };
const unfreeze: DistributionEffect = { kind: 'limit', op: 'UNFREEZE' };

/** Distribution (§6.3): the group operator applies, the group director approves with the key (signing PENDING_LIMIT). */
export const LIMIT_FLOWS: readonly FlowDefinition[] = [
  flow<DistributionEffect>({
    bizType: 'LIMIT_DIST',
    products: ['CREDIT', 'VOUCHER'],
    transitions: transitions<DistributionEffect>('LIMIT_DIST', [
      ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [freeze] }],
      [
        'APPROVE',
        {
          action: 'APPROVE',
          from: ['PENDING_REVIEW'],
          to: 'COMPLETED',
          role: ROLE_DIR,
          signed: true,
          makerChecker: 'creator',
          effects: [{ kind: 'limit', op: 'DISTRIBUTE' }, { kind: 'notify' }],
        },
      ],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: [unfreeze] }],
      ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: [unfreeze] }],
      ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: [unfreeze] }],
      ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '额度分配待审批', '/my/limit/approve'),
      RETURNED: pending('applicant', ROLE_OP, '额度分配已退回', '/my/limit/distribute'),
    },
    applyPage: '/my/limit/distribute-query',
    originalType: () => 'PENDING_LIMIT',
    originalLines: distributionLines,
    effects: distributionEffects,
    detail: distributionDetail,
  }),
];
