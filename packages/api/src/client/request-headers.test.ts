import { createHash } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '../contract/endpoints/credits';
import { messageEndpoints } from '../contract/endpoints/messages';
import { UNREAD_QUERY } from '../hooks/use-unread-count';
import { anyPost } from '../test-support/endpoints';
import { countingRandom, fakeFetch, ok } from '../test-support/fake-fetch';
import { createClient } from './create-client';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const TOKEN = 'a'.repeat(40);
const NOW = 1_750_000_000_000;

function goldenClient(serverTime?: number) {
  const server = fakeFetch(() => ok({ pageCond: { count: 3 } }, serverTime === undefined ? undefined : { 'X-Server-Time': String(serverTime) }));
  const client = createClient({
    fetch: server.fetch,
    now: () => NOW,
    random: countingRandom(),
    cookie: () => 'lang=zh; XSRF-TOKEN=xsrf%3Dtoken; sid=secret',
    storage: null,
  });
  client.setToken(TOKEN);
  return { client, server };
}

describe('request headers (design.md §3), golden vectors', () => {
  it('a JSON POST carries exactly the contract headers', async () => {
    const { client, server } = goldenClient();
    await expect(client.call(messageEndpoints.query, UNREAD_QUERY)).resolves.toMatchObject({ pageCond: { count: 3 } });
    const [req] = server.requests;
    expect(req?.url).toBe('/v1/sys/messages');
    expect(req?.method).toBe('POST');
    expect(req?.body).toBe('{"messageState":"SENT","messageType":"ALL"}');
    expect(req?.headers).toEqual({
      'x-system-type': 'CORP_WEB',
      'x-nonce': '00000000000000000000000000000000',
      'x-timestamp': '1750000000000',
      'x-sign': '5dfa89093469b870150b20b7c1db8627',
      'content-type': 'application/json',
      'x-xsrf-token': 'xsrf=token',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(req?.headers['x-sign']).toBe(md5(`/v1/sys/messages${req?.body as string}`));
  });

  it('a GET has no body, no content type, and signs the bare path', async () => {
    const server = fakeFetch(() => ok([{ corpId: 'C1', corpName: '核心企业' }]));
    const client = createClient({ fetch: server.fetch, now: () => NOW, random: countingRandom(), cookie: () => '', storage: null });
    await client.call(creditEndpoints.issuers);
    expect(server.requests[0]?.body).toBeUndefined();
    expect(server.requests[0]?.headers).toEqual({
      'x-system-type': 'CORP_WEB',
      'x-nonce': '00000000000000000000000000000000',
      'x-timestamp': '1750000000000',
      'x-sign': 'a5886033c34f8190841b16d5eb912a30',
    });
  });

  it('query parameters are sent URL-encoded and signed sorted; idempotency key passes through', async () => {
    const server = fakeFetch(() => ok({ verdict: 'PASS' }));
    const client = createClient({ fetch: server.fetch, now: () => NOW, random: countingRandom(), cookie: () => '', storage: null });
    await client.call(creditEndpoints.datumVerdict, { query: { fkCredit: 'CR 1' } }, { idempotencyKey: 'op-1' });
    const req = server.requests[0];
    expect(req?.url).toBe('/v1/xugong/credit/datum/sync/verdict?fkCredit=CR+1');
    expect(req?.headers['x-sign']).toBe('802f2a5b7a43aa38249dcac7fb5e3e3d');
    expect(req?.headers['idempotency-key']).toBe('op-1');
  });

  it('nonces are 32 hex chars and differ per request', async () => {
    const server = fakeFetch(() => ok({ pageCond: { count: 0 } }));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await Promise.all(Array.from({ length: 20 }, () => client.call(messageEndpoints.query, UNREAD_QUERY)));
    const nonces = server.requests.map((r) => r.headers['x-nonce']);
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(20);
  });

  it('the body is serialised once: the string sent is the string signed', async () => {
    const server = fakeFetch(() => ok(null));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await client.call(anyPost('/user/v1/opinion/feedback', z.null()), { body: { opinionContent: '意见：好', n: 1 } });
    const req = server.requests[0];
    expect(req?.body).toBe('{"opinionContent":"意见：好","n":1}');
    expect(req?.headers['x-sign']).toBe(md5(`/user/v1/opinion/feedback${req?.body as string}`));
  });

  it('a baseUrl with a path prefix is part of the signed pathname', async () => {
    const server = fakeFetch(() => ok([]));
    const client = createClient({ baseUrl: 'https://api.example.com/gw/', fetch: server.fetch, cookie: () => '', storage: null });
    await client.call(creditEndpoints.issuers);
    expect(server.requests[0]?.url).toBe('https://api.example.com/gw/v1/credits/issue/issuers');
    expect(server.requests[0]?.headers['x-sign']).toBe(md5('/gw/v1/credits/issue/issuers'));
  });
});
