import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/build-app';
import type { ScfApp } from '../../src/build-app';
import type { Db } from '../../src/platform/db/db';
import { TestClient } from '../helpers/test-client';
import { BUSINESS_DATE, useTestServer } from '../helpers/test-server';

// Issue 12 finding 5: a NUL anywhere in the input is a 400 with the spec envelope at the boundary, never a 500 with
// the statement and the input in the log.
const server = useTestServer();
const NUL = '\u0000';

/** The server with a logger whose lines the test reads. */
let app: ScfApp;
const lines: Array<{ level: number; msg?: string }> = [];
const raw: string[] = [];

beforeAll(async () => {
  const stream = {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as { level: number; msg?: string });
    },
  };
  app = await buildApp({
    db: server.db,
    clock: server.clock,
    businessDate: BUSINESS_DATE,
    portalDir: server.portalDir,
    sweepIntervalMs: 0,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function loggedIn(user: string): Promise<TestClient> {
  const c = new TestClient(app, server.clock);
  await c.page();
  await c.login(user);
  return c;
}

type Case = [name: string, method: 'GET' | 'POST', url: string, body: unknown, user: string | null];
const CASES: Case[] = [
  ['login username', 'POST', '/uaa/login', { username: `s1${NUL}_op`, password: 'x', kid: 'k' }, null],
  ['dictionary types', 'POST', '/api/web/corp/v1/sys/dict-datas/list-by-dict-types', { dictTypes: [`BANK${NUL}`] }, null],
  ['platform config key', 'POST', '/v1/sys/configs/find-by-config-key', { configKey: `PLATFORM${NUL}` }, null],
  ['notice read', 'POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId: `N${NUL}1` }, 's1_op'],
  ['notice page filter', 'POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 2, filters: { noticeTitle: NUL } }, 's1_op'],
  ['key request detail', 'POST', '/v1/ukeys/requests/detail', { requestId: `UKR${NUL}` }, 's1_dir'],
  ['message query string', 'POST', '/v1/sys/messages?messageType=%00', { messageState: 'SENT', messageType: 'ALL' }, 's1_op'],
  ['message page key', 'POST', '/v1/sys/messages/page', { page: 1, size: 2, [`filters${NUL}`]: {} }, 's1_op'],
  ['path parameter', 'GET', '/v1/repayments/RP2025%0000004/original', undefined, 's1_dir'],
  ['signing original query', 'GET', '/v1/credits/X1/signature/assemble?raType=CCB%00', undefined, 's1_dir'],
];

describe('a NUL character is refused at the boundary (finding 5)', () => {
  it.each(CASES)('%s: 400 BAD_REQUEST in the spec envelope', async (_name, method, url, body, user) => {
    const c = user ? await loggedIn(user) : new TestClient(app, server.clock);
    if (!user) await c.page();
    const res = await c.call(method, url, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: '请求中含有非法字符', data: null });
  });

  it('leaves nothing at error level in the log, and no input at all', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(raw.some((l) => l.includes('\\u0000') || l.includes('BANK') || l.includes('UKR'))).toBe(false);
  });

  it('still answers the same calls without the NUL', async () => {
    const c = new TestClient(app, server.clock);
    await c.page();
    const dicts = await c.call('POST', '/api/web/corp/v1/sys/dict-datas/list-by-dict-types', { dictTypes: ['BANK'] });
    expect(dicts.body.code).toBe('0');
    const op = await loggedIn('s1_op');
    expect((await op.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 2, filters: { noticeTitle: '通知' } })).body.code).toBe('0');
  });

  it('logs an unexpected failure by its class, code and frames: no message, statement or input', async () => {
    const failing: Db = {
      ...server.db,
      query: (sql, params) =>
        sql.includes('FROM message')
          ? Promise.reject(Object.assign(new Error('boom: s1_op typed 13900001234'), { code: '22021', query: sql, params }))
          : server.db.query(sql, params),
    };
    const logged: string[] = [];
    const failingApp = await buildApp({
      db: failing,
      clock: server.clock,
      portalDir: server.portalDir,
      sweepIntervalMs: 0,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      const c = new TestClient(failingApp, server.clock);
      await c.page();
      await c.login('s1_op');
      expect((await c.call('POST', '/v1/sys/messages', { messageState: 'SENT', messageType: 'ALL' })).status).toBe(500);
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'unexpected error', err: { type: 'Error', code: '22021' } });
      expect(logged[0]).not.toMatch(/boom|13900001234|FROM message|s1_op/);
    } finally {
      await failingApp.close();
    }
  });
});
