import type { ApplicationDetail, ApplicationRow, ContractOption, Credit, FlowRecord, Issuer, Receiver, Todo } from '@scf/api/contract';
import { C1, C2, S1, S2, applicationRowFixture, creditFixture, flowRecordFixture } from '@scf/finance-widgets/fixtures';

/** The business date of the demo (domain.md §13): Monday 2025-06-16, Shanghai morning. */
export const BUSINESS_NOW = new Date('2025-06-16T02:00:00Z');
// The server's business date in these tests, the holidays near it and c1_dir's key …0101.
export { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from '../../../test/fixtures';

export { C1, C2, S1, S2 };

export const ISSUERS: Issuer[] = [
  { ...C1, limitId: 'L1', available: '22640000.00' },
  { ...C2, limitId: 'SL2', available: '19500000.00' },
];

const account = (corpName: string, accountNo: string) => ({ accountNo, accountName: corpName, bankName: '中国建设银行徐州分行', bankCode: 'CCB' });
export const RECEIVERS: Receiver[] = [
  { ...S1, account: account(S1.corpName, '32050161000000001101') },
  { ...S2, account: account(S2.corpName, '32050161000000001201') },
];
export const CONTRACTS: ContractOption[] = [
  { contractId: 'K1', contractNo: 'HT-2025-001', name: '锻件采购合同', amount: '1200000.00', signDate: '2025-01-02', endDate: '2025-12-31' },
];

export const credit = (over: Partial<Credit> = {}): Credit => creditFixture(over);

export const appRow = (over: Partial<ApplicationRow> = {}): ApplicationRow => applicationRowFixture({ actions: ['APPROVE', 'RETURN', 'REJECT'], ...over });

export const flow = (over: Partial<FlowRecord> = {}): FlowRecord => flowRecordFixture(over);

export const issueDetail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...appRow(),
  issuer: C1,
  issuerAccount: { accountNo: '32050161000000000001', accountName: C1.corpName, bankName: '中国建设银行徐州分行', bankCode: 'CCB' },
  lines: [
    {
      lineNo: 1,
      receiver: S2,
      receiverAccount: RECEIVERS[1]!.account,
      amount: '800000.00',
      dueDate: '2025-12-12',
      contract: { contractId: 'K2', contractNo: 'HT-2025-002', name: '钢材采购合同' },
      remark: '二季度钢材',
      creditNo: null,
    },
  ],
  credits: [],
  reason: '',
  comment: '',
  limitChange: null,
  contract: null,
  decision: null,
  flow: [flow()],
  ...over,
});

export const creditDetail = (bizType: 'WITHDRAW' | 'RECYCLE' | 'SIGN' | 'TRANSFER' | 'RETURN', over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...issueDetail(),
  appNo: `${{ WITHDRAW: 'WDR', RECYCLE: 'RCY', SIGN: 'SGN', TRANSFER: 'TRF', RETURN: 'RTN' }[bizType]}20250616000001`,
  bizType,
  issuer: null,
  issuerAccount: null,
  lines: [],
  credits: [
    {
      credit: credit({
        creditNo: 'XG2025061000000006',
        issuer: C1,
        holder: { corpId: 'S3', corpName: '宿迁示例五金加工厂' },
        amount: '50000.00',
        status: 'WITHDRAWING',
      }),
      amount: '50000.00',
    },
  ],
  amount: '50000.00',
  reason: '合同取消',
  flow: [flow({ bizType, actionLabel: '提交' })],
  ...over,
});

export const todo = (over: Partial<Todo> = {}): Todo => ({
  todoId: 'TD1',
  bizType: 'SIGN',
  title: '待签收',
  appNo: null,
  creditNo: 'XG2025061300000002',
  amount: '500000.00',
  createdAt: '2025-06-13T02:00:00.000Z',
  businessDate: '2025-06-13',
  path: '/credit/todo',
  ...over,
});
