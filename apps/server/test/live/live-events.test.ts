import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@scf/api/contract';
import { buildApp } from '../../src/build-app';
import type { ScfApp } from '../../src/build-app';
import type { Db } from '../../src/platform/db/db';
import { openPgDb } from '../../src/platform/db/pg-db';
import { BUSINESS_DATE } from '../helpers/business-date';
import { FakeClock } from '../helpers/fake-clock';
import { TestClient } from '../helpers/test-client';
import { openPgSchema, openTestDb } from '../helpers/test-db';
import { openSse } from './sse-client';
import type { SseStream } from './sse-client';

const url = process.env.DATABASE_URL;

/**
 * Two server processes' worth of app: with DATABASE_URL each has its own pool and listening connection on one
 * PostgreSQL schema, so a change committed through one reaches a stream held by the other only through NOTIFY; on
 * PGlite (one process) both share the embedded database and its in-process LISTEN.
 */
async function openDbs(): Promise<{ a: Db; b: Db; dispose: () => Promise<void> }> {
  if (url) {
    const pgs = await openPgSchema(url, { prefix: 'live', seeded: true });
    const b = await openPgDb({ connectionString: url, schema: pgs.schema, max: 4 });
    return { a: pgs.db, b, dispose: async () => (await b.close(), await pgs.dispose()) };
  }
  const t = await openTestDb();
  return { a: t.db, b: t.db, dispose: t.dispose };
}

const clock = new FakeClock(Date.parse(`${BUSINESS_DATE}T02:00:00Z`));
const build = (db: Db): Promise<ScfApp> =>
  buildApp({ db, clock, businessDate: BUSINESS_DATE, portalDir: mkdtempSync(path.join(tmpdir(), 'scf-live-')), sweepIntervalMs: 0 });

let dbs: Awaited<ReturnType<typeof openDbs>>;
let appA: ScfApp;
let appB: ScfApp;
let baseB = '';
const streams: SseStream[] = [];

beforeAll(async () => {
  dbs = await openDbs();
  appA = await build(dbs.a);
  appB = await build(dbs.b);
  await appB.listen({ port: 0, host: '127.0.0.1' });
  baseB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await appA.close();
  await appB.close();
  await dbs.dispose();
});

/** Log in on replica A; the browser's EventSource then connects to replica B with the same cookies. */
async function loginOnA(user: string): Promise<TestClient> {
  const c = new TestClient(appA, clock);
  await c.page();
  await c.login(user);
  return c;
}

async function streamOnB(c: TestClient | null, headers: Record<string, string> = {}): Promise<SseStream> {
  const s = await openSse(`${baseB}/v1/events`, { ...(c ? { cookie: c.cookieHeader() } : {}), ...headers });
  streams.push(s);
  return s;
}

const userId = async (name: string): Promise<string> =>
  (await dbs.a.query<{ user_id: string }>('SELECT user_id FROM app_user WHERE user_name = $1', [name]))[0]!.user_id;

/** A message to a user, written through replica A's database (the trigger raises the notice at commit). */
const messageTo = (user: string, id: string) =>
  dbs.a.query(
    `INSERT INTO message (message_id, user_id, message_type, message_state, title, content, created_on)
     VALUES ($1, $2, 'BUSINESS', 'SENT', '测试', '测试', $3)`,
    [id, user, BUSINESS_DATE],
  );

describe.sequential(`live events across two app instances (${url ? 'PostgreSQL' : 'PGlite in-process'})`, () => {
  let c1: TestClient;
  let c2: TestClient;
  let s1: SseStream;
  let s2: SseStream;

  beforeAll(async () => {
    c1 = await loginOnA('c1_op');
    c2 = await loginOnA('c2_op');
    s1 = await streamOnB(c1);
    s2 = await streamOnB(c2);
  });

  it('refuses a stream without a session (401) and from another site (403)', async () => {
    const anon = await streamOnB(null);
    expect(anon.status).toBe(401);
    const cross = await streamOnB(c1, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const foreign = await streamOnB(c1, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('opens an event stream with a retry time, on the replica that did not log in', () => {
    expect(s1.status).toBe(200);
    expect(s1.contentType).toMatch(/^text\/event-stream/);
    expect(s1.text()).toContain('retry: 3000');
  });

  it("a new message reaches its user's stream on the other replica, and no one else's", async () => {
    await messageTo(await userId('c1_op'), 'LIVE-M1');
    await s1.next('message');
    // A fence: c2's own message comes after, so had c1's reached c2 it would be there first.
    await messageTo(await userId('c2_op'), 'LIVE-M2');
    await s2.next('message');
    expect(s2.events.filter((e) => e.event === 'message')).toHaveLength(1);
  });

  it("an application's status change reaches its corporations' streams with its id and type only; another corp's never", async () => {
    const [app] = await dbs.a.query<{ app_no: string }>(
      `SELECT app_no FROM application
        WHERE applicant_corp_id = 'C1' AND counterparty_corp_id = 'S2' AND biz_type = 'ISSUE' AND status = 'PENDING_REVIEW' LIMIT 1`,
    );
    await dbs.a.query("UPDATE application SET status = 'PENDING_FINAL' WHERE app_no = $1", [app!.app_no]);
    const event = await s1.next('application');
    expect(JSON.parse(event.data)).toEqual({ id: app!.app_no, bizType: 'ISSUE' });
    await messageTo(await userId('c2_op'), 'LIVE-M3');
    await s2.next('message');
    expect(s2.events.some((e) => e.event === 'application')).toBe(false);
  });

  it("a todo of the corporation's role reaches that role's streams only", async () => {
    await dbs.a.query(
      `INSERT INTO todo (todo_id, corp_id, role_code, biz_type, title, path, created_at, business_date)
       VALUES ('TD-LIVE-1', 'C1', 'ROLE_OPERATOR', 'SIGN', '待签收', '/x', 1, $1), ('TD-LIVE-2', 'C1', 'ROLE_DIRECTOR', 'SIGN', '待审核', '/x', 1, $1)`,
      [BUSINESS_DATE],
    );
    await s1.next('todo');
    await messageTo(await userId('c1_op'), 'LIVE-M4');
    await s1.next('message');
    // One todo event for the operator's row (the director's is not the operator's), none for the other corporation.
    expect(s1.events.filter((e) => e.event === 'todo')).toHaveLength(1);
    expect(s2.events.some((e) => e.event === 'todo')).toBe(false);
  });

  it('a logout on replica A ends the stream on replica B (end event, then closed)', async () => {
    const res = await c1.callEndpoint(authEndpoints.logout);
    expect(res.body.code).toBe('0');
    await s1.next('end');
    await s1.ended;
    // c2's stream stays open.
    await messageTo(await userId('c2_op'), 'LIVE-M5');
    await s2.next('message');
  });

  it('forgets a stream whose browser went away', async () => {
    const before = appB.live.size;
    expect(before).toBeGreaterThanOrEqual(1);
    s2.close();
    await expect.poll(() => appB.live.size).toBe(before - 1);
  });
});
