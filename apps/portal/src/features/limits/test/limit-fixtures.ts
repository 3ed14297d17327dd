import type { ApplicationDetail, ApplicationRow, CreditLine } from '@scf/api/contract';
import { C1, C2, CR2, F1, applicationRowFixture, flowRecordFixture } from '@scf/finance-widgets/fixtures';

export { C1, C2, F1 };

/** L1 of the seed on 2025-06-16 (domain.md §13.3–§13.4): available 22,640,000.00; C2 19,500,000.00. */
export const LINE_L1: CreditLine = {
  lineId: 'L1',
  productType: 'CREDIT',
  fi: F1,
  corp: C1,
  revolving: true,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  status: 'ACTIVE',
  total: '50000000.00',
  allocated: '25000000.00',
  used: '1560000.00',
  frozen: '800000.00',
  available: '22640000.00',
  subLimits: [
    {
      subLimitId: 'SL1',
      lineId: 'L1',
      corp: C2,
      status: 'ACTIVE',
      total: '20000000.00',
      allocated: '0.00',
      used: '500000.00',
      frozen: '0.00',
      available: '19500000.00',
    },
  ],
};

/** LD2: C1 → C2 +5,000,000.00 waiting for the group director. */
export const LD2_ROW: ApplicationRow = applicationRowFixture({
  appNo: 'LMT20250616000002',
  bizType: 'LIMIT_DIST',
  counterparty: C2,
  amount: '5000000.00',
  creditCount: 0,
  createdAt: '2025-06-16T01:00:00.000Z',
  updatedAt: '2025-06-16T01:00:00.000Z',
  actions: ['APPROVE', 'RETURN'],
});

export const LD2: ApplicationDetail = {
  ...LD2_ROW,
  issuer: null,
  issuerAccount: null,
  lines: [],
  credits: [],
  reason: '起重机械板块二季度开立需求增加',
  comment: '',
  limitChange: { lineId: 'L1', target: C2, changeAmount: '5000000.00' },
  contract: null,
  decision: null,
  flow: [flowRecordFixture({ at: '2025-06-16T01:00:00.000Z', bizType: 'LIMIT_DIST', appNo: 'LMT20250616000002', amount: '5000000.00' })],
};

export { CR2 };
