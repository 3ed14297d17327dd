import type { DriverSource } from '../config/driver-source';
import type { SoftKeyStore } from './key-store';
import { createSoftDriver } from './soft-driver';

/**
 * The soft keys of this browser as a driver source: a soft key holds the key whose printed number its
 * certificate carries (or, when only the tail is known, ends with it); the newest wins. The driver is limited to
 * that key, so older soft keys in the store never count as "a second key".
 */
export function softKeySource(store: SoftKeyStore): DriverSource {
  return {
    id: 'soft',
    async find({ ukeyCode, uKeyCodeSuffix }) {
      if (!ukeyCode && !uKeyCodeSuffix) return undefined;
      const holds = (code: string | undefined) => Boolean(code) && (ukeyCode ? code === ukeyCode : code!.endsWith(uKeyCodeSuffix!));
      const [newest] = (await store.list()).filter((k) => holds(k.certificate?.keyCode)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return newest ? createSoftDriver({ store, keyId: newest.id }) : undefined;
    },
  };
}
