/**
 * Call from a setup file: blanks the page (timers, stubs, spies, document, storages, cookies, location) before the
 * file and again after it, once its imports in flight have settled. `reset`: the workspace's own module state.
 */
export function resetBetweenFiles(options?: { reset?: () => void }): void;
