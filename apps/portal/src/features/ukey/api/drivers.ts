import { DEFAULT_AGENT_URL } from '@scf/finance-widgets';
import { createIndexedDbKeyStore, createLocalAgentDriver, createSoftDriver } from '@scf/signing';
import type { SigningDriver, SoftKeyStore } from '@scf/signing';

/**
 * The signing drivers of the key screens, in one module so tests replace it (vi.mock) with the mock driver.
 * The local agent is the loopback Ukey middleware (apps/ukey-agent in the demo).
 */
export function agentDriver(): SigningDriver {
  return createLocalAgentDriver({ baseUrl: DEFAULT_AGENT_URL });
}

let store: SoftKeyStore | undefined;
function softKeyStore(): SoftKeyStore {
  store ??= createIndexedDbKeyStore();
  return store;
}

/** Which driver holds a key, and whether it is a soft key (no middleware, so no minimum driver version). */
export interface KeyDriver {
  driver: SigningDriver;
  soft: boolean;
}

/**
 * The driver for the key with this printed number: the soft key in this browser's IndexedDB that carries it
 * (a soft certificate of the platform's test CA), else the local Ukey agent.
 */
export async function driverForKey(ukeyCode: string): Promise<KeyDriver> {
  const keys = await softKeyStore()
    .list()
    .catch(() => []);
  const soft = keys.find((k) => k.certificate?.keyCode === ukeyCode);
  return soft ? { driver: createSoftDriver({ store: softKeyStore(), keyId: soft.id }), soft: true } : { driver: agentDriver(), soft: false };
}
