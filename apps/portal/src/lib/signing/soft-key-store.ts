import { createIndexedDbKeyStore } from '@scf/signing/soft';
import type { SoftKeyStore } from '@scf/signing/soft';

let store: SoftKeyStore | undefined;

/** This browser's soft keys (IndexedDB): one store for the signing config and for enrolling a new soft key. */
export function softKeyStore(): SoftKeyStore {
  store ??= createIndexedDbKeyStore();
  return store;
}
