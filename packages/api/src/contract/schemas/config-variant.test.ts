import { describe, expect, it } from 'vitest';
import { platformConfigSchema } from './config';

// Spec §3's two platform config variants as a deployment sends them: no `variant` field.
const VARIANT_A = {
  tempId: 'T1',
  loginUrl: '/cv3/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: false,
  platformLogo: '/logo.png',
  topSlogan: '让产业链资金流转更高效',
  topBarColor: '#0a4da2',
  topBarWordColor: '#ffffff',
  tailBarColor: '#1f2a37',
  tailBarWordColor: '#c9ced6',
  hotline: '95533',
  contactAddress: '江苏省徐州市泉山区淮海西路188号',
  postcode: '221006',
  onlineService: 'https://example.invalid/kefu',
  copyrightCn: '版权所有 © 2025 中国建设银行股份有限公司',
  copyrightEn: 'Copyright © 2025 China Construction Bank Corporation.',
  securityRegister: '苏公网安备 32030302000188号',
  registerUrl: 'https://beian.example.invalid',
  icpRegister: '苏ICP备2025012345号-1',
};
const VARIANT_B = {
  loginUrl: '/cv3/login/login',
  topBackgroundColor: '#004b8d',
  topTextColor: '#ffffff',
  topDocSlogan: '供应链金融服务平台',
  bottomBackgroundColor: '#202a36',
  bottomTextColor: '#d0d6de',
  bottomDocOnline: '在线客服',
  bottomDocTel: '95533',
  bottomDocAddr: '北京市西城区金融大街25号',
  bottomDocOwnership: '中国建设银行',
  bottomDocCopyright: '版权所有 © 2025',
  bottomDocSecRec: '京公网安备 11010202000001号',
  secRecUrl: 'https://beian.example.invalid',
  icprec: '京ICP备13030780号',
  opshort: 'CCB',
  corpName: '中国建设银行股份有限公司',
  authConfirmFile: '/files/auth-confirm.pdf',
};

describe('the platform config variant comes from the fields (spec §3 sends none)', () => {
  it('reads a verbatim variant B as B and a verbatim variant A as A', () => {
    expect(platformConfigSchema.parse(VARIANT_B)).toMatchObject({ variant: 'B', topBackgroundColor: '#004b8d', opshort: 'CCB' });
    expect(platformConfigSchema.parse(VARIANT_A)).toMatchObject({ variant: 'A', topBarColor: '#0a4da2', platformType: 'CCBSCF' });
  });

  it('keeps a variant that is sent, and refuses one the fields contradict', () => {
    expect(platformConfigSchema.parse({ ...VARIANT_A, variant: 'A' })).toMatchObject({ variant: 'A' });
    expect(platformConfigSchema.safeParse({ ...VARIANT_B, variant: 'A' }).success).toBe(false);
  });

  it('refuses a config that is neither (no fields of either, or a B missing its required fields)', () => {
    expect(platformConfigSchema.safeParse({ loginUrl: '/x' }).success).toBe(false);
    const { topTextColor: _dropped, ...incomplete } = VARIANT_B;
    expect(platformConfigSchema.safeParse(incomplete).success).toBe(false);
  });
});
