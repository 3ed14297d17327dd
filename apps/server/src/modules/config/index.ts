// The config module: what other modules and the seed may use.
export { configRoutes } from './config.routes';
export { CONFIG_STORE_KEY } from './config-keys';
export { availableProduct, ledgerConfig } from './config.service';
export type { LedgerConfig } from './config.service';
export { bootData } from './boot-data';
