import { useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { cssVariables } from './css-variables';
import { readPlatformConfig } from './read-platform-config';
import type { PlatformConfigError } from './read-platform-config';
import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';
import { tokensFromReading } from './tokens-from-config';
import { useConfigErrorReport, useRootVariables } from './use-theme-effects';

export interface ThemeProviderProps {
  /** Tokens from `tokensFromConfig` or `defaultTokens`. When given, `config` is not read. */
  tokens?: ThemeTokens;
  /**
   * The platform config as the server sent it (variant A, variant B or the page config, recognised from its
   * fields; null when the call failed). Read when `tokens` is not given.
   */
  config?: unknown;
  /** Base of the tokens read from `config` (e.g. `{ ...defaultTokens, platformName }`); the spec §8 defaults. */
  base?: ThemeTokens;
  /**
   * Called when `config` is none of spec §3's shapes; the theme then uses the spec §8 defaults. In development a
   * console warning says so too.
   */
  onConfigError?: (error: PlatformConfigError) => void;
  /**
   * Also set the variables on the root element (<html>). Off by default: the variables stay on this provider's
   * subtree and the host's page is left alone. Menus and dialogs render in portals on <body>, outside the
   * subtree, and show the default colours unless this is on: a full-page app (the portal) turns it on.
   */
  global?: boolean;
  /** The themed tree. */
  children: ReactNode;
}

/**
 * Puts the tokens in styled-components' theme (for the host's own styled components and our texts) and sets the
 * `--scf-*` CSS variables, which our styles read, on a wrapper that takes no box (`display: contents`), and on
 * <html> when `global`.
 */
export function ThemeProvider({ tokens, config, base = defaultTokens, onConfigError, global = false, children }: ThemeProviderProps) {
  const reading = useMemo(() => (tokens ? null : readPlatformConfig(config)), [tokens, config]);
  const themeTokens = useMemo(() => tokens ?? tokensFromReading(reading ?? { kind: 'none' }, base), [tokens, reading, base]);
  useConfigErrorReport(reading?.kind === 'invalid' ? reading.error : null, onConfigError);
  const vars = cssVariables(themeTokens);
  useRootVariables(vars, global);
  const style = { ...vars, display: 'contents' } as CSSProperties;
  return (
    <StyledThemeProvider theme={themeTokens}>
      <div data-scf-theme="" style={style}>
        {children}
      </div>
    </StyledThemeProvider>
  );
}
