import type { Queryable } from '../../platform/db/db';

/** An export_job row as stored. */
export interface ExportRow {
  export_no: string;
  user_id: string;
  corp_id: string;
  role_code: string;
  source: string;
  request: string;
  conditions: string;
  row_count: number;
  rows_written: number;
  status: string;
  sync: boolean;
  fail_reason: string | null;
  file_name: string | null;
  file_path: string | null;
  file_size: string | number | null;
  sha256: string | null;
  created_at: string | number;
  business_date: string;
  finished_at: string | number | null;
  expires_on: string | null;
}

export interface NewExport {
  exportNo: string;
  userId: string;
  corpId: string;
  role: string;
  source: string;
  request: string;
  conditions: string;
  rowCount: number;
  status: 'QUEUED' | 'RUNNING';
  sync: boolean;
  now: number;
  businessDate: string;
}

export const nextExportSeq = async (q: Queryable): Promise<number> => Number((await q.query<{ n: string }>("SELECT nextval('export_no_seq') AS n"))[0]?.n);

export async function insertExport(q: Queryable, e: NewExport): Promise<void> {
  await q.query(
    `INSERT INTO export_job (export_no, user_id, corp_id, role_code, source, request, conditions, row_count, status, sync, created_at, business_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [e.exportNo, e.userId, e.corpId, e.role, e.source, e.request, e.conditions, e.rowCount, e.status, e.sync, e.now, e.businessDate],
  );
}

export const exportOf = async (q: Queryable, exportNo: string): Promise<ExportRow | undefined> =>
  (await q.query<ExportRow>('SELECT * FROM export_job WHERE export_no = $1', [exportNo]))[0];

/** Open (QUEUED / RUNNING) exports of the user and of the corporation. */
export async function openCounts(q: Queryable, userId: string, corpId: string): Promise<{ user: number; corp: number }> {
  const [r] = await q.query<{ user_n: string; corp_n: string }>(
    `SELECT count(*) FILTER (WHERE user_id = $1) AS user_n, count(*) AS corp_n FROM export_job
      WHERE corp_id = $2 AND status IN ('QUEUED', 'RUNNING')`,
    [userId, corpId],
  );
  return { user: Number(r?.user_n ?? 0), corp: Number(r?.corp_n ?? 0) };
}

/** One page of the user's exports (newest first), and the files among them ready to download. */
export async function exportPage(
  q: Queryable,
  userId: string,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ExportRow[]; total: number }> {
  const where = `user_id = $1${status ? ' AND status = $2' : ''}`;
  const params = status ? [userId, status] : [userId];
  const rows = await q.query<ExportRow>(
    `SELECT * FROM export_job WHERE ${where} ORDER BY created_at DESC, export_no DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const total = Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM export_job WHERE ${where}`, params))[0]?.n ?? 0);
  return { rows, total };
}

/** The next queued export, taken for running (one worker per database at a time). */
export const takeQueued = async (q: Queryable): Promise<ExportRow | undefined> =>
  (
    await q.query<ExportRow>(
      `UPDATE export_job SET status = 'RUNNING', rows_written = 0 WHERE export_no =
         (SELECT export_no FROM export_job WHERE status = 'QUEUED' ORDER BY created_at, export_no LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
    )
  )[0];

/** Rows written so far; false when the export is no longer running (cancelled). */
export const recordProgress = async (q: Queryable, exportNo: string, written: number): Promise<boolean> =>
  (await q.query(`UPDATE export_job SET rows_written = $2 WHERE export_no = $1 AND status = 'RUNNING' RETURNING export_no`, [exportNo, written])).length > 0;

export interface Finished {
  rowCount: number;
  fileName: string;
  filePath: string;
  fileSize: number;
  sha256: string;
  now: number;
  expiresOn: string;
}

export const markSucceeded = async (q: Queryable, exportNo: string, f: Finished): Promise<boolean> =>
  (
    await q.query(
      `UPDATE export_job SET status = 'SUCCEEDED', row_count = $2, rows_written = $2, file_name = $3, file_path = $4, file_size = $5, sha256 = $6,
              finished_at = $7, expires_on = $8
        WHERE export_no = $1 AND status = 'RUNNING' RETURNING export_no`,
      [exportNo, f.rowCount, f.fileName, f.filePath, f.fileSize, f.sha256, f.now, f.expiresOn],
    )
  ).length > 0;

/** FAILED with its reason; false when it was no longer running (cancelled). */
export const markFailed = async (q: Queryable, exportNo: string, reason: string, now: number): Promise<boolean> =>
  (
    await q.query(
      `UPDATE export_job SET status = 'FAILED', fail_reason = $2, finished_at = $3 WHERE export_no = $1 AND status = 'RUNNING' RETURNING export_no`,
      [exportNo, reason, now],
    )
  ).length > 0;

export const cancelQueued = async (q: Queryable, exportNo: string, now: number): Promise<boolean> =>
  (
    await q.query(`UPDATE export_job SET status = 'CANCELLED', finished_at = $2 WHERE export_no = $1 AND status = 'QUEUED' RETURNING export_no`, [
      exportNo,
      now,
    ])
  ).length > 0;

/** At start: what a stopped process was running is queued again (its partial file is written anew). */
export const requeueRunning = async (q: Queryable): Promise<number> =>
  (await q.query(`UPDATE export_job SET status = 'QUEUED', rows_written = 0 WHERE status = 'RUNNING' RETURNING export_no`)).length;

/** Finished files whose last day has passed: EXPIRED, their paths returned for deletion. */
export const expireFiles = async (q: Queryable, businessDate: string): Promise<Array<{ file_path: string | null }>> =>
  q.query<{ file_path: string | null }>(
    `WITH gone AS (SELECT export_no, file_path FROM export_job WHERE status = 'SUCCEEDED' AND expires_on < $1 FOR UPDATE)
     UPDATE export_job j SET status = 'EXPIRED', file_path = NULL FROM gone WHERE j.export_no = gone.export_no RETURNING gone.file_path`,
    [businessDate],
  );

export async function insertLink(q: Queryable, tokenHash: string, exportNo: string, userId: string, expiresAt: number): Promise<void> {
  await q.query('DELETE FROM export_link WHERE expires_at < $1', [expiresAt - 24 * 3_600_000]);
  await q.query('INSERT INTO export_link (token_hash, export_no, user_id, expires_at) VALUES ($1, $2, $3, $4)', [tokenHash, exportNo, userId, expiresAt]);
}

export const linkOf = async (q: Queryable, tokenHash: string): Promise<{ export_no: string; user_id: string; expires_at: string | number } | undefined> =>
  (await q.query<{ export_no: string; user_id: string; expires_at: string | number }>('SELECT * FROM export_link WHERE token_hash = $1', [tokenHash]))[0];

/** The creator's user, corporation and role as an export was started (the background job acts as them). */
export interface CreatorRow {
  user_id: string;
  user_name: string;
  person_name: string;
  corp_id: string;
  corp_name: string;
  corp_type: string;
  parent_corp_id: string | null;
}

export const creatorOf = async (q: Queryable, userId: string): Promise<CreatorRow | undefined> =>
  (
    await q.query<CreatorRow>(
      `SELECT u.user_id, u.user_name, u.person_name, c.corp_id, c.corp_name, c.corp_type, c.parent_corp_id
         FROM app_user u JOIN corp c ON c.corp_id = u.corp_id WHERE u.user_id = $1`,
      [userId],
    )
  )[0];
