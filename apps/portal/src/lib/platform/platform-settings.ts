import type { PlatformConfig } from '@scf/api/contract';
import { DEFAULT_PLATFORM_CONFIG } from '@scf/ui';
import type { PlatformSettings } from './platform-context';

/** Spec §8: when the platform config call fails — template 1, login /login/login, CCBSCF, organisation login on. */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = { ...DEFAULT_PLATFORM_CONFIG };

export function platformSettingsOf(config: PlatformConfig | null | undefined): PlatformSettings {
  if (!config) return DEFAULT_PLATFORM_SETTINGS;
  if (config.variant === 'A') {
    return { tempId: config.tempId, loginUrl: config.loginUrl, platformType: config.platformType, isOrgLogin: config.isOrgLogin };
  }
  // Variant B carries only the login URL of these settings; the rest keep their defaults.
  return { ...DEFAULT_PLATFORM_SETTINGS, loginUrl: config.loginUrl };
}
