import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BaseStyle } from './base-style';

// jsdom gets styled-components' server build, whose global styles never reach the document; the rules are read
// from a server sheet here, and the story (base-style.stories.tsx) checks the computed result in Chromium.
function baseCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<BaseStyle />));
    return sheet.getStyleTags().replace(/\s+/g, ' ');
  } finally {
    sheet.seal();
  }
}

describe('BaseStyle', () => {
  const css = baseCss();

  it('resets the body margin and sizes boxes by their border', () => {
    expect(css).toMatch(/body\s?\{[^}]*margin:\s?0;/);
    expect(css).toMatch(/\*,\s?\*::before,\s?\*::after\s?\{\s?box-sizing:\s?border-box;/);
  });

  it('sets one CJK font stack, the text colour and size from the tokens', () => {
    expect(css).toMatch(/body\s?\{[^}]*font-family:\s?var\(--scf-font-family, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'/);
    expect(css).toMatch(/body\s?\{[^}]*color:\s?var\(--scf-text-color,/);
    expect(css).toMatch(/body\s?\{[^}]*font-size:\s?var\(--scf-font-size-md,/);
  });

  it('draws links in the primary colour, underlined on hover and, thinly, inside running text', () => {
    expect(css).toMatch(/a\s?\{\s?color:\s?var\(--scf-primary-color[^}]*text-decoration:\s?none;/);
    expect(css).toMatch(/a:not\(\[class\]\):hover\s?\{\s?text-decoration:\s?underline;/);
    expect(css).toMatch(/p a,\s?dd a,\s?blockquote a,\s?figcaption a\s?\{\s?text-decoration:\s?underline;/);
  });

  it('has a heading scale h1 > h2 > h3 from the font-size tokens, and a focus ring', () => {
    expect(css).toMatch(/h1\s?\{[^}]*font-size:\s?var\(--scf-font-size-xl,/);
    expect(css).toMatch(/h2\s?\{[^}]*font-size:\s?var\(--scf-font-size-lg,/);
    expect(css).toMatch(/h3,\s?h4\s?\{[^}]*font-size:\s?var\(--scf-font-size-md,/);
    expect(css).toMatch(/:focus-visible\s?\{[^}]*outline:\s?2px solid var\(--scf-primary-color/);
  });

  it('uses tabular figures where amounts show', () => {
    expect(css).toMatch(/\[data-amount\]\s?\{\s?font-variant-numeric:\s?tabular-nums;/);
  });
});
