import type { CorpInfo, GrantedMenuTree, PlatformConfig, UserInfo } from '@scf/api/contract';
import type { CertInfo } from '@scf/signing';

/** A core-enterprise operator (c1_op of the seed) who also holds the query role. */
export const operatorUser: UserInfo = {
  personName: '张经办',
  userName: 'c1_op',
  personPosition: '经办',
  mobile: '138****0001',
  isCorpAuthenticated: true,
  isRFTWhitelist: true,
  isEDTWhitelist: false,
  isPriorChangeOfAgreement: false,
  authorities: ['ROLE_OPERATOR', 'ROLE_QUERY'],
};

export const coreCorp: CorpInfo = {
  corpId: 'C1',
  corpName: '徐工集团工程机械股份有限公司',
  corpType: 'CORE',
  user: { userId: 'U1', userName: 'c1_op', personName: '张经办' },
  candidateRoles: [
    { code: 'ROLE_OPERATOR', name: '经办' },
    { code: 'ROLE_QUERY', name: '查询' },
  ],
  currentRole: { code: 'ROLE_OPERATOR', name: '经办' },
  roles: [
    { code: 'ROLE_OPERATOR', name: '经办' },
    { code: 'ROLE_QUERY', name: '查询' },
  ],
  productOpenStatus: { CREDIT: '1', VOUCHER: '1' },
  openedProductCorps: { VOUCHER: [], EDT: [] },
  availableProduct: 'CREDIT,VOUCHER,EDT',
  uKeyCodeSuffix: '0001',
};

type GrantedMenu = GrantedMenuTree['menus'][number];

/** One page of a granted menu tree (a leaf). */
export const menuPage = (menuId: string, menuName: string, path: string): GrantedMenu => ({ menuId, menuName, path, children: [] });

/** The 电子债权凭证 group of a granted menu tree, with its pages. */
export const creditMenuGroup = (...pages: GrantedMenu[]): GrantedMenu => ({ menuId: 'm-credit', menuName: '电子债权凭证', children: pages });

export const operatorMenus: GrantedMenuTree = {
  menus: [
    creditMenuGroup(
      menuPage('m1', '首页', '/credit/core/index/operator'),
      menuPage('m2', '开立申请', '/credit/core/issue/issue'),
      menuPage('m3', '统计', '/credit/core/statistics'),
      menuPage('m3b', '供应商', '/credit/supplier'),
    ),
    menuPage('m4', '账户中心', '/my/person-center/info'),
    menuPage('m5', '消息中心', '/my/message/index'),
    // A page of another area (贴现) of the product bar.
    menuPage('m6', '银承查询', '/discount/core/bab/query'),
  ],
  menuPerms: ['credit:issue:add'],
};

export const queryMenus: GrantedMenuTree = {
  menus: [{ menuId: 'q1', menuName: '首页', path: '/credit/core/index/query', children: [] }],
  menuPerms: [],
};

export const platformConfigA: PlatformConfig = {
  variant: 'A',
  tempId: '2',
  loginUrl: '/login/login',
  platformType: 'XUGONG',
  isOrgLogin: false,
  platformLogo: '',
  topSlogan: '徐工供应链金融',
  topBarColor: '#003a8c',
  topBarWordColor: '#ffffff',
  tailBarColor: '#001529',
  tailBarWordColor: '#ffffff',
  hotline: '400-000-0000',
  contactAddress: '江苏省徐州市',
  postcode: '221000',
  onlineService: '',
  copyrightCn: '版权所有',
  copyrightEn: 'All rights reserved',
  securityRegister: '',
  registerUrl: '',
  icpRegister: '',
};

/** The business date of the demo (domain.md §13): Monday 2025-06-16 (what `/v1/sys/business-date` answers in tests). */
export const BUSINESS_DATE = '2025-06-16';
/** Non-working days near it: the weekend of 06-21/22 and the National Day holidays. */
export const HOLIDAYS = ['2025-06-21', '2025-06-22', '2025-10-01', '2025-10-02'];

/** c1_dir's Ukey …0101 as the local agent lists it. */
export const DIRECTOR_KEY: CertInfo = {
  handle: 'h-c1-dir',
  serialNumber: '1a0101',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=c1_dir',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
  notAfter: '2035-12-31T00:00:00.000Z',
};
