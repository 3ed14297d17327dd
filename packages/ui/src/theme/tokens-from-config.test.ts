import { describe, expect, it } from 'vitest';
import { sampleConfigA, sampleConfigB, samplePageConfig } from './fixtures';
import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';
import { tokensFromConfig } from './tokens-from-config';

/**
 * The spec §3 field each token is read from, per shape (variant A, variant B, page config), restated from the spec
 * rather than taken from the implementation's table; null where that shape's test does not look at the token.
 */
const SOURCES: [token: keyof ThemeTokens, a: string | null, b: string | null, page: string | null][] = [
  ['topBarColor', 'topBarColor', 'topBackgroundColor', null],
  ['topBarTextColor', 'topBarWordColor', 'topTextColor', null],
  ['bottomBarColor', 'tailBarColor', 'bottomBackgroundColor', null],
  ['bottomBarTextColor', 'tailBarWordColor', 'bottomTextColor', 'tailBarWordColor'],
  ['logoUrl', 'platformLogo', null, 'logoUrl'],
  ['slogan', 'topSlogan', 'topDocSlogan', null],
  ['hotline', 'hotline', 'bottomDocTel', 'hotline'],
  ['address', 'contactAddress', 'bottomDocAddr', 'contactAddress'],
  ['postcode', 'postcode', null, null],
  ['ownership', null, 'bottomDocOwnership', null],
  ['copyrightCn', 'copyrightCn', 'bottomDocCopyright', null],
  ['copyrightEn', 'copyrightEn', null, null],
  ['securityRecord', 'securityRegister', 'bottomDocSecRec', null],
  ['securityRecordUrl', 'registerUrl', 'secRecUrl', null],
  ['icpRecord', 'icpRegister', 'icprec', null],
  ['onlineService', 'onlineService', 'bottomDocOnline', null],
];

/** The tokens expected from a config of the given shape: each source field's value under its token. */
function readFrom(config: object, shape: 'A' | 'B' | 'page'): Partial<Record<keyof ThemeTokens, unknown>> {
  const column = { A: 1, B: 2, page: 3 }[shape];
  const values = config as Record<string, unknown>;
  const tokens: Partial<Record<keyof ThemeTokens, unknown>> = {};
  for (const row of SOURCES) {
    const field = row[column];
    if (field) tokens[row[0]] = values[field];
  }
  return tokens;
}

describe('tokensFromConfig', () => {
  it('gives the spec §8 defaults for null and undefined (config call failed)', () => {
    expect(tokensFromConfig(null)).toEqual(defaultTokens);
    expect(tokensFromConfig(undefined)).toEqual(defaultTokens);
    expect(tokensFromConfig(null)).not.toBe(defaultTokens);
  });

  it('maps variant A fields to the tokens and layout A', () => {
    const t = tokensFromConfig(sampleConfigA);
    expect(t).toMatchObject({ ...readFrom(sampleConfigA, 'A'), footerLayout: 'A' });
  });

  it('maps variant B fields to the tokens and layout B', () => {
    const t = tokensFromConfig(sampleConfigB);
    expect(t).toMatchObject({ ...readFrom(sampleConfigB, 'B'), footerLayout: 'B' });
    // Variant B has no logo: the default stays.
    expect(t.logoUrl).toBe(defaultTokens.logoUrl);
  });

  it('maps the page config and picks the layout from tempId', () => {
    const t = tokensFromConfig(samplePageConfig);
    expect(t).toMatchObject({ ...readFrom(samplePageConfig, 'page'), footerLayout: 'B' });
    expect(t.topBarColor).toBe(defaultTokens.topBarColor);
    expect(tokensFromConfig({ ...samplePageConfig, tempId: '1' }).footerLayout).toBe('A');
  });

  it('falls back to the default for empty fields', () => {
    const t = tokensFromConfig({ ...sampleConfigA, topSlogan: '  ', topBarColor: '' });
    expect(t.slogan).toBe(defaultTokens.slogan);
    expect(t.topBarColor).toBe(defaultTokens.topBarColor);
  });

  it.each(['red;background:url(https://evil.example)', 'expression(alert(1))', '#12345', '}body{display:none'])('refuses the unsafe colour %s', (bad) => {
    expect(tokensFromConfig({ ...sampleConfigA, topBarColor: bad }).topBarColor).toBe(defaultTokens.topBarColor);
  });

  it.each(['javascript:alert(1)', 'http://beian.example', '//evil.example/x', 'data:text/html,x', '/\\evil.example'])('refuses the unsafe URL %s', (bad) => {
    const t = tokensFromConfig({ ...sampleConfigA, registerUrl: bad, platformLogo: bad });
    expect(t.securityRecordUrl).toBe(defaultTokens.securityRecordUrl);
    expect(t.logoUrl).toBe(defaultTokens.logoUrl);
  });

  it('is pure: it does not change the defaults', () => {
    const before = JSON.stringify(defaultTokens);
    tokensFromConfig(sampleConfigB);
    expect(JSON.stringify(defaultTokens)).toBe(before);
  });
});
