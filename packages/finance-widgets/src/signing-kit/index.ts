export { DEFAULT_AGENT_URL, DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION } from './signing-defaults';
export { defaultSigningConfig } from './default-signing-config';
