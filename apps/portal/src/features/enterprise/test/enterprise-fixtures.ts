import type { BankAccount, EnterpriseInfo } from '@scf/api/contract';

export const C1_ACCOUNTS: BankAccount[] = [
  {
    accountId: 'A-C1-SETTLE',
    accountType: 'SETTLEMENT',
    accountNo: '32050161360000000002',
    accountName: '徐州示例重工集团有限公司',
    bankName: '中国建设银行徐州分行营业部',
    bankCode: '105303000017',
    status: 'ACTIVE',
  },
  {
    accountId: 'A-C1-SPECIAL',
    accountType: 'SPECIAL',
    accountNo: '32050161360000000001',
    accountName: '徐州示例重工集团有限公司',
    bankName: '中国建设银行徐州分行营业部',
    bankCode: '105303000017',
    status: 'ACTIVE',
  },
];

/** C1 of the demo (domain.md §13.1) as its administrator sees it. */
export const C1_INFO: EnterpriseInfo = {
  corpId: 'C1',
  corpName: '徐州示例重工集团有限公司',
  uscc: '91320300MA1XG0000F',
  corpType: 'CORE',
  parent: null,
  authenticated: true,
  status: 'ACTIVE',
  openedProducts: ['ABS', 'CREDIT', 'EDT', 'VOUCHER'],
  users: [
    { role: 'ROLE_ADMIN', roleLabel: '管理员', count: 1 },
    { role: 'ROLE_DIRECTOR', roleLabel: '主管', count: 1 },
    { role: 'ROLE_OPERATOR', roleLabel: '经办', count: 1 },
    { role: 'ROLE_QUERY', roleLabel: '查询', count: 2 },
  ],
  ukeys: 1,
  accounts: C1_ACCOUNTS,
};
