import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';

/** The tokens of the nearest ThemeProvider, or the defaults when the host themes with CSS variables only. */
export function useThemeTokens(): ThemeTokens {
  const theme = useContext(ThemeContext) as Partial<ThemeTokens> | undefined;
  return theme && typeof theme.slogan === 'string' ? { ...defaultTokens, ...theme } : defaultTokens;
}
