import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../contract/schemas/auth';
import { createClient } from '../client/create-client';
import { ApiError } from '../client/errors';
import { creditEndpoints } from '../contract/endpoints/credits';
import { login } from './auth';
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
