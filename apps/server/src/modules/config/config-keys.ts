import { CONFIG_KEY } from '@scf/api/contract';

/**
 * Keys of the stored configs (`sys_config`): the two by-key calls name theirs in the contract; the other three are
 * the server's own. Only these are readable before login.
 */
export const CONFIG_STORE_KEY = {
  platform: CONFIG_KEY.platform,
  customerService: CONFIG_KEY.customerService,
  page: 'PAGE_CONFIG',
  platformParam: 'PLATFORM_PARAM',
  product: 'PRODUCT_CONFIG',
  /** Ledger parameters (final-review threshold, term cap, sign deadline); defaults when absent. */
  ledger: 'CREDIT_LEDGER',
} as const;
