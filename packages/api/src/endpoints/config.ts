import { z } from 'zod';
import {
  configKeyRequestSchema,
  customerServiceConfigSchema,
  pageConfigSchema,
  platformConfigSchema,
  platformParamSchema,
  productConfigSchema,
} from '../contract/schemas/config';
import type { CustomerServiceConfig, PageConfig, PlatformConfig, PlatformParam, ProductConfig } from '../contract/schemas/config';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const CONFIG_PATH = {
  findByConfigKey: '/v1/sys/configs/find-by-config-key',
  findValueJson: '/v1/sys/configs/common/find-value-json-by-config-key',
  loadViewConfig: '/v1/sys/tools/loadViewConfig',
  loadValueConfig: '/v1/sys/tools/loadValueConfig',
  loadPrdConfig: '/v1/xugong/sys/tools/loadPrdConfig',
} as const;

export const CONFIG_KEY = { platform: 'PLATFORM_CONFIG', customerService: 'CUSTOMER_SERVICE' } as const;

/** Platform, page, value, product and customer-service settings (spec §3, §7). */
export interface ConfigApi {
  /** find-by-config-key `PLATFORM_CONFIG`; the UI falls back to the spec §8 default on failure. */
  platform(): Promise<PlatformConfig>;
  /** loadViewConfig. */
  page(): Promise<PageConfig>;
  /** loadValueConfig. */
  value(): Promise<PlatformParam>;
  /** loadPrdConfig. */
  product(): Promise<ProductConfig>;
  /** find-value-json-by-config-key `CUSTOMER_SERVICE`. */
  customerService(): Promise<CustomerServiceConfig>;
  /** find-by-config-key for any other key; the value's shape belongs to its reader. */
  findByConfigKey(configKey: string): Promise<unknown>;
  /** find-value-json-by-config-key for any other key. */
  findValueJson(configKey: string): Promise<unknown>;
}

export function createConfigApi(t: Transport): ConfigApi {
  const byKey = async <T>(path: string, configKey: string, schema: z.ZodType<T>) =>
    t.call('POST', path, { body: parseRequest(configKeyRequestSchema, { configKey }), schema });
  return {
    platform: () => byKey(CONFIG_PATH.findByConfigKey, CONFIG_KEY.platform, platformConfigSchema),
    page: () => t.call('POST', CONFIG_PATH.loadViewConfig, { schema: pageConfigSchema }),
    value: () => t.call('POST', CONFIG_PATH.loadValueConfig, { schema: platformParamSchema }),
    product: () => t.call('POST', CONFIG_PATH.loadPrdConfig, { schema: productConfigSchema }),
    customerService: () => byKey(CONFIG_PATH.findValueJson, CONFIG_KEY.customerService, customerServiceConfigSchema),
    findByConfigKey: (configKey) => byKey(CONFIG_PATH.findByConfigKey, configKey, z.unknown()),
    findValueJson: (configKey) => byKey(CONFIG_PATH.findValueJson, configKey, z.unknown()),
  };
}
