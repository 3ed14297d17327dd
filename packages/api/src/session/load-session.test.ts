import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../client/errors';
import { createClient } from '../client/create-client';
import { corpInfoFixture, menuTreeFixture, userInfoFixture } from '../test-support/fixtures';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import type { FakeReply } from '../test-support/fake-fetch';
import { loadSession } from './load-session';

type Replies = Partial<Record<'/uaa/v1/userInfo' | '/v1/userInfo' | '/uaa/v1/security/granted-menu-tree', FakeReply | (() => Promise<FakeReply>)>>;

function clientWith(replies: Replies) {
  const defaults: Record<string, FakeReply> = {
    '/uaa/v1/userInfo': ok(userInfoFixture),
    '/v1/userInfo': ok(corpInfoFixture),
    '/uaa/v1/security/granted-menu-tree': ok(menuTreeFixture),
  };
  const server = fakeFetch(async (req) => {
    const r = (replies as Record<string, FakeReply | (() => Promise<FakeReply>)>)[req.url] ?? defaults[req.url];
    if (!r) throw new Error(`unexpected ${req.url}`);
    return typeof r === 'function' ? r() : r;
  });
  return { client: createClient({ fetch: server.fetch, cookie: () => '', storage: null }), server };
}

const fail = (code: string, message: string): FakeReply => ({ body: { code, message, data: null } });
const late = (reply: FakeReply, ms: number) => () => new Promise<FakeReply>((r) => setTimeout(() => r(reply), ms));

describe('loadSession (spec §5)', () => {
  it('resolves when all three calls return code 0', async () => {
    const { client, server } = clientWith({});
    await expect(loadSession(client)).resolves.toEqual({ userInfo: userInfoFixture, corpInfo: corpInfoFixture, menuTree: menuTreeFixture });
    expect(server.requests.map((r) => r.url).sort()).toEqual(['/uaa/v1/security/granted-menu-tree', '/uaa/v1/userInfo', '/v1/userInfo']);
  });

  it('rejects with the failing message when one call fails', async () => {
    const { client } = clientWith({ '/v1/userInfo': fail('CORP_LOCKED', '企业已冻结') });
    const err = await loadSession(client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'CORP_LOCKED', message: '企业已冻结' });
  });

  it('rejects with the first failing message in call order, even if a later call fails sooner', async () => {
    const { client } = clientWith({
      '/uaa/v1/userInfo': late(fail('U1', '用户信息获取失败'), 30),
      '/uaa/v1/security/granted-menu-tree': fail('M1', '菜单获取失败'),
    });
    await expect(loadSession(client)).rejects.toMatchObject({ code: 'U1', message: '用户信息获取失败' });
  });

  it("a '99999999' failure rejects with the network message", async () => {
    const { client } = clientWith({ '/uaa/v1/security/granted-menu-tree': fail('99999999', 'boom') });
    await expect(loadSession(client)).rejects.toBeInstanceOf(NetworkError);
  });
});
