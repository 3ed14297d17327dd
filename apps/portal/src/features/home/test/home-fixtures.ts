import type { ApplicationRow, Credit, CreditHome, FlowRecord } from '@scf/api/contract';
import { C1, C2, S1, S2, applicationRowFixture, creditFixture, flowRecordFixture } from '@scf/finance-widgets/fixtures';

export { C1, C2, S1, S2 };

export const app = (over: Partial<ApplicationRow> & Pick<ApplicationRow, 'appNo' | 'bizType'>): ApplicationRow => applicationRowFixture(over);

export const credit = (over: Partial<Credit> & Pick<Credit, 'creditNo'>): Credit => creditFixture(over);

export const CR2 = credit({ creditNo: 'XG2025061300000002' });
export const CR4 = credit({ creditNo: 'XG2025011000000004', issuer: C1, amount: '200000.00', dueDate: '2025-06-20', status: 'HELD', issueDate: '2025-01-10' });

/** The core operator's home of the seed on 2025-06-16 (domain.md §13.4). */
export const CORE_OPERATOR_HOME: CreditHome = {
  tiles: [
    {
      key: 'available',
      title: '可用额度',
      kind: 'amount',
      value: '22640000.00',
      note: '总额度 50,000,000.00，已用 1,560,000.00，冻结 800,000.00',
      link: '/my/limit/query',
    },
    { key: 'issuedThisYear', title: '本年已开立', kind: 'amount', value: '1430000.00', note: '共 6 笔', link: null },
    { key: 'draftsAndReturned', title: '草稿与退回', kind: 'count', value: '2', note: null, link: '/credit/core/issue/issue' },
  ],
  queue: [
    app({ appNo: 'ISS20250616000011', bizType: 'ISSUE', status: 'DRAFT' }),
    app({ appNo: 'LMT20250616000012', bizType: 'LIMIT_DIST', status: 'RETURNED', counterparty: C2, amount: '1000000.00' }),
  ],
  toSign: [credit({ creditNo: 'XG2025061000000006', issuer: C1, holder: S2, amount: '50000.00', dueDate: '2025-07-15' })],
  toSignTotal: 1,
  dueSoon: [CR4],
  recent: [],
};

/** The core director's queue: ISS-3, LD2, the withdraw of CR6 and a recycle. */
export const CORE_DIRECTOR_HOME: CreditHome = {
  tiles: [
    { key: 'review', title: '待复核', kind: 'count', value: '4', note: null, link: '/credit/todo' },
    { key: 'awaitingSignature', title: '待签名金额', kind: 'amount', value: '5900000.00', note: '共 4 笔', link: null },
  ],
  queue: [
    app({ appNo: 'ISS20250616000003', bizType: 'ISSUE' }),
    app({ appNo: 'LMT20250616000002', bizType: 'LIMIT_DIST', counterparty: C2, amount: '5000000.00' }),
    app({ appNo: 'WDR20250616000006', bizType: 'WITHDRAW', amount: '50000.00' }),
    app({ appNo: 'RCY20250616000007', bizType: 'RECYCLE', amount: '50000.00' }),
  ],
  toSign: [],
  toSignTotal: 0,
  dueSoon: [],
  recent: [],
};

export const CHAIN_OPERATOR_HOME: CreditHome = {
  tiles: [
    { key: 'held', title: '持有金额', kind: 'amount', value: '300000.00', note: '共 1 笔', link: null },
    { key: 'toSign', title: '待签收', kind: 'amount', value: '500000.00', note: '共 1 笔', link: '/credit/todo' },
    { key: 'dueThisMonth', title: '本月到期', kind: 'amount', value: '200000.00', note: '共 1 笔', link: null },
  ],
  queue: [],
  toSign: [CR2],
  toSignTotal: 1,
  dueSoon: [CR4],
  recent: [],
};

const FLOW: FlowRecord = flowRecordFixture({
  appNo: 'ISS20250613000002',
  creditNo: 'XG2025061300000002',
  at: '2025-06-13T02:00:00.000Z',
  businessDate: '2025-06-13',
  action: 'APPROVE',
  actionLabel: '同意',
  fromStatus: 'PENDING_REVIEW',
  toStatus: 'COMPLETED',
  corp: C2,
  user: { userName: 'c2_dir', personName: '赵主管' },
  roleLabel: '主管',
  amount: '500000.00',
  signedBy: '0201',
});

export const CORE_QUERY_HOME: CreditHome = { ...CORE_OPERATOR_HOME, queue: [], toSign: [], toSignTotal: 0, recent: [FLOW] };
