import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db, NotifyHandlers } from '../../src/platform/db/db';
import { LiveHub } from '../../src/platform/live/live-hub';
import type { LiveStream, StreamSink } from '../../src/platform/live/live-hub';
import { parseNotice } from '../../src/platform/live/live-event';

/** A database whose notifications the test raises by hand (`say`), and whose listening it can drop (`lose`). */
function fakeDb() {
  let handlers: NotifyHandlers | null = null;
  const db = {
    listen: (_channel: string, h: NotifyHandlers) => {
      handlers = h;
      h.onListening();
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Db;
  return {
    db,
    say: (payload: unknown) => handlers?.onMessage(typeof payload === 'string' ? payload : JSON.stringify(payload)),
    lose: () => handlers?.onLost(),
    regain: () => handlers?.onListening(),
  };
}

class Sink implements StreamSink {
  chunks: string[] = [];
  ended = false;
  writableLength = 0;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.ended = true;
  }
  events(): string[] {
    return this.chunks.flatMap((c) => [...c.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]!));
  }
}

const stream = (userId: string, corpId: string, role = 'ROLE_OPERATOR', sessionId = `S-${userId}`): LiveStream & { sink: Sink } => ({
  userId,
  corpId,
  role,
  sessionId,
  sid: `sid-${sessionId}`,
  sink: new Sink(),
});

afterEach(() => vi.useRealTimers());

describe('the live hub', () => {
  it('addresses todos by corporation and role, messages by user, applications by each corporation named', async () => {
    const f = fakeDb();
    const hub = new LiveHub(f.db);
    const stop = await hub.start();
    const op = stream('U1', 'C1');
    const dir = stream('U2', 'C1', 'ROLE_DIRECTOR');
    const other = stream('U3', 'C2');
    const supplier = stream('U4', 'S2');
    for (const s of [op, dir, other, supplier]) hub.add(s);
    f.say({ k: 'todo', c: 'C1', r: 'ROLE_DIRECTOR' });
    f.say({ k: 'message', u: 'U1' });
    f.say({ k: 'application', id: 'APP1', b: 'ISSUE', c: ['C1', 'S2', null, 'C1'] });
    expect(op.sink.events()).toEqual(['message', 'application']);
    expect(dir.sink.events()).toEqual(['todo', 'application']);
    expect(supplier.sink.events()).toEqual(['application']);
    expect(other.sink.events()).toEqual([]);
    expect(supplier.sink.chunks.join('')).toContain('data: {"id":"APP1","bizType":"ISSUE"}');
    await stop();
    expect([op, dir, other, supplier].every((s) => s.sink.ended)).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ignores payloads that are not its notices', () => {
    for (const bad of ['', 'x', '[]', 'null', '{"k":"todo","c":"C1"}', '{"k":"message","u":5}', '{"k":"nope"}']) expect(parseNotice(bad)).toBeNull();
  });

  it("closes a session's streams with an end event when the session ends or changes", async () => {
    const f = fakeDb();
    const hub = new LiveHub(f.db);
    await hub.start();
    const a = stream('U1', 'C1', 'ROLE_OPERATOR', 'SX');
    const b = stream('U1', 'C1', 'ROLE_OPERATOR', 'SX');
    const c = stream('U1', 'C1', 'ROLE_OPERATOR', 'SY');
    for (const s of [a, b, c]) hub.add(s);
    f.say({ k: 'session', s: 'SX' });
    expect([a.sink.ended, b.sink.ended, c.sink.ended]).toEqual([true, true, false]);
    expect(a.sink.events()).toEqual(['end']);
    f.say({ k: 'message', u: 'U1' });
    expect(a.sink.events()).toEqual(['end']);
    expect(c.sink.events()).toEqual(['message']);
  });

  it("on a session's change checks its streams at once: the old role's stream ends, the new role's stays", async () => {
    const f = fakeDb();
    const hub = new LiveHub(f.db, { stillAllowed: (s) => Promise.resolve(s.role === 'ROLE_DIRECTOR') });
    await hub.start();
    const before = stream('U1', 'C1', 'ROLE_OPERATOR', 'SR');
    const after = stream('U1', 'C1', 'ROLE_DIRECTOR', 'SR');
    hub.add(before);
    hub.add(after);
    f.say({ k: 'session', s: 'SR' });
    await vi.waitFor(() => expect(before.sink.ended).toBe(true));
    expect(before.sink.events()).toEqual(['end']);
    expect(after.sink.ended).toBe(false);
    f.say({ k: 'todo', c: 'C1', r: 'ROLE_DIRECTOR' });
    expect(after.sink.events()).toEqual(['todo']);
  });

  it('beats every 15 s and re-checks each stream every fourth beat: a revoked one ends, a failed check closes for a reconnect', async () => {
    vi.useFakeTimers();
    const f = fakeDb();
    const allowed = new Map<string, boolean | Error>([
      ['S-U1', true],
      ['S-U2', false],
      ['S-U3', new Error('database down')],
    ]);
    const hub = new LiveHub(f.db, {
      stillAllowed: (s) => {
        const v = allowed.get(s.sessionId);
        return v instanceof Error ? Promise.reject(v) : Promise.resolve(v === true);
      },
    });
    await hub.start();
    const [ok, revoked, failing] = [stream('U1', 'C1'), stream('U2', 'C1'), stream('U3', 'C1')];
    for (const s of [ok, revoked, failing]) hub.add(s);
    await vi.advanceTimersByTimeAsync(15_000 * 3);
    expect(ok.sink.chunks.filter((c) => c === ': hb\n\n')).toHaveLength(3);
    expect(hub.size).toBe(3);
    await vi.advanceTimersByTimeAsync(15_000);
    expect([ok.sink.ended, revoked.sink.ended, failing.sink.ended]).toEqual([false, true, true]);
    expect(revoked.sink.events()).toEqual(['end']);
    expect(failing.sink.events()).toEqual([]);
    expect(hub.size).toBe(1);
  });

  it('bounds memory: a client that stops reading is dropped, a session keeps at most 16 streams, the process at most its limit', async () => {
    const f = fakeDb();
    const hub = new LiveHub(f.db, { maxStreams: 20 });
    await hub.start();
    const slow = stream('U1', 'C1', 'ROLE_OPERATOR', 'SLOW');
    hub.add(slow);
    slow.sink.writableLength = 64 * 1024 + 1;
    f.say({ k: 'message', u: 'U1' });
    expect(slow.sink.ended).toBe(true);
    const tabs = Array.from({ length: 17 }, () => stream('U2', 'C1', 'ROLE_OPERATOR', 'TABS'));
    for (const t of tabs) expect(hub.add(t)).toBe(true);
    expect(tabs[0]!.sink.ended).toBe(true);
    expect(hub.size).toBe(16);
    for (let i = 0; i < 4; i += 1) expect(hub.add(stream(`V${i}`, 'C1'))).toBe(true);
    expect(hub.add(stream('V9', 'C1'))).toBe(false);
  });

  it('after the listening connection was lost and is back, tells every stream to read its data again (resync)', async () => {
    const f = fakeDb();
    const hub = new LiveHub(f.db);
    await hub.start();
    const s = stream('U1', 'C1');
    hub.add(s);
    expect(hub.isListening).toBe(true);
    f.lose();
    expect(hub.isListening).toBe(false);
    f.regain();
    expect(s.sink.events()).toEqual(['resync']);
  });
});
