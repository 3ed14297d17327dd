import { DEFAULT_AGENT_URL } from '@scf/finance-widgets';
import { createIndexedDbKeyStore, createLocalAgentDriver, createSoftDriver } from '@scf/signing';
import type { SigningDriver, SoftKeyStore } from '@scf/signing';

/**
 * The portal's signing drivers, in one module so tests replace them (vi.mock) with the mock driver and a
 * memory key store. The local agent is the loopback Ukey middleware (apps/ukey-agent in the demo).
 */
export function agentDriver(): SigningDriver {
  return createLocalAgentDriver({ baseUrl: DEFAULT_AGENT_URL });
}

let store: SoftKeyStore | undefined;
/** Soft keys live in this browser's IndexedDB (security.md §2.3). */
export function softKeyStore(): SoftKeyStore {
  store ??= createIndexedDbKeyStore();
  return store;
}

/** The soft driver limited to one key, so older soft keys in the store never count as "a second key". */
export function softDriverFor(keyId: string, keys: SoftKeyStore = softKeyStore()): SigningDriver {
  const driver = createSoftDriver({ store: keys });
  return { ...driver, listCertificates: async (filter) => (await driver.listCertificates(filter)).filter((c) => c.handle === keyId) };
}
