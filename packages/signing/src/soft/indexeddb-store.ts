import type { SoftKeyRecord, SoftKeyStore } from './key-store';

const STORE = 'keys';

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Soft keys in IndexedDB (security.md §2.3). CryptoKeys are stored as non-extractable objects: copying the
 * database bytes does not export them, but script running in the page can still use them.
 */
export function createIndexedDbKeyStore(dbName = 'scf-soft-keys', indexedDb: IDBFactory = globalThis.indexedDB): SoftKeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDb.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const tx = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    get: async (id) => (await promisify((await tx('readonly')).get(id))) as SoftKeyRecord | undefined,
    put: async (record) => void (await promisify((await tx('readwrite')).put(record))),
    list: async () => (await promisify((await tx('readonly')).getAll())) as SoftKeyRecord[],
    delete: async (id) => void (await promisify((await tx('readwrite')).delete(id))),
  };
}
