import { endpointKey } from '../contract/endpoint';
import type { AnyEndpoint } from '../contract/endpoint';

/**
 * SWR cache keys of the data hooks: `[prefix, 'METHOD path', input as JSON]`. One prefix so a logout can clear
 * exactly our entries (`mutate(isApiCacheKey, undefined, { revalidate: false })`).
 */
export const SWR_KEY_PREFIX = '@scf/api';

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` share one cache entry. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The cache key of one endpoint read. */
export function endpointCacheKey(endpoint: Pick<AnyEndpoint, 'method' | 'path'>, input: unknown): readonly [string, string, string] {
  return [SWR_KEY_PREFIX, endpointKey(endpoint), stableJson(input ?? {})];
}

/** True for a cache key of these hooks: `mutate(isApiCacheKey, undefined, { revalidate: false })` clears them at logout. */
export function isApiCacheKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SWR_KEY_PREFIX;
}

/** Matches every cached read of one endpoint, whatever its input: `mutate(readsOf(ukeyEndpoints.list))` after a change. */
export function readsOf(endpoint: Pick<AnyEndpoint, 'method' | 'path'>): (key: unknown) => boolean {
  const id = endpointKey(endpoint);
  return (key) => isApiCacheKey(key) && (key as unknown[])[1] === id;
}
