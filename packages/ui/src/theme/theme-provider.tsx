import { useEffect } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { cssVariables } from './css-variables';
import type { ThemeTokens } from './theme-tokens';

export interface ThemeProviderProps {
  /** Tokens from `tokensFromConfig` or `defaultTokens`. */
  tokens: ThemeTokens;
  /**
   * Also set the variables on the root element (default true). Menus and dialogs render in portals on <body>,
   * outside the wrapper, and would otherwise fall back to the default colours. Turn off for a nested theme.
   */
  global?: boolean;
  /** The themed tree. */
  children: ReactNode;
}

/** Sets the variables on <html> through the CSSOM (allowed under the CSP, unlike inline style attributes). */
function useRootVariables(vars: Record<string, string>, enabled: boolean) {
  const key = JSON.stringify(vars);
  useEffect(() => {
    if (!enabled) return undefined;
    const root = document.documentElement.style;
    const entries = Object.entries(JSON.parse(key) as Record<string, string>);
    const previous = entries.map(([name]) => [name, root.getPropertyValue(name)] as const);
    for (const [name, value] of entries) root.setProperty(name, value);
    return () => {
      for (const [name, value] of previous) {
        if (value) root.setProperty(name, value);
        else root.removeProperty(name);
      }
    };
  }, [key, enabled]);
}

/**
 * Puts the tokens in styled-components' theme (for the host's own styled components and our texts) and sets the
 * `--scf-*` CSS variables, which our styles read, on a wrapper that takes no box (`display: contents`) and on <html>.
 */
export function ThemeProvider({ tokens, global = true, children }: ThemeProviderProps) {
  const vars = cssVariables(tokens);
  useRootVariables(vars, global);
  const style = { ...vars, display: 'contents' } as CSSProperties;
  return (
    <StyledThemeProvider theme={tokens}>
      <div data-scf-theme="" style={style}>
        {children}
      </div>
    </StyledThemeProvider>
  );
}
