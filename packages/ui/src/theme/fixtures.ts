import type { PageConfig, PlatformConfigA, PlatformConfigB } from '@scf/api/contract';

/**
 * Sample configs for tests and stories: one of each shape spec §3 describes, with exactly its fields (no `variant`
 * marker: the variant is recognised from the fields).
 */
export const sampleConfigA: Omit<PlatformConfigA, 'variant'> = {
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: '/cv3/logo-a.svg',
  topSlogan: '产业链金融 · 让融资更简单',
  topBarColor: '#003a8c',
  topBarWordColor: '#ffffff',
  tailBarColor: '#001d4a',
  tailBarWordColor: '#d6e4ff',
  hotline: '400-820-0000',
  contactAddress: '北京市西城区金融大街 25 号',
  postcode: '100033',
  onlineService: '7*24小时在线客服',
  copyrightCn: '版权所有 © 示例银行股份有限公司',
  copyrightEn: 'Copyright © Example Bank Co., Ltd.',
  securityRegister: '京公网安备 11010202000001 号',
  registerUrl: 'https://beian.mps.gov.cn/#/query/webSearch',
  icpRegister: '京ICP备 00000001 号',
};

export const sampleConfigB: Omit<PlatformConfigB, 'variant'> = {
  loginUrl: '/login/login',
  topBackgroundColor: '#7a0c0c',
  topTextColor: '#fff7e6',
  topDocSlogan: '供应链金融 · 链上融资',
  bottomBackgroundColor: '#2a0a0a',
  bottomTextColor: '#ffd8bf',
  bottomDocOnline: '在线客服 7*24',
  bottomDocTel: '95533',
  bottomDocAddr: '上海市浦东新区银城中路 200 号',
  bottomDocOwnership: '主办单位：示例银行',
  bottomDocCopyright: '© 示例银行 版权所有',
  bottomDocSecRec: '沪公网安备 31011502000002 号',
  secRecUrl: 'https://beian.mps.gov.cn/',
  icprec: '沪ICP备 00000002 号',
  opshort: 'SCF',
  corpName: '示例银行',
  authConfirmFile: '',
};

export const samplePageConfig: PageConfig = {
  logoUrl: '/cv3/logo-page.svg',
  tempId: '2',
  isRT: false,
  tailBarWordColor: 'rgb(200, 200, 200)',
  contactAddress: '深圳市福田区深南大道 1 号',
  postcode: '518000',
  hotline: '0755-0000000',
  copyrightCn: '版权所有 页面配置',
  copyrightEn: 'Copyright page config',
  registerUrl: 'https://beian.mps.gov.cn/p',
  securityRegister: '粤公网安备 44030402000003 号',
  icpRegister: '粤ICP备 00000003 号',
};
