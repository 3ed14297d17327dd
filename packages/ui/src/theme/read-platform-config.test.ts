import { describe, expect, it } from 'vitest';
import { sampleConfigA, samplePageConfig } from './fixtures';
import { PlatformConfigError, readPlatformConfig } from './read-platform-config';
import { defaultTokens } from './theme-tokens';
import { tokensFromConfig } from './tokens-from-config';

/** Spec §3, platform config variant B: exactly its fields, in its order, as the server's JSON would carry them. */
const specVariantB = JSON.parse(`{
  "loginUrl": "/login/login",
  "topBackgroundColor": "#8c1d18",
  "topTextColor": "#ffffff",
  "topDocSlogan": "链上融资 · 普惠金融",
  "bottomBackgroundColor": "#3b0d0b",
  "bottomTextColor": "#f5d5d0",
  "bottomDocOnline": "在线客服 7*24 小时",
  "bottomDocTel": "95588",
  "bottomDocAddr": "北京市西城区复兴门内大街 55 号",
  "bottomDocOwnership": "主办单位：示例商业银行",
  "bottomDocCopyright": "© 示例商业银行 版权所有",
  "bottomDocSecRec": "京公网安备 11010202000009 号",
  "secRecUrl": "https://beian.mps.gov.cn/",
  "icprec": "京ICP备 00000009 号",
  "opshort": "SCF",
  "corpName": "示例商业银行",
  "authConfirmFile": ""
}`) as unknown;

describe('readPlatformConfig', () => {
  it('recognises a verbatim spec §3 variant B config (no variant field) and themes from it', () => {
    const reading = readPlatformConfig(specVariantB);
    expect(reading.kind).toBe('B');
    const tokens = tokensFromConfig(specVariantB);
    expect(tokens).toMatchObject({
      topBarColor: '#8c1d18',
      bottomBarColor: '#3b0d0b',
      slogan: '链上融资 · 普惠金融',
      hotline: '95588',
      ownership: '主办单位：示例商业银行',
      footerLayout: 'B',
    });
    expect(tokens.topBarColor).not.toBe(defaultTokens.topBarColor);
  });

  it('recognises variant A and the page config from their fields', () => {
    expect(readPlatformConfig(sampleConfigA).kind).toBe('A');
    expect(readPlatformConfig(samplePageConfig).kind).toBe('page');
  });

  it('still accepts a variant field that agrees with the fields, and ignores unknown extra fields', () => {
    expect(readPlatformConfig({ ...sampleConfigA, variant: 'A', extra: 1 }).kind).toBe('A');
  });

  it('gives none for null and undefined (the config call failed): no error', () => {
    expect(readPlatformConfig(null)).toEqual({ kind: 'none' });
    expect(readPlatformConfig(undefined)).toEqual({ kind: 'none' });
  });

  it.each([
    ['not an object', '["#fff"]', 'CONFIG_NOT_OBJECT'],
    ['no field of any shape', '{"color":"#fff","name":"x"}', 'CONFIG_UNRECOGNISED'],
    ['a colour that is a number', '{"topBackgroundColor":123,"topTextColor":"#fff"}', 'CONFIG_FIELD_TYPE'],
    ['a variant that contradicts the fields', '{"variant":"A","topBackgroundColor":"#fff","bottomDocTel":"1"}', 'CONFIG_VARIANT_MISMATCH'],
  ])('refuses a config with %s, and its tokens are the spec §8 defaults', (_case, json, code) => {
    const raw = JSON.parse(json) as unknown;
    const reading = readPlatformConfig(raw);
    expect(reading.kind).toBe('invalid');
    if (reading.kind !== 'invalid') return;
    expect(reading.error).toBeInstanceOf(PlatformConfigError);
    expect(reading.error).toMatchObject({ name: 'PlatformConfigError', code });
    expect(tokensFromConfig(raw)).toEqual(defaultTokens);
  });
});
