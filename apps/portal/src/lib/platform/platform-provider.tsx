import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { usePlatformConfig, usePlatformParam } from '@scf/api';
import { defaultTokens, tokensFromConfig } from '@scf/ui';
import { PlatformContext } from './platform-context';
import type { PlatformValue } from './platform-context';
import { platformSettingsOf } from './platform-settings';

/**
 * Reads the platform config once for the whole app (it is public: the login page needs it too), and the platform's
 * name from the parameter record (the logo's text alternative; neither config variant carries it).
 */
export function PlatformProvider({ children }: { children: ReactNode }) {
  const { data, error } = usePlatformConfig();
  const platformName = usePlatformParam().data?.platformName || defaultTokens.platformName;
  const config = data ?? null;
  const configFailed = Boolean(error);
  const value = useMemo<PlatformValue>(
    () => ({ config, configFailed, settings: platformSettingsOf(config), tokens: tokensFromConfig(config, { ...defaultTokens, platformName }) }),
    [config, configFailed, platformName],
  );
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}
