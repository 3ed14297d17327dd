import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../contract/schemas/auth';
import { createClient } from '../client/create-client';
import { ApiError } from '../client/errors';
import { creditEndpoints } from '../contract/endpoints/credits';
import { login, logout } from './auth';
import { fakeFetch, ok } from '../test-support/fake-fetch';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const TOKEN = 'k'.repeat(43);

describe('login (RSA-OAEP password, then token)', () => {
  it('fetches the key, posts {username, password: ciphertext, kid}, then keeps the issued token', async () => {
    const server = fakeFetch((req) => {
      if (req.url === '/uaa/v1/security/public-keys') return ok({ kid: 'k1', publicKey });
      if (req.url === '/uaa/v1/security/token') return ok({ accessToken: TOKEN, expiresIn: 1800 });
      if (req.url === '/uaa/login') return ok({ userName: 'c1_op', homePath: '/credit/core/index/operator' });
      return ok(null);
    });
    const client = createClient({ fetch: server.fetch, cookie: () => 'XSRF-TOKEN=x1', storage: null });
    await login(client, 'c1_op', 'Demo@2025a密码');
    expect(server.requests.map((r) => r.url)).toEqual(['/uaa/v1/security/public-keys', '/uaa/login', '/uaa/v1/security/token']);
    const body = loginRequestSchema.parse(JSON.parse(server.requests[1]?.body as string));
    expect(body.username).toBe('c1_op');
    expect(body.kid).toBe('k1');
    expect(body.password).not.toContain('Demo');
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.password, 'base64'));
    expect(plain.toString('utf8')).toBe('Demo@2025a密码');
    // The token is used from now on.
    await client.call(creditEndpoints.issuers).catch(() => undefined);
    expect(server.requests[3]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('bad credentials surface as an ApiError with the server message and no token', async () => {
    const server = fakeFetch((req) => {
      if (req.url === '/uaa/v1/security/public-keys') return ok({ kid: 'k1', publicKey });
      return { body: { code: 'BAD_CREDENTIALS', message: '用户名或密码错误', data: null } };
    });
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    const err = await login(client, 'c1_op', 'wrong').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'BAD_CREDENTIALS', message: '用户名或密码错误' });
    expect(server.requests).toHaveLength(2);
  });
});

describe('logout waits for the reads in flight', () => {
  it('sends /uaa/logout only once the read started before it is answered, then forgets the token', async () => {
    let answerRead: () => void = () => undefined;
    const readAnswered = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    const order: string[] = [];
    const server = fakeFetch(async (req) => {
      order.push(`sent ${req.url}`);
      if (req.url === '/v1/credits/issue/issuers') await readAnswered;
      order.push(`answered ${req.url}`);
      return ok(null);
    });
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    client.setToken(TOKEN);
    const read = client.call(creditEndpoints.issuers).catch(() => undefined);
    const out = logout(client);
    // Several turns of the event loop: the logout is still waiting for the read.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['sent /v1/credits/issue/issuers']);
    answerRead();
    await Promise.all([read, out]);
    expect(order).toEqual(['sent /v1/credits/issue/issuers', 'answered /v1/credits/issue/issuers', 'sent /uaa/logout', 'answered /uaa/logout']);
    expect(client.getToken()).toBeNull();
  });

  it('does not wait past its backstop for a read that is not answered', async () => {
    let answerRead: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    const server = fakeFetch(async () => {
      await held;
      return ok(null);
    });
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    const read = client.call(creditEndpoints.issuers).catch(() => undefined);
    const started = Date.now();
    await client.idle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    answerRead();
    await read;
    // Nothing in flight: at once.
    await expect(client.idle(60_000)).resolves.toBeUndefined();
  });
});
