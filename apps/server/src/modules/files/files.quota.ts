/**
 * What one user may upload (issue 26 Low): uploads are read into memory (their bytes are checked whole and kept in the
 * database), so the server bounds how many are read at once — in all and per user — and how much one user stores a
 * day. Past the bound of uploads at once an upload waits (unread) for a slot, then is refused; past the day's bound it
 * is refused before a byte is read. The daily figures come from the `FILE_UPLOAD` config
 * (`filesPerDay`, `mbPerDay`), else the defaults.
 */
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';

export const UPLOAD_QUOTA = { inFlight: 8, inFlightPerUser: 2, waitMs: 30_000, filesPerDay: 500, mbPerDay: 2048 } as const;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

export const QUOTA_MESSAGES = {
  busy: '上传文件过于频繁，请等待当前文件上传完成后再试',
  daily: '今日上传文件已达上限，请明日再试',
} as const;

const busy = () => new ApiError(429, 'UPLOAD_BUSY', QUOTA_MESSAGES.busy);
const overQuota = () => new ApiError(429, 'UPLOAD_QUOTA', QUOTA_MESSAGES.daily);

const inFlight = new Map<string, number>();
let total = 0;
const waiters = new Set<() => void>();

const full = (actor: Actor) => total >= UPLOAD_QUOTA.inFlight || (inFlight.get(actor.userId) ?? 0) >= UPLOAD_QUOTA.inFlightPerUser;

/** How many uploads are being read now (all users, or one). */
export const uploadsReading = (userId?: string): number => (userId === undefined ? total : (inFlight.get(userId) ?? 0));

/** Until a slot is released or `ms` have passed. */
const nextRelease = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiters.add(done);
  });

/**
 * A slot to read one upload in, released by the returned function (once). When the server or the user is at the bound,
 * the upload waits (its bytes unread) up to `waitMs` for a slot — several files chosen at once go in turn — then is
 * refused.
 */
export async function uploadSlot(actor: Actor, waitMs: number = UPLOAD_QUOTA.waitMs): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  while (full(actor)) {
    const left = deadline - Date.now();
    if (left <= 0) throw busy();
    await nextRelease(left);
  }
  inFlight.set(actor.userId, (inFlight.get(actor.userId) ?? 0) + 1);
  total += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total -= 1;
    const left = (inFlight.get(actor.userId) ?? 1) - 1;
    if (left > 0) inFlight.set(actor.userId, left);
    else inFlight.delete(actor.userId);
    for (const wake of [...waiters]) wake();
  };
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1_000_000;

async function dailyLimits(q: Queryable): Promise<{ files: number; bytes: number }> {
  const rows = await q.query<{ value_json: unknown }>("SELECT value_json FROM sys_config WHERE config_key = 'FILE_UPLOAD'");
  const v = (rows[0]?.value_json ?? {}) as { filesPerDay?: unknown; mbPerDay?: unknown };
  return {
    files: positive(v.filesPerDay) ? v.filesPerDay : UPLOAD_QUOTA.filesPerDay,
    bytes: (positive(v.mbPerDay) ? v.mbPerDay : UPLOAD_QUOTA.mbPerDay) * MB,
  };
}

/**
 * The user's uploads of the last 24 hours leave room for one more of `bytes` (0 before the size is known); else the
 * daily refusal. Files stored count, and with `policies` the post policies still open (a new policy's upload).
 */
export async function checkDailyQuota(q: Queryable, actor: Actor, now: number, bytes: number, policies = false): Promise<void> {
  const limits = await dailyLimits(q);
  const [used] = await q.query<{ n: unknown; bytes: unknown }>(
    `SELECT count(*) AS n, COALESCE(sum(size_bytes), 0) AS bytes FROM stored_file WHERE user_id = $1 AND created_at > $2`,
    [actor.userId, now - DAY_MS],
  );
  const [open] = policies
    ? await q.query<{ n: unknown }>('SELECT count(*) AS n FROM upload_policy WHERE user_id = $1 AND expires_at > $2 AND used_at IS NULL', [actor.userId, now])
    : [];
  const files = Number(used?.n ?? 0) + Number(open?.n ?? 0);
  if (files + 1 > limits.files || Number(used?.bytes ?? 0) + bytes > limits.bytes) throw overQuota();
}
