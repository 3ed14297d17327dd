import { TOKEN_FIELDS } from './config-fields';
import type { TextToken } from './config-fields';
import { readPlatformConfig } from './read-platform-config';
import type { PlatformConfigReading } from './read-platform-config';
import { isSafeColor, isSafeUrl } from './safe-values';
import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';

/** Empty and missing config fields mean "not configured": the default applies. */
function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** A field's value for a token: colours and URLs are checked (they end up in CSS and in src/href attributes). */
function tokenValue(token: TextToken, value: unknown, fallback: string): string {
  const v = text(value, fallback);
  if (token.endsWith('Color')) return isSafeColor(v) ? v : fallback;
  if (token.endsWith('Url')) return isSafeUrl(v) ? v : fallback;
  return v;
}

/** Theme tokens for a config already read by `readPlatformConfig`; `none` and `invalid` give the base (defaults). */
export function tokensFromReading(reading: PlatformConfigReading, base: ThemeTokens = defaultTokens): ThemeTokens {
  const tokens = { ...base };
  if (reading.kind === 'none' || reading.kind === 'invalid') return tokens;
  const config = reading.config as Record<string, unknown>;
  for (const [token, field] of Object.entries(TOKEN_FIELDS[reading.kind]) as [TextToken, string][]) {
    tokens[token] = tokenValue(token, config[field], base[token]);
  }
  // Variant B draws the second footer layout, and so does template 2 of the page config; the rest the first.
  tokens.footerLayout = reading.kind === 'B' || (reading.kind === 'page' && text(config.tempId, '1') === '2') ? 'B' : 'A';
  return tokens;
}

/**
 * Theme tokens for a platform config (variant A or B, recognised from its fields), a page config, or nothing (the
 * config call failed: spec §8 defaults). Takes the parsed JSON as is, no cast needed; a config that is none of
 * spec §3's shapes also gives the defaults (`readPlatformConfig` says why; ThemeProvider's `onConfigError` reports
 * it). Pure: the same config always gives the same tokens; invalid colours and unsafe URLs fall back.
 */
export function tokensFromConfig(config: unknown, base: ThemeTokens = defaultTokens): ThemeTokens {
  return tokensFromReading(readPlatformConfig(config), base);
}
