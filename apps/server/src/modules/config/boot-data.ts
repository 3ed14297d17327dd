import type { BootData } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { CONFIG_STORE_KEY } from './config-keys';
import { platformConfig, platformParam } from './config.service';

/**
 * What index.html carries for a branded first paint: the two public configs as their endpoints answer them. A config
 * that cannot be read is `null`, and the portal asks (and falls back) as it would without boot data.
 */
export async function bootData(q: Queryable): Promise<BootData> {
  const [platform, param] = await Promise.all([platformConfig(q, CONFIG_STORE_KEY.platform).catch(() => null), platformParam(q).catch(() => null)]);
  return { platform, param };
}
