import type { FlowRecord } from '@scf/api/contract';

const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };

const base = { bizType: 'ISSUE', appNo: 'ISS20250314000001', creditNo: 'XG2025031400000001', fromStatus: null, signedBy: null, comment: '' } as const;

/** The issue of CR1: submitted, approved with the key, signed for by S1 (domain.md §13.4). */
export const CR1_FLOW: FlowRecord[] = [
  {
    ...base,
    at: '2025-03-14T01:30:00.000Z',
    businessDate: '2025-03-14',
    action: 'SUBMIT',
    actionLabel: '提交',
    toStatus: 'PENDING_REVIEW',
    corp: C1,
    user: { userName: 'c1_op', personName: '张经办' },
    roleLabel: '经办',
    amount: '1000000.00',
  },
  {
    ...base,
    at: '2025-03-14T02:05:00.000Z',
    businessDate: '2025-03-14',
    action: 'APPROVE',
    actionLabel: '同意',
    fromStatus: 'PENDING_REVIEW',
    toStatus: 'COMPLETED',
    corp: C1,
    user: { userName: 'c1_dir', personName: '李主管' },
    roleLabel: '主管',
    amount: '1000000.00',
    signedBy: '0101',
  },
  {
    ...base,
    bizType: 'SIGN',
    appNo: null,
    at: '2025-03-15T06:00:00.000Z',
    businessDate: '2025-03-15',
    action: 'RETURN',
    actionLabel: '退回',
    fromStatus: 'PENDING_CP_APPROVAL',
    toStatus: 'RETURNED',
    corp: S1,
    user: { userName: 's1_dir', personName: '王主管' },
    roleLabel: '主管',
    amount: null,
    comment: '合同编号有误',
  },
];
