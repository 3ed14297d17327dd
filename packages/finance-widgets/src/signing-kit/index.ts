export { DEFAULT_AGENT_URL, DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION } from './signing-defaults';
export { clientTransport } from './client-transport';
export type { CallingClient } from './client-transport';
