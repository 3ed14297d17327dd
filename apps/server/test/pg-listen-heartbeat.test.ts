import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDb } from '../src/platform/db/pg-db';
import type { Db } from '../src/platform/db/db';

const url = process.env.DATABASE_URL;

/**
 * A TCP proxy to PostgreSQL that can go silent: `freeze()` stops forwarding on the connections open now without closing
 * them, as a half-open connection does (the database host gone, a NAT dropping the flow); new connections pass.
 */
async function freezableProxy(target: URL): Promise<{ url: string; freeze: () => void; close: () => Promise<void> }> {
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
    pairs.push([inbound, outbound]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target.href);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.href,
    freeze: () => {
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        outbound.unpipe(inbound);
        inbound.pause();
        outbound.pause();
      }
    },
    close: async () => {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!url)('the listening connection on PostgreSQL', () => {
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let db: Db;

  beforeAll(async () => {
    proxy = await freezableProxy(new URL(url ?? ''));
    db = await openPgDb({ connectionString: proxy.url, max: 1, listenHeartbeat: { everyMs: 200, timeoutMs: 300 } });
  });
  afterAll(async () => {
    // The pool's connection went silent with the rest: cut it first, or ending the pool would wait for an answer.
    await proxy.close();
    await db.close();
  });

  it('finds a half-open connection by its heartbeat, says it lost it, and listens again', async () => {
    const events: string[] = [];
    let listening = (): void => undefined;
    const relistened = new Promise<void>((resolve) => (listening = resolve));
    const stop = await db.listen('scf_heartbeat_test', {
      onMessage: () => undefined,
      onLost: () => events.push('lost'),
      onListening: () => {
        events.push('listening');
        if (events.length === 3) listening();
      },
    });
    try {
      expect(events).toEqual(['listening']);
      // Nothing answers and nothing closes: only the heartbeat can tell.
      proxy.freeze();
      await relistened;
      expect(events).toEqual(['listening', 'lost', 'listening']);
    } finally {
      await stop();
    }
  });
});
