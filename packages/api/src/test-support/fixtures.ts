import type { CorpInfo, GrantedMenuTree, UserInfo } from '../contract/schemas/session';

/** Valid session fixtures shared by tests. */
export const userInfoFixture: UserInfo = {
  personName: '张三',
  userName: 'c1_op',
  personPosition: '经办',
  mobile: '138****0001',
  isCorpAuthenticated: true,
  isRFTWhitelist: true,
  isEDTWhitelist: true,
  isPriorChangeOfAgreement: false,
  authorities: ['ROLE_OPERATOR', 'ROLE_QUERY'],
};

export const corpInfoFixture: CorpInfo = {
  corpId: 'C1',
  corpName: '徐工集团',
  corpType: 'CORE',
  user: { userId: 'U1', userName: 'c1_op', personName: '张三' },
  candidateRoles: [{ code: 'ROLE_QUERY', name: '查询' }],
  currentRole: { code: 'ROLE_OPERATOR', name: '经办' },
  roles: [
    { code: 'ROLE_OPERATOR', name: '经办' },
    { code: 'ROLE_QUERY', name: '查询' },
  ],
  productOpenStatus: { CREDIT: '1', VOUCHER: '1', EDT: '1' },
  openedProductCorps: { VOUCHER: ['C2'], EDT: ['C2'] },
  availableProduct: 'CREDIT,VOUCHER,DISCOUNT,EDT',
  uKeyCodeSuffix: '0001',
};

export const menuTreeFixture: GrantedMenuTree = {
  menus: [{ menuId: 'm1', menuName: '首页', path: '/credit/core/index/operator', children: [] }],
  menuPerms: ['credit:issue'],
};
