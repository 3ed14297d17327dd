import type { Credit, CreditSlip, FlowRecord } from '@scf/api/contract';
import { C1, CR1_TREE, S1, S2, creditFixture } from '@scf/finance-widgets/fixtures';
import { formatDate } from '@scf/finance-widgets';

export const CR1 = 'XG2025031400000001';
export const CR1_A = 'XG2025041000000002';

/** CR1-A of the demo (domain.md §13.4): 300,000.00 held by S2, locked by its transfer to S3. */
export const CR1_A_CREDIT: Credit = creditFixture({
  creditNo: CR1_A,
  rootNo: CR1,
  parentNo: CR1,
  issuer: C1,
  holder: S2,
  amount: '300000.00',
  issueDate: '2025-03-14',
  dueDate: '2025-09-05',
  status: 'TRANSFERRING',
  lockedBy: { appNo: 'TRF20250610000009', bizType: 'TRANSFER' },
});

export { CR1_TREE };

const record = (over: Partial<FlowRecord> & Pick<FlowRecord, 'at' | 'action' | 'actionLabel' | 'toStatus'>): FlowRecord => ({
  businessDate: formatDate(over.at),
  bizType: 'TRANSFER',
  appNo: 'TRF20250410000005',
  creditNo: CR1_A,
  fromStatus: null,
  corp: S1,
  user: { userName: 's1_op', personName: '王经办' },
  roleLabel: '经办',
  comment: '',
  amount: '300000.00',
  signedBy: null,
  ...over,
});

export const CR1_A_RECORDS: FlowRecord[] = [
  record({ at: '2025-04-09T02:00:00.000Z', action: 'SUBMIT', actionLabel: '提交', toStatus: 'PENDING_REVIEW' }),
  record({
    at: '2025-04-10T03:00:00.000Z',
    action: 'APPROVE',
    actionLabel: '同意',
    toStatus: 'COMPLETED',
    corp: S2,
    user: { userName: 's2_dir', personName: '孙主管' },
    roleLabel: '主管',
    signedBy: '1201',
    comment: '同意签收',
  }),
];

export const CR1_A_FLOW = { credit: CR1_A_CREDIT, tree: CR1_TREE };
export const CR1_A_FLOW_RECORDS = { rows: CR1_A_RECORDS, total: CR1_A_RECORDS.length };

const party = (corpName: string, accountNo: string, taxNo: string) => ({ corpName, accountNo, bankName: '中国建设银行徐州分行', taxNo });

export const CR1_SLIP: CreditSlip = {
  kind: 'ISSUE',
  fromNo: CR1,
  creditNo: CR1,
  rootNo: CR1,
  from: party(C1.corpName, '32050161000000000001', '91320300MA1XG00001'),
  to: party(S1.corpName, '32050161000000001101', '91320300MA1XG01101'),
  payer: party(C1.corpName, '32050161000000000001', '91320300MA1XG00001'),
  productType: 'CREDIT',
  dueDate: '2025-09-05',
  amount: '1000000.00',
  date: '2025-03-14',
  remark: '钢材采购',
  terms: ['本凭证到期由付款方无条件付款。', '本凭证可在平台内转让、拆分、融资。'],
  status: 'SPLIT',
};
