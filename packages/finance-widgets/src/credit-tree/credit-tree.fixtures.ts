import type { CreditTreeNode } from '@scf/api/contract';

const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

/** CR1 of the demo (domain.md §13.4): 300,000 + 400,000 + 300,000 = 1,000,000. */
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
