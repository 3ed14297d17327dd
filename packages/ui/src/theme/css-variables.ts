import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';

/** Tokens that are styles; the platform texts (logo, slogan, hotline...) are content, not CSS. */
const STYLE_TOKENS = [
  'topBarColor',
  'topBarTextColor',
  'bottomBarColor',
  'bottomBarTextColor',
  'primaryColor',
  'primaryHoverColor',
  'onPrimaryColor',
  'textColor',
  'textSecondaryColor',
  'dangerColor',
  'borderColor',
  'surfaceColor',
  'radius',
  'spacing',
  'fontSizeSm',
  'fontSizeMd',
  'fontSizeLg',
  'fontSizeXl',
  'fontFamily',
] as const satisfies readonly (keyof ThemeTokens)[];

/** A style token's key, e.g. `topBarColor`. */
export type StyleToken = (typeof STYLE_TOKENS)[number];

/** `topBarColor` → `--scf-top-bar-color`. */
export function cssVariableName(token: StyleToken): string {
  return `--scf-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

function cssValue(tokens: ThemeTokens, token: StyleToken): string {
  const value = tokens[token];
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * The style tokens as CSS custom properties (`--scf-*`), so a host can theme our parts with plain CSS and without
 * our ThemeProvider: `Object.entries(cssVariables(t)).map(([k, v]) => `${k}:${v}`).join(';')`.
 */
export function cssVariables(tokens: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = {};
  for (const token of STYLE_TOKENS) out[cssVariableName(token)] = cssValue(tokens, token);
  return out;
}

/** `var(--scf-x, default)` for styles: components render correctly with no provider and no host CSS at all. */
export function cssVar(token: StyleToken): string {
  return `var(${cssVariableName(token)}, ${cssValue(defaultTokens, token)})`;
}
