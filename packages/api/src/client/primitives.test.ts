import { describe, expect, it } from 'vitest';
import { readCookie } from './cookie';
import { createNonce } from './nonce';
import { ServerClock } from './server-clock';
import { TOKEN_STORAGE_KEY, TokenStore } from './token-store';

describe('client primitives', () => {
  it('readCookie finds the XSRF token among others and URI-decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab%2Bc%3D; b=2', 'XSRF-TOKEN')).toBe('ab+c=');
    expect(readCookie('XSRF-TOKENX=1; xsrf-token=2', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('createNonce: 16 bytes as 32 lower-case hex', () => {
    expect(createNonce((b) => b.fill(0xab))).toBe('ab'.repeat(16));
    expect(createNonce()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ServerClock applies the learned offset', () => {
    let local = 1000;
    const clock = new ServerClock(() => local);
    expect(clock.now()).toBe(1000);
    expect(clock.learn('6000')).toBe(true);
    local = 2000;
    expect(clock.now()).toBe(7000);
    expect(clock.learn('-5')).toBe(false);
    expect(clock.learn(null)).toBe(false);
    expect(clock.offsetMs).toBe(5000);
  });

  it('TokenStore mirrors to storage and survives storage failures', () => {
    const m = new Map<string, string>();
    const store = new TokenStore({ getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) });
    store.set('t1');
    expect(m.get(TOKEN_STORAGE_KEY)).toBe('t1');
    store.set(null);
    expect(m.has(TOKEN_STORAGE_KEY)).toBe(false);
    const broken = new TokenStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    broken.set('t2');
    expect(broken.get()).toBe('t2');
  });
});
