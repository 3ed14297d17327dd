import type { EndpointCaller } from '@scf/api/contract';
import { createLocalAgentDriver, createSigningConfig } from '@scf/signing';
import type { DriverEntry, SigningConfig } from '@scf/signing';
import { DEFAULT_AGENT_URL, DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION } from './signing-defaults';

/**
 * The platform's signing config: its banks and minimum driver version, the local Ukey agent last. `before` are
 * asked first, e.g. `softKeySource(createIndexedDbKeyStore())` from `@scf/signing/soft` for this browser's soft keys.
 */
export function defaultSigningConfig(transport: EndpointCaller, before: readonly DriverEntry[] = []): SigningConfig {
  return createSigningConfig({
    transport,
    drivers: [...before, createLocalAgentDriver({ baseUrl: DEFAULT_AGENT_URL })],
    banks: DEFAULT_BANKS,
    minDriverVersion: DEFAULT_MIN_DRIVER_VERSION,
  });
}
