// The `@scf/finance-widgets/fixtures` entry: the demo's parties and ledger records (domain.md §13.4) as contract DTOs,
// for stories and for the tests of hosts and of the portal. Not in the main entry, so no production bundle carries them.
import type { ApplicationRow, Credit, CreditTreeNode, FlowRecord } from '@scf/api/contract';

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const C2 = { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
export const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

/** A credit; by default CR2 of the demo: issued by C2 to S1, waiting to be signed for. */
export function creditFixture(over: Partial<Credit> = {}): Credit {
  const creditNo = over.creditNo ?? 'XG2025061300000002';
  return {
    creditNo,
    productType: 'CREDIT',
    rootNo: creditNo,
    parentNo: null,
    issuer: C2,
    originalHolder: S1,
    holder: S1,
    amount: '500000.00',
    issueDate: '2025-06-13',
    dueDate: '2025-12-08',
    status: 'PENDING_SIGN',
    lockedBy: null,
    remark: '',
    ...over,
  };
}

/** CR2 of the demo. */
export const CR2: Credit = creditFixture();

/** An application row; by default ISS-3 of the demo: C1 issues 800,000.00 to S2, waiting for review. */
export function applicationRowFixture(over: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    appNo: 'ISS20250616000003',
    bizType: 'ISSUE',
    productType: 'CREDIT',
    status: 'PENDING_REVIEW',
    applicant: C1,
    counterparty: S2,
    amount: '800000.00',
    creditCount: 1,
    creator: { userName: 'c1_op', personName: '张经办' },
    createdAt: '2025-06-16T01:30:00.000Z',
    businessDate: '2025-06-16',
    updatedAt: '2025-06-16T01:30:00.000Z',
    actions: [],
    ...over,
  };
}

/** A flow record; by default c1_op submitting ISS-3. */
export function flowRecordFixture(over: Partial<FlowRecord> = {}): FlowRecord {
  return {
    at: '2025-06-16T01:30:00.000Z',
    businessDate: '2025-06-16',
    bizType: 'ISSUE',
    appNo: 'ISS20250616000003',
    creditNo: null,
    action: 'SUBMIT',
    actionLabel: '提交',
    fromStatus: null,
    toStatus: 'PENDING_REVIEW',
    corp: C1,
    user: { userName: 'c1_op', personName: '张经办' },
    roleLabel: '经办',
    comment: '',
    amount: '800000.00',
    signedBy: null,
    ...over,
  };
}

/** CR1 of the demo: 300,000 + 400,000 + 300,000 = 1,000,000. */
export const CR1_TREE: CreditTreeNode = {
  creditNo: 'XG2025031400000001',
  amount: '1000000.00',
  holder: S1,
  status: 'SPLIT',
  children: [
    { creditNo: 'XG2025041000000002', amount: '300000.00', holder: S2, status: 'TRANSFERRING', children: [] },
    {
      creditNo: 'XG2025041000000003',
      amount: '700000.00',
      holder: S1,
      status: 'SPLIT',
      children: [
        { creditNo: 'XG2025041800000004', amount: '400000.00', holder: F1, status: 'FINANCED', children: [] },
        { creditNo: 'XG2025041800000005', amount: '300000.00', holder: S1, status: 'POOLED', children: [] },
      ],
    },
  ],
};
