import type { Db } from '../db/db';
import { LIVE_CHANNEL, eventOf, parseNotice, sseEvent } from './live-event';
import type { LiveNotice } from './live-event';
import { HEARTBEAT_MS } from './heartbeat';

/** Where a stream writes: the raw response (node's ServerResponse satisfies it). */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  readonly writableLength: number;
}

/** One open `GET /v1/events`: whose it is (addressing) and where it writes. */
export interface LiveStream {
  userId: string;
  corpId: string;
  role: string;
  /** The stored session id (a digest): its end or change closes the stream. */
  sessionId: string;
  /** The session cookie's value, to read the session again (it stays in this process's memory only). */
  sid: string;
  sink: StreamSink;
}

export interface LiveHubOptions {
  /** A comment line this often keeps proxies from closing a quiet stream (design: 15 s). */
  heartbeatMs?: number;
  /** Every this many heartbeats each stream's session and user are checked again (a missed revocation, a timeout). */
  recheckEvery?: number;
  /** Whether a stream may stay open: its session still live, its user still active in the role. */
  stillAllowed?: (stream: LiveStream) => Promise<boolean>;
  /** Bounded memory: streams of one process, and of one session (its tabs); the oldest of a session gives way. */
  maxStreams?: number;
  maxPerSession?: number;
  /** A stream whose client reads slower than this many unsent bytes is closed (it reconnects and revalidates). */
  maxBuffered?: number;
}

type Index = Map<string, Set<LiveStream>>;

function addTo(index: Index, key: string, stream: LiveStream): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom(index: Index, key: string, stream: LiveStream): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) index.delete(key);
}

/**
 * The live streams of this process and the one connection that feeds them: it LISTENs on `scf_live` (migration 0074's
 * triggers, raised at commit on any replica) and fans each notice out in memory to the streams it is addressed to, by
 * user, or by corporation (and role, for a todo): a corporation's event never reaches another's stream.
 */
export class LiveHub {
  private readonly byCorp: Index = new Map();
  private readonly byUser: Index = new Map();
  private readonly bySession: Index = new Map();
  private readonly all = new Set<LiveStream>();
  private readonly o: Required<Omit<LiveHubOptions, 'stillAllowed'>> & Pick<LiveHubOptions, 'stillAllowed'>;
  private timer: NodeJS.Timeout | undefined;
  private beats = 0;
  private hearing = false;

  constructor(
    private readonly db: Db,
    options: LiveHubOptions = {},
  ) {
    this.o = {
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS.default,
      recheckEvery: options.recheckEvery ?? 4,
      stillAllowed: options.stillAllowed,
      maxStreams: options.maxStreams ?? 10_000,
      maxPerSession: options.maxPerSession ?? 16,
      maxBuffered: options.maxBuffered ?? 64 * 1024,
    };
  }

  /** Listen and beat until the returned stop, which also ends every open stream. */
  async start(): Promise<() => Promise<void>> {
    let lostSome = false;
    const stop = await this.db.listen(LIVE_CHANNEL, {
      onMessage: (payload) => {
        const notice = parseNotice(payload);
        if (notice) this.deliver(notice);
      },
      onLost: () => {
        this.hearing = false;
        lostSome = true;
      },
      onListening: () => {
        this.hearing = true;
        // Notices may have been missed while not listening: every page reads its live data again.
        if (lostSome) this.broadcast(sseEvent('resync', {}));
        lostSome = false;
      },
    });
    this.timer = setInterval(() => void this.beat(), this.o.heartbeatMs);
    this.timer.unref();
    return async () => {
      clearInterval(this.timer);
      for (const stream of [...this.all]) this.close(stream);
      await stop();
    };
  }

  get size(): number {
    return this.all.size;
  }

  /** The notifications reach this process (a stream opened now will hear what happens next). */
  get isListening(): boolean {
    return this.hearing;
  }

  /** A stream opened: addressed from now on; false when this process holds as many as it may. */
  add(stream: LiveStream): boolean {
    if (this.all.size >= this.o.maxStreams) return false;
    const same = this.bySession.get(stream.sessionId);
    if (same && same.size >= this.o.maxPerSession) {
      const oldest = same.values().next();
      if (!oldest.done) this.close(oldest.value);
    }
    this.all.add(stream);
    addTo(this.byCorp, stream.corpId, stream);
    addTo(this.byUser, stream.userId, stream);
    addTo(this.bySession, stream.sessionId, stream);
    return true;
  }

  /** Forget a stream (its client went away). */
  remove(stream: LiveStream): void {
    if (!this.all.delete(stream)) return;
    removeFrom(this.byCorp, stream.corpId, stream);
    removeFrom(this.byUser, stream.userId, stream);
    removeFrom(this.bySession, stream.sessionId, stream);
  }

  /** End a stream: it is told `end` first, so the page does not reconnect to a session that is over. */
  close(stream: LiveStream, reason: 'end' | null = null): void {
    this.remove(stream);
    if (reason) stream.sink.write(sseEvent(reason, {}));
    stream.sink.end();
  }

  /** Write to one stream; a client that stopped reading is dropped rather than buffered without bound. */
  send(stream: LiveStream, chunk: string): void {
    if (stream.sink.writableLength > this.o.maxBuffered) {
      this.close(stream);
      return;
    }
    stream.sink.write(chunk);
  }

  /** One notice to the streams it is addressed to. */
  deliver(notice: LiveNotice): void {
    if (notice.kind === 'session') {
      void this.sessionChanged(notice.sessionId);
      return;
    }
    const chunk = eventOf(notice);
    if (notice.kind === 'message') {
      for (const stream of [...(this.byUser.get(notice.userId) ?? [])]) this.send(stream, chunk);
      return;
    }
    const corpIds = notice.kind === 'todo' ? [notice.corpId] : notice.corpIds;
    for (const corpId of corpIds) {
      for (const stream of [...(this.byCorp.get(corpId) ?? [])]) {
        if (notice.kind === 'todo' && stream.role !== notice.role) continue;
        this.send(stream, chunk);
      }
    }
  }

  /**
   * A session ended or changed (its role switched): its streams are checked again at once; those no longer allowed
   * (the session gone, or the stream's role no longer the session's) end. A stream the page opened for the new role
   * stays. Without a check every stream of the session ends.
   */
  private async sessionChanged(sessionId: string): Promise<void> {
    const check = this.o.stillAllowed;
    for (const stream of [...(this.bySession.get(sessionId) ?? [])]) {
      const allowed = check ? await check(stream).catch(() => false) : false;
      if (!allowed && this.all.has(stream)) this.close(stream, 'end');
    }
  }

  private broadcast(chunk: string): void {
    for (const stream of [...this.all]) this.send(stream, chunk);
  }

  /** The heartbeat comment; every few beats, each stream's session and user checked again. */
  private async beat(): Promise<void> {
    this.broadcast(': hb\n\n');
    this.beats += 1;
    const check = this.o.stillAllowed;
    if (!check || this.beats % this.o.recheckEvery !== 0) return;
    for (const stream of [...this.all]) {
      // A failed check closes without `end`: the page reconnects, and its connect is checked in full.
      const allowed = await check(stream).catch(() => null);
      if (allowed !== true && this.all.has(stream)) this.close(stream, allowed === false ? 'end' : null);
    }
  }
}
