import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { NETWORK_ABNORMAL_MESSAGE } from '../messages';
import { anyPost } from '../test-support/endpoints';
import { fakeFetch } from '../test-support/fake-fetch';
import type { FakeReply } from '../test-support/fake-fetch';
import { createClient } from './create-client';
import { ApiError, NetworkError, ReplayError, ResponseShapeError } from './errors';

async function outcome(reply: FakeReply | (() => never), schema: z.ZodType = z.unknown()) {
  const server = fakeFetch(typeof reply === 'function' ? reply : () => reply);
  const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
  return client.call(anyPost('/x', schema)).catch((e: unknown) => e);
}

describe('spec §8 error mapping', () => {
  it('the network message is the spec text verbatim', () => {
    expect(NETWORK_ABNORMAL_MESSAGE).toBe('网络异常，请稍后重试，或联系在线客服（7*24小时）');
  });

  const network: Array<[string, FakeReply | (() => never), string]> = [
    ["code '99999999'", { body: { code: '99999999', message: '系统错误', data: null } }, '99999999'],
    ['an empty message', { body: { code: 'E1', message: '', data: null } }, 'E1'],
    ['a blank message', { body: { code: 'E1', message: '  ', data: null } }, 'E1'],
    ['a missing message', { body: { code: 'E2', data: null } }, 'E2'],
    ['HTTP 500', { status: 500, body: { code: 'X', message: '服务器错误', data: null } }, 'X'],
    ['HTTP 502 with an HTML body', { status: 502, text: '<html>bad gateway</html>' }, 'HTTP_STATUS'],
    ['HTTP 400 SIGN_MISMATCH', { status: 400, body: { code: 'SIGN_MISMATCH', message: '签名错误', data: null } }, 'SIGN_MISMATCH'],
    ['a 200 body that is not JSON', { text: 'not json' }, 'BAD_BODY'],
    ['a 200 body that is not an envelope', { body: { ok: true } }, 'BAD_BODY'],
    [
      'a fetch failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'FETCH_FAILED',
    ],
  ];
  for (const [name, reply, code] of network) {
    it(`${name} → NetworkError with the spec message`, async () => {
      const err = await outcome(reply);
      expect(err).toBeInstanceOf(NetworkError);
      expect((err as NetworkError).message).toBe(NETWORK_ABNORMAL_MESSAGE);
      expect((err as NetworkError).code).toBe(code);
      expect((err as NetworkError).name).toBe('NetworkError');
    });
  }

  it("another code with a message → ApiError carrying the server's message", async () => {
    const err = await outcome({ body: { code: 'BAD_CREDENTIALS', message: '用户名或密码错误', data: null } });
    expect(err).toBeInstanceOf(ApiError);
    expect(err).not.toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ name: 'ApiError', code: 'BAD_CREDENTIALS', message: '用户名或密码错误', status: 200 });
  });

  it('409 REPLAY → ReplayError', async () => {
    const err = await outcome({ status: 409, body: { code: 'REPLAY', message: '重复请求', data: null } });
    expect(err).toBeInstanceOf(ReplayError);
    expect(err).toMatchObject({ name: 'ReplayError', code: 'REPLAY', status: 409 });
  });

  it('numeric code 0 is success', async () => {
    await expect(outcome({ body: { code: 0, message: '', data: 7 } }, z.number())).resolves.toBe(7);
  });

  it('success data that breaks the schema → ResponseShapeError (shown as a network problem)', async () => {
    const err = await outcome({ body: { code: '0', message: 'ok', data: { count: 'x' } } }, z.object({ count: z.number() }));
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as ApiError).message).toBe(NETWORK_ABNORMAL_MESSAGE);
  });
});

describe('request timeout', () => {
  it('a JSON call unanswered after timeoutMs fails as NetworkError TIMEOUT and aborts the fetch', async () => {
    let signal: AbortSignal | undefined;
    const hang = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const client = createClient({ fetch: hang, timeoutMs: 20, cookie: () => '', storage: null });
    const err = await client.call(anyPost('/slow', z.unknown())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).code).toBe('TIMEOUT');
    expect(signal?.aborted).toBe(true);
  });
});
