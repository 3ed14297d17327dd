import * as z from 'zod/mini';

/**
 * The storage allowlist (security.md §1.7): the only module of the portal that touches localStorage or
 * sessionStorage. Only non-sensitive values are allowed here — UI flags, the screen size, the non-personal
 * dictionary cache and the current role code. Personal data, tokens and certificates stay in memory.
 */
const KEYS = {
  /** Survey flag (spec §9): 'false' once the user chose to fill in the survey. Survives logout. */
  isFirstLogin: { area: 'local', name: 'isFirstLogin', schema: z.enum(['true', 'false']), keepOnLogout: true },
  /** Current role code (spec §4), so a reload shows the same role before the session is back. */
  roleCode: { area: 'local', name: 'scf.role', schema: z.string().check(z.regex(/^ROLE_[A-Z_]{1,40}$/)), keepOnLogout: false },
  /** Screen size of the last visit (spec §3), to lay out before the first resize event. */
  screenSize: { area: 'local', name: 'scf.screen-size', schema: z.enum(['WIDE', 'MINI']), keepOnLogout: false },
  /** Cross-tab logout signal (security.md §1.1): written then removed at once; the storage event carries it. */
  logoutAt: { area: 'local', name: 'scf.logout-at', schema: z.string().check(z.regex(/^\d{1,16}$/)), keepOnLogout: false },
  /** Set before the one reload that recovers from a failed chunk load (spec §8), so a broken deploy cannot loop. */
  chunkReload: { area: 'session', name: 'scf.chunk-reload', schema: z.literal('1'), keepOnLogout: false },
} as const;

export type StorageKey = keyof typeof KEYS;
type ValueOf<K extends StorageKey> = z.infer<(typeof KEYS)[K]['schema']>;

/** The storage name of a key, for matching `storage` events from other tabs. */
export function storageName(key: StorageKey): string {
  return KEYS[key].name;
}

function areaOf(key: StorageKey): Storage | null {
  try {
    return KEYS[key].area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames); the app then works without persistence.
    return null;
  }
}

/** Reads a value; anything that does not parse is treated as absent (parse, don't trust). */
export function readStorage<K extends StorageKey>(key: K): ValueOf<K> | null {
  const raw = areaOf(key)?.getItem(KEYS[key].name);
  if (raw == null) return null;
  const parsed = KEYS[key].schema.safeParse(raw);
  return parsed.success ? (parsed.data as ValueOf<K>) : null;
}

export function writeStorage<K extends StorageKey>(key: K, value: ValueOf<K>): void {
  const parsed = KEYS[key].schema.parse(value);
  try {
    areaOf(key)?.setItem(KEYS[key].name, parsed);
  } catch {
    // Quota or privacy mode: losing a UI flag is harmless.
  }
}

export function removeStorage(key: StorageKey): void {
  areaOf(key)?.removeItem(KEYS[key].name);
}

/**
 * Logout (spec §4): clears every app key except the documented survivors (isFirstLogin) and any key the caller
 * must keep (a 401 keeps the chunk-reload flag, or a broken deploy could reload forever).
 */
export function clearAppStorage(keep: readonly StorageKey[] = []): void {
  for (const key of Object.keys(KEYS) as StorageKey[]) {
    if (!KEYS[key].keepOnLogout && !keep.includes(key)) removeStorage(key);
  }
}
