import { post } from '../endpoint';
import {
  configKeyRequestSchema,
  customerServiceConfigSchema,
  pageConfigSchema,
  platformConfigSchema,
  platformParamSchema,
  productConfigSchema,
} from '../schemas/config';

/** The config keys the two by-key calls answer for. */
export const CONFIG_KEY = { platform: 'PLATFORM_CONFIG', customerService: 'CUSTOMER_SERVICE' } as const;

/** Platform, page, value, product and customer-service settings (spec §3, §7); public, the login page reads them. */
export const configEndpoints = {
  /** find-by-config-key `PLATFORM_CONFIG`; the UI falls back to the spec §8 default on failure. */
  platform: post('/v1/sys/configs/find-by-config-key', { body: configKeyRequestSchema, response: platformConfigSchema }),
  /** find-value-json-by-config-key `CUSTOMER_SERVICE`. */
  customerService: post('/v1/sys/configs/common/find-value-json-by-config-key', { body: configKeyRequestSchema, response: customerServiceConfigSchema }),
  page: post('/v1/sys/tools/loadViewConfig', { response: pageConfigSchema }),
  value: post('/v1/sys/tools/loadValueConfig', { response: platformParamSchema }),
  product: post('/v1/xugong/sys/tools/loadPrdConfig', { response: productConfigSchema }),
} as const;
