import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { anyGet, anyPost } from '../test-support/endpoints';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import { createClient } from './create-client';
import { NetworkError } from './errors';

const LOCAL = 1_700_000_000_000;
const SERVER = LOCAL + 3_600_000; // the user's PC runs an hour slow
const skew = { status: 400, body: { code: 'CLOCK_SKEW', message: '请求时间与服务器时间相差过大', data: null }, headers: { 'X-Server-Time': String(SERVER) } };

describe('server-clock offset (security.md §1.8)', () => {
  it('on 400 CLOCK_SKEW learns the offset and retries once with a new nonce and a corrected timestamp', async () => {
    const server = fakeFetch((_req, i) => (i === 0 ? skew : ok('ok')));
    const client = createClient({ fetch: server.fetch, now: () => LOCAL, cookie: () => '', storage: null });
    await expect(client.call(anyPost('/x', z.string()), { body: { a: 1 } }, { idempotencyKey: 'k1' })).resolves.toBe('ok');
    const [first, second] = server.requests;
    expect(server.requests).toHaveLength(2);
    expect(first?.headers['x-timestamp']).toBe(String(LOCAL));
    expect(second?.headers['x-timestamp']).toBe(String(SERVER));
    expect(second?.headers['x-nonce']).not.toBe(first?.headers['x-nonce']);
    // Same logical operation: same body, same sign, same idempotency key.
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['x-sign']).toBe(first?.headers['x-sign']);
    expect(second?.headers['idempotency-key']).toBe('k1');
  });

  it('retries only once: a second CLOCK_SKEW is a NetworkError', async () => {
    const server = fakeFetch(() => skew);
    const client = createClient({ fetch: server.fetch, now: () => LOCAL, cookie: () => '', storage: null });
    const err = await client.call(anyPost('/x', z.unknown())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).code).toBe('CLOCK_SKEW');
    expect(server.requests).toHaveLength(2);
  });

  it('learns the offset from the first response and uses it on the next request', async () => {
    let local = LOCAL;
    const server = fakeFetch(() => ok(1, { 'X-Server-Time': String(local + 5_000) }));
    const client = createClient({ fetch: server.fetch, now: () => local, cookie: () => '', storage: null });
    await client.call(anyGet('/a', z.number()));
    local += 10_000;
    await client.call(anyGet('/b', z.number()));
    expect(server.requests[1]?.headers['x-timestamp']).toBe(String(LOCAL + 15_000));
  });

  it('ignores a malformed X-Server-Time', async () => {
    const server = fakeFetch(() => ok(1, { 'X-Server-Time': 'yesterday' }));
    const client = createClient({ fetch: server.fetch, now: () => LOCAL, cookie: () => '', storage: null });
    await client.call(anyGet('/a', z.number()));
    await client.call(anyGet('/b', z.number()));
    expect(server.requests[1]?.headers['x-timestamp']).toBe(String(LOCAL));
  });
});
