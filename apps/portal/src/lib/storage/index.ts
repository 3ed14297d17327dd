export { clearAppStorage, readStorage, removeStorage, storageName, writeStorage } from './app-storage';
export type { StorageKey } from './app-storage';
