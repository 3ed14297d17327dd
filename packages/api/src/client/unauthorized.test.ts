import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { anyGet, anyPost } from '../test-support/endpoints';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import { createClient } from './create-client';
import { UnauthorizedError } from './errors';

const unauth = { status: 401, body: { code: 'UNAUTHENTICATED', message: '请先登录', data: null } };

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('401/403 single flight (design.md §4, security.md §1.1, §1.5)', () => {
  it('ten parallel 401s give exactly one onUnauthorized call with one clean return address', async () => {
    const onUnauthorized = vi.fn();
    const storage = memoryStorage();
    storage.setItem('scf.token', 't'.repeat(40));
    const server = fakeFetch(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return unauth;
    });
    const client = createClient({
      fetch: server.fetch,
      onUnauthorized,
      location: () => ({ pathname: '/cv3/credit/core/issue/issue', search: '?tab=2', hash: '#top' }),
      cookie: () => '',
      storage,
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => client.call(anyPost('/x', z.unknown()))));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof UnauthorizedError)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/cv3/credit/core/issue/issue?tab=2#top');
    // The session is cleared: no token left in storage.
    expect(storage.m.has('scf.token')).toBe(false);
  });

  it('403 counts too, and a login page never becomes the return address', async () => {
    const onUnauthorized = vi.fn();
    const server = fakeFetch(() => ({ status: 403, body: { code: 'FORBIDDEN', message: '无权访问', data: null } }));
    const client = createClient({
      fetch: server.fetch,
      onUnauthorized,
      location: () => ({ pathname: '/cv3/login/login', search: '?returnTo=%2Fcv3%2Fx', hash: '' }),
      cookie: () => '',
      storage: null,
    });
    const err = await client.call(anyGet('/x', z.unknown())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect((err as UnauthorizedError).status).toBe(403);
    expect((err as UnauthorizedError).code).toBe('FORBIDDEN');
    expect(onUnauthorized).toHaveBeenCalledWith('/cv3/');
  });

  it('the gate opens again after a new login sets a token', async () => {
    const onUnauthorized = vi.fn();
    const server = fakeFetch(() => unauth);
    const client = createClient({
      fetch: server.fetch,
      onUnauthorized,
      location: () => ({ pathname: '/cv3/my/message/index', search: '', hash: '' }),
      cookie: () => '',
      storage: null,
    });
    await client.call(anyGet('/x', z.unknown())).catch(() => undefined);
    await client.call(anyGet('/x', z.unknown())).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    client.setToken('n'.repeat(40));
    await client.call(anyGet('/x', z.unknown())).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('the token survives a reload through sessionStorage and is sent as Bearer', async () => {
    const storage = memoryStorage();
    createClient({ fetch: fakeFetch(() => ok(null)).fetch, storage, cookie: () => '' }).setToken('r'.repeat(40));
    const server = fakeFetch(() => ok(null));
    const reloaded = createClient({ fetch: server.fetch, storage, cookie: () => '' });
    await reloaded.call(anyGet('/x', z.null()));
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${'r'.repeat(40)}`);
  });
});
