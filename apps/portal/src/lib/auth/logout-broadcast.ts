import { readStorage, removeStorage, storageName, writeStorage } from '../storage';

/** Channel and message of the cross-tab logout signal (security.md §1.1). */
export const AUTH_CHANNEL = 'auth';
const LOGOUT = 'logout';

/**
 * Identifies this tab's messages: a BroadcastChannel also delivers to other channel objects of the same tab, and
 * the tab that logs out must not treat its own signal as "another tab logged out". Not a secret.
 */
const THIS_TAB = Math.random().toString(36).slice(2);

/**
 * Tells the other tabs that this browser logged out. BroadcastChannel first; a `storage` event (a key written
 * and removed at once, so nothing stays behind) for browsers or frames without it.
 */
export function broadcastLogout(tab: string = THIS_TAB): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage({ type: LOGOUT, tab });
    channel.close();
  }
  writeStorage('logoutAt', String(Date.now()));
  removeStorage('logoutAt');
}

/** Calls `handler` once per logout signal from another tab, whichever transport delivers it first. */
export function listenForLogout(handler: () => void, tab: string = THIS_TAB): () => void {
  let lastSignal = 0;
  const once = () => {
    // Both transports may deliver the same logout; a second call within a second is the same event.
    const now = Date.now();
    if (now - lastSignal < 1000) return;
    lastSignal = now;
    handler();
  };
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(AUTH_CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; tab?: unknown } | null;
      if (data?.type === LOGOUT && data.tab !== tab) once();
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageName('logoutAt') && event.newValue) once();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}

/** Spec §4: another tab logged out; reload unless this tab already shows the login page. */
export function onOtherTabLogout(pathname: string, reload: () => void): boolean {
  if (/\/login\/login\/?$/.test(pathname)) return false;
  reload();
  return true;
}

/** Exposed for the logout test: the fallback key is never left behind. */
export function logoutSignalPending(): boolean {
  return readStorage('logoutAt') !== null;
}
