/**
 * Writes that change who may do what (the tables migration 0075 notifies on). On PostgreSQL the notification reaches
 * this process after the commit, some milliseconds later; pg-db tells the process at once, so the next request to
 * this server never acts on what the session cache derived before (platform/security/session-cache.ts). PGlite
 * delivers its notifications before the statement's promise resolves, so it needs no such call.
 */
const ACCESS_TABLES = ['app_user', 'corp', 'corp_reauth', 'corp_product', 'user_role', 'role_menu', 'menu', 'sys_config'];
const ACCESS_WRITE = new RegExp(String.raw`\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:${ACCESS_TABLES.join('|')})\b`, 'i');

/** Statements are constants of the code: each is tested once. */
const seen = new Map<string, boolean>();
const SEEN_MAX = 4096;

export function writesAccess(sql: string): boolean {
  let hit = seen.get(sql);
  if (hit === undefined) {
    hit = ACCESS_WRITE.test(sql);
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(sql, hit);
  }
  return hit;
}

const listeners = new Set<() => void>();

/** Called after each such write (and again at its transaction's commit); returns the stop. */
export function onAccessWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function accessWritten(): void {
  for (const listener of listeners) listener();
}
