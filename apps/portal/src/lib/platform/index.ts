export { PlatformProvider } from './platform-provider';
export { usePlatform } from './use-platform';
export { useAvailableProducts } from './use-available-products';
export { DEFAULT_PLATFORM_SETTINGS, platformSettingsOf } from './platform-settings';
export type { PlatformSettings, PlatformValue } from './platform-context';
