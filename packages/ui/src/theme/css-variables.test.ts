import { describe, expect, it } from 'vitest';
import { cssVar, cssVariables } from './css-variables';
import { sampleConfigA } from './fixtures';
import { defaultTokens } from './theme-tokens';
import { tokensFromConfig } from './tokens-from-config';

describe('cssVariables', () => {
  it('emits the style tokens as --scf-* with px for numbers', () => {
    const vars = cssVariables(tokensFromConfig(sampleConfigA));
    expect(vars['--scf-top-bar-color']).toBe(sampleConfigA.topBarColor);
    expect(vars['--scf-bottom-bar-text-color']).toBe(sampleConfigA.tailBarWordColor);
    expect(vars['--scf-radius']).toBe(`${defaultTokens.radius}px`);
    expect(Object.keys(vars).every((k) => k.startsWith('--scf-'))).toBe(true);
  });

  it('leaves content (texts, URLs) out of CSS', () => {
    const vars = cssVariables(defaultTokens);
    expect(Object.values(vars)).not.toContain(defaultTokens.slogan);
    expect(Object.keys(vars).some((k) => k.includes('slogan') || k.includes('hotline'))).toBe(false);
  });

  it('gives styles a fallback to the default', () => {
    expect(cssVar('primaryColor')).toBe(`var(--scf-primary-color, ${defaultTokens.primaryColor})`);
  });
});
