import { unstable_serialize } from 'swr';
import type { BootData } from '../contract/boot';
import { CONFIG_KEY, configEndpoints } from '../contract/endpoints/config';
import { endpointCacheKey } from './swr-keys';

/**
 * SWR `fallback` entries from the page's boot data, under the keys of `usePlatformConfig` and `usePlatformParam`:
 * the first render already has the branding, and SWR still revalidates both in the background.
 */
export function bootFallback(boot: BootData | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (boot?.platform) out[unstable_serialize(endpointCacheKey(configEndpoints.platform, { body: { configKey: CONFIG_KEY.platform } }))] = boot.platform;
  if (boot?.param) out[unstable_serialize(endpointCacheKey(configEndpoints.value, {}))] = boot.param;
  return out;
}
