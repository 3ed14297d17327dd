/**
 * SWR cache keys of the data hooks. One prefix so a logout can clear exactly our entries
 * (`mutate((key) => Array.isArray(key) && key[0] === SWR_KEY_PREFIX, undefined)`).
 */
export const SWR_KEY_PREFIX = '@scf/api';

export const SWR_KEY = {
  platformConfig: [SWR_KEY_PREFIX, 'config', 'platform'],
  productConfig: [SWR_KEY_PREFIX, 'config', 'product'],
  customerService: [SWR_KEY_PREFIX, 'config', 'customer-service'],
  unreadCount: [SWR_KEY_PREFIX, 'messages', 'unread-count'],
  holidays: [SWR_KEY_PREFIX, 'holidays', 'current-year'],
  pageConfig: [SWR_KEY_PREFIX, 'config', 'page'],
  platformParam: [SWR_KEY_PREFIX, 'config', 'value'],
  issuers: [SWR_KEY_PREFIX, 'credits', 'issuers'],
  releasedNotices: [SWR_KEY_PREFIX, 'notices', 'released'],
  /** Types are sorted so `['A','B']` and `['B','A']` share one entry. */
  dicts: (types: readonly string[]) => [SWR_KEY_PREFIX, 'dicts', ...[...types].sort()],
} as const;

/** True for a cache key of these hooks: `mutate(isApiCacheKey, undefined, { revalidate: false })` clears them at logout. */
export function isApiCacheKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SWR_KEY_PREFIX;
}
