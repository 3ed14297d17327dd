import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcastLogout, listenForLogout, logoutSignalPending, onOtherTabLogout } from './logout-broadcast';

/** BroadcastChannel between "windows" of one test: a message reaches every other instance of the same name. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this);
  }
}

/** A tab: where it is, its reload, and its listener. */
function tab(pathname: string, id = pathname) {
  const reload = vi.fn();
  const stop = listenForLogout(() => onOtherTabLogout(pathname, reload), id);
  return { reload, stop };
}

describe('cross-tab logout (spec §4, security.md §1.1)', () => {
  beforeEach(() => {
    FakeChannel.open = [];
    vi.stubGlobal('BroadcastChannel', FakeChannel);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reloads the other tabs, but not one on the login page', () => {
    const onHome = tab('/credit/core/index/director');
    const onLogin = tab('/login/login');
    broadcastLogout('tab-that-logged-out');
    expect(onHome.reload).toHaveBeenCalledTimes(1);
    expect(onLogin.reload).not.toHaveBeenCalled();
    onHome.stop();
    onLogin.stop();
  });

  it('does not reload the tab that logged out', () => {
    const self = tab('/credit/core/index/director', 'me');
    broadcastLogout('me');
    expect(self.reload).not.toHaveBeenCalled();
    self.stop();
  });

  it('falls back to the storage event where BroadcastChannel is missing, leaving no key behind', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const other = tab('/my/message/index');
    broadcastLogout();
    expect(logoutSignalPending()).toBe(false);
    // Browsers fire `storage` only in the other windows; this is what they receive.
    window.dispatchEvent(new StorageEvent('storage', { key: 'scf.logout-at', newValue: String(Date.now()) }));
    expect(other.reload).toHaveBeenCalledTimes(1);
    other.stop();
  });

  it('reloads once when both transports deliver the same logout', () => {
    const other = tab('/credit/core/index/operator');
    broadcastLogout('another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'scf.logout-at', newValue: String(Date.now()) }));
    expect(other.reload).toHaveBeenCalledTimes(1);
    other.stop();
  });

  it('ignores unrelated storage events and messages', () => {
    const other = tab('/credit/core/index/operator');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isFirstLogin', newValue: 'false' }));
    new FakeChannel('auth').postMessage({ type: 'hello' });
    expect(other.reload).not.toHaveBeenCalled();
    other.stop();
  });
});
