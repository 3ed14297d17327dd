/** Platform look and texts (spec §3 platform config variant A, page config, parameter record, product and service config). */
import type { CustomerServiceConfig, PageConfig, PlatformConfigA, PlatformParam, ProductConfig } from '@scf/api/contract';

const HOTLINE = '95533';
const ADDRESS = '江苏省徐州市泉山区淮海西路188号';
const POSTCODE = '221006';
const COPYRIGHT_CN = '版权所有 © 2025 中国建设银行股份有限公司';
const COPYRIGHT_EN = 'Copyright © 2025 China Construction Bank Corporation. All Rights Reserved.';
const SECURITY_REGISTER = '苏公网安备 32030302000188号';
const ICP_REGISTER = '苏ICP备2025012345号-1';
const LOGO = '/cv3/static/logo.svg';

export const PLATFORM_CONFIG: PlatformConfigA = {
  variant: 'A',
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: LOGO,
  topSlogan: '供应链金融服务平台 · 让产业链资金流转更高效',
  topBarColor: '#0a4d9c',
  topBarWordColor: '#ffffff',
  tailBarColor: '#1f2d3d',
  tailBarWordColor: '#c0c8d2',
  hotline: HOTLINE,
  contactAddress: ADDRESS,
  postcode: POSTCODE,
  onlineService: '7*24小时在线客服',
  copyrightCn: COPYRIGHT_CN,
  copyrightEn: COPYRIGHT_EN,
  securityRegister: SECURITY_REGISTER,
  registerUrl: '/register/register',
  icpRegister: ICP_REGISTER,
};

export const PAGE_CONFIG: PageConfig = {
  logoUrl: LOGO,
  tempId: '1',
  isRT: true,
  tailBarWordColor: '#c0c8d2',
  contactAddress: ADDRESS,
  postcode: POSTCODE,
  hotline: HOTLINE,
  copyrightCn: COPYRIGHT_CN,
  copyrightEn: COPYRIGHT_EN,
  registerUrl: '/register/register',
  securityRegister: SECURITY_REGISTER,
  icpRegister: ICP_REGISTER,
};

export const PLATFORM_PARAM: PlatformParam = {
  pkPlatformParam: 'PP0001',
  platformName: '建信融通供应链金融服务平台',
  availableProduct: 'CREDIT,VOUCHER,DISCOUNT,EDT',
  platformUrl: '/cv3/',
  platformState: 'ACTIVE',
  platformLogo: LOGO,
  topBarColor: '#0a4d9c',
  tailBarColor: '#1f2d3d',
  loginUrl: '/login/login',
  hotline: HOTLINE,
  onlineService: '7*24小时在线客服',
  copyrightCn: COPYRIGHT_CN,
  securityRegister: SECURITY_REGISTER,
  icpRegister: ICP_REGISTER,
  authType: 'UKEY',
  invoiceMenuDisplay: true,
  userRoleMenuDisplay: true,
  userRoleModify: true,
  userRoleAdd: true,
  ukeyMenuDisplay: true,
  ukeyAdd: true,
  ukeyChange: true,
};

export const PRODUCT_CONFIG: ProductConfig = {
  discountShort: '贴现',
  discountName: '票据贴现',
  edtShortName: 'e订通',
  edtName: '订单融资e订通',
  voucherFinanceMode: 'SUPPLIER_PAY',
  prdChoice: ['CREDIT', 'VOUCHER', 'DISCOUNT', 'EDT'],
};

/**
 * 在线客服 of the demo: the platform's own service window (hotline, 7*24 hours, 留言) on the help centre page, opened in
 * place by the right bar. `qrCodeUrl` is the address the 公众号 QR code encodes (the portal draws the code).
 */
export const CUSTOMER_SERVICE: CustomerServiceConfig = {
  enabled: true,
  qrCodeUrl: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=ccbscf-demo',
  baseUrl: '/cv3/help/index?dialog=service',
  appId: 'scf-corp-web',
};
