import { ROLE_DIR, ROLE_OP, flow, pending, reviewed } from '../applications';
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
    transitions: reviewed<DistributionEffect>('LIMIT_DIST', {
      submitted: [freeze],
      approved: [{ kind: 'limit', op: 'DISTRIBUTE' }, { kind: 'notify' }],
      ended: [unfreeze],
    }),
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
