import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
}

/** A browser's EventSource, as far as the tests need: the status, the events as they come, and whether it ended. */
export interface SseStream {
  status: number;
  contentType: string;
  events: SseEvent[];
  /** The first event of this name not taken yet (waits up to `ms`). */
  next(event: string, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  /** The raw text received (comments and `retry:` included). */
  text(): string;
  close(): void;
}

/** Open `GET url` with these headers and read it as server-sent events. */
export function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', 'sec-fetch-site': 'same-origin', ...headers } }, (res) => {
      res.setEncoding('utf8');
      let raw = '';
      let buffer = '';
      const events: SseEvent[] = [];
      const taken = new Set<SseEvent>();
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event !== undefined) events.push({ event, data: data ?? '' });
        }
        for (const w of [...waiters]) w();
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type'] ?? ''),
        events,
        ended,
        text: () => raw,
        close: () => req.destroy(),
        next: (event, ms = 3000) =>
          new Promise((ok, fail) => {
            const look = (): boolean => {
              const found = events.find((e) => e.event === event && !taken.has(e));
              if (!found) return false;
              taken.add(found);
              waiters.delete(check);
              clearTimeout(timer);
              ok(found);
              return true;
            };
            const check = (): void => void look();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no ${event} event within ${ms} ms (got ${events.map((e) => e.event).join(', ') || 'none'})`));
            }, ms);
            if (!look()) waiters.add(check);
          }),
      };
      resolve(stream);
    });
    req.on('error', reject);
  });
}
