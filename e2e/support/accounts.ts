/** Demo accounts of design.md §3 with the home path and role label each lands on (contract `homePath`). */
export const PASSWORD = 'Demo@2025a';

export interface DemoAccount {
  username: string;
  home: string;
  roleLabel: string;
}

export const ACCOUNTS: DemoAccount[] = [
  { username: 'c1_op', home: '/cv3/credit/core/index/operator', roleLabel: '经办' },
  { username: 'c1_dir', home: '/cv3/credit/core/index/director', roleLabel: '主管' },
  { username: 'c1_final', home: '/cv3/credit/core/index/director', roleLabel: '终审' },
  { username: 'c1_query', home: '/cv3/credit/core/index/query', roleLabel: '查询' },
  { username: 'c1_purchase', home: '/cv3/edt/core/order-info-sure', roleLabel: '采购' },
  { username: 'c1_admin', home: '/cv3/my/enterprise-info/info', roleLabel: '管理员' },
  { username: 'c2_op', home: '/cv3/credit/core/index/operator', roleLabel: '经办' },
  { username: 'c2_dir', home: '/cv3/credit/core/index/director', roleLabel: '主管' },
  { username: 's1_op', home: '/cv3/credit/chain/index/operator', roleLabel: '经办' },
  { username: 's1_dir', home: '/cv3/credit/chain/index/director', roleLabel: '主管' },
  { username: 's1_query', home: '/cv3/credit/chain/index/query', roleLabel: '查询' },
  { username: 's2_op', home: '/cv3/credit/chain/index/operator', roleLabel: '经办' },
  { username: 's2_dir', home: '/cv3/credit/chain/index/director', roleLabel: '主管' },
  { username: 's3_op', home: '/cv3/credit/chain/index/operator', roleLabel: '经办' },
  { username: 's3_dir', home: '/cv3/credit/chain/index/director', roleLabel: '主管' },
  { username: 'f1_cm', home: '/cv3/my/limit/query', roleLabel: '客户经理' },
  { username: 'f1_pm', home: '/cv3/my/limit/query', roleLabel: '产品经理' },
];
