import type { OldLine, OldLineDetail } from '@scf/api/contract';
import { C1, F1, LINE_L1 } from './limit-fixtures';

/** L0 of the seed (domain-lines.md §13.7): replaced by L1, CR0 issued and cashed under it. */
export const OLD_L0: OldLine = {
  lineId: 'L0',
  productType: 'CREDIT',
  fi: F1,
  corp: C1,
  total: '30000000.00',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  status: 'REPLACED',
  replacedBy: 'L1',
  usedAtEnd: '0.00',
  outstanding: '0.00',
};

export const CR0_NO = 'XG2024030100000013';

export const OLD_L0_DETAIL: OldLineDetail = {
  summary: OLD_L0,
  line: {
    ...LINE_L1,
    lineId: 'L0',
    status: 'REPLACED',
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    total: '30000000.00',
    allocated: '0.00',
    used: '0.00',
    frozen: '0.00',
    available: '30000000.00',
    subLimits: [],
  },
  credits: [
    {
      creditNo: CR0_NO,
      receiver: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
      amount: '500000.00',
      issueDate: '2024-03-01',
      dueDate: '2024-08-30',
      status: 'CASHED',
    },
  ],
  creditsTotal: '500000.00',
  ledger: [
    {
      at: '2024-03-01T02:00:00.000Z',
      businessDate: '2024-03-01',
      kind: 'USE',
      bizType: 'ISSUE',
      bizNo: CR0_NO,
      corp: C1,
      amount: '500000.00',
    },
    {
      at: '2024-08-30T02:30:00.000Z',
      businessDate: '2024-08-30',
      kind: 'RELEASE',
      bizType: 'ISSUE',
      bizNo: CR0_NO,
      corp: C1,
      amount: '500000.00',
    },
  ],
};
