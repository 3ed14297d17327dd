// Test-only SigningTransport: answers the signing calls from a table and records them.
import type { SigningTransport } from '../transport';

export interface FakeTransport extends SigningTransport {
  calls: { method: string; path: string; body?: unknown }[];
  /** Path (exact or prefix up to '?') → data, or an Error to reject with. */
  routes: Map<string, unknown>;
}

export function createFakeTransport(routes: Record<string, unknown>): FakeTransport {
  const map = new Map(Object.entries(routes));
  const calls: FakeTransport['calls'] = [];
  return {
    calls,
    routes: map,
    async request(method, path, body) {
      calls.push({ method, path, body });
      const key = map.has(path) ? path : path.split('?')[0]!;
      if (!map.has(key)) throw new Error(`no route ${path}`);
      const data = map.get(key);
      if (data instanceof Error) throw data;
      return typeof data === 'function' ? (data as () => unknown)() : data;
    },
  };
}
