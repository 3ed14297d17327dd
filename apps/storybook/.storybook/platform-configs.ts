import { defaultTokens, tokensFromConfig } from '@scf/ui';
import type { ThemeTokens } from '@scf/ui';

/** Platform configs for the toolbar switch, kept here so designers can see what each variant sends. */
const configA = {
  variant: 'A',
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: '',
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
} as const;

const configB = {
  variant: 'B',
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
} as const;

export type PlatformConfigChoice = 'A' | 'B' | 'defaults';

export function tokensFor(choice: unknown): ThemeTokens {
  if (choice === 'A') return tokensFromConfig(configA);
  if (choice === 'B') return tokensFromConfig(configB);
  return defaultTokens;
}
