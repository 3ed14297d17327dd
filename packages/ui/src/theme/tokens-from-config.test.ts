import { describe, expect, it } from 'vitest';
import { sampleConfigA, sampleConfigB, samplePageConfig } from './fixtures';
import { defaultTokens } from './theme-tokens';
import { tokensFromConfig } from './tokens-from-config';

describe('tokensFromConfig', () => {
  it('gives the spec §8 defaults for null and undefined (config call failed)', () => {
    expect(tokensFromConfig(null)).toEqual(defaultTokens);
    expect(tokensFromConfig(undefined)).toEqual(defaultTokens);
    expect(tokensFromConfig(null)).not.toBe(defaultTokens);
  });

  it('maps variant A fields to the tokens and layout A', () => {
    const t = tokensFromConfig(sampleConfigA);
    expect(t).toMatchObject({
      topBarColor: sampleConfigA.topBarColor,
      topBarTextColor: sampleConfigA.topBarWordColor,
      bottomBarColor: sampleConfigA.tailBarColor,
      bottomBarTextColor: sampleConfigA.tailBarWordColor,
      logoUrl: sampleConfigA.platformLogo,
      slogan: sampleConfigA.topSlogan,
      hotline: sampleConfigA.hotline,
      address: sampleConfigA.contactAddress,
      postcode: sampleConfigA.postcode,
      copyrightCn: sampleConfigA.copyrightCn,
      copyrightEn: sampleConfigA.copyrightEn,
      securityRecord: sampleConfigA.securityRegister,
      securityRecordUrl: sampleConfigA.registerUrl,
      icpRecord: sampleConfigA.icpRegister,
      onlineService: sampleConfigA.onlineService,
      footerLayout: 'A',
    });
  });

  it('maps variant B fields to the tokens and layout B', () => {
    const t = tokensFromConfig(sampleConfigB);
    expect(t).toMatchObject({
      topBarColor: sampleConfigB.topBackgroundColor,
      topBarTextColor: sampleConfigB.topTextColor,
      bottomBarColor: sampleConfigB.bottomBackgroundColor,
      bottomBarTextColor: sampleConfigB.bottomTextColor,
      slogan: sampleConfigB.topDocSlogan,
      hotline: sampleConfigB.bottomDocTel,
      address: sampleConfigB.bottomDocAddr,
      ownership: sampleConfigB.bottomDocOwnership,
      copyrightCn: sampleConfigB.bottomDocCopyright,
      securityRecord: sampleConfigB.bottomDocSecRec,
      securityRecordUrl: sampleConfigB.secRecUrl,
      icpRecord: sampleConfigB.icprec,
      onlineService: sampleConfigB.bottomDocOnline,
      footerLayout: 'B',
    });
    // Variant B has no logo: the default stays.
    expect(t.logoUrl).toBe(defaultTokens.logoUrl);
  });

  it('maps the page config and picks the layout from tempId', () => {
    const t = tokensFromConfig(samplePageConfig);
    expect(t).toMatchObject({
      logoUrl: samplePageConfig.logoUrl,
      bottomBarTextColor: samplePageConfig.tailBarWordColor,
      address: samplePageConfig.contactAddress,
      hotline: samplePageConfig.hotline,
      footerLayout: 'B',
    });
    expect(t.topBarColor).toBe(defaultTokens.topBarColor);
    expect(tokensFromConfig({ ...samplePageConfig, tempId: '1' }).footerLayout).toBe('A');
  });

  it('falls back to the default for empty fields', () => {
    const t = tokensFromConfig({ ...sampleConfigA, topSlogan: '  ', topBarColor: '' });
    expect(t.slogan).toBe(defaultTokens.slogan);
    expect(t.topBarColor).toBe(defaultTokens.topBarColor);
  });

  it.each(['red;background:url(https://evil.example)', 'expression(alert(1))', '#12345', '}body{display:none'])(
    'refuses the unsafe colour %s',
    (bad) => {
      expect(tokensFromConfig({ ...sampleConfigA, topBarColor: bad }).topBarColor).toBe(defaultTokens.topBarColor);
    },
  );

  it.each(['javascript:alert(1)', 'http://beian.example', '//evil.example/x', 'data:text/html,x', '/\\evil.example'])(
    'refuses the unsafe URL %s',
    (bad) => {
      const t = tokensFromConfig({ ...sampleConfigA, registerUrl: bad, platformLogo: bad });
      expect(t.securityRecordUrl).toBe(defaultTokens.securityRecordUrl);
      expect(t.logoUrl).toBe(defaultTokens.logoUrl);
    },
  );

  it('is pure: it does not change the defaults', () => {
    const before = JSON.stringify(defaultTokens);
    tokensFromConfig(sampleConfigB);
    expect(JSON.stringify(defaultTokens)).toBe(before);
  });
});
