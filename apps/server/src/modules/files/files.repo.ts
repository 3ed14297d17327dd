import type { Queryable } from '../../platform/db/db';

export interface FileMetaRow {
  file_id: string;
  corp_id: string;
  user_id: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  storage: 'db' | 'oss';
  object_key: string | null;
}

export interface FileRow extends FileMetaRow {
  /** The bytes of a file kept in the database; null for one kept in the bucket. */
  content: Uint8Array | null;
}

export interface NewFile {
  fileId: string;
  /** Null only for a file the platform generates for one of its own accounts (a receipt, migration 0040). */
  corpId: string | null;
  /** Null for a file the platform generates (no uploader). */
  userId: string | null;
  fileName: string;
  mimeType: string;
  sha256: string;
  sizeBytes: number;
  /** The bytes (kept in the row), or the bucket's object key (bytes kept there). */
  content: Uint8Array | null;
  objectKey: string | null;
  now: number;
}

const META = 'f.file_id, f.corp_id, f.user_id, f.file_name, f.mime_type, f.size_bytes, f.storage, f.object_key';

export async function insertFile(q: Queryable, f: NewFile): Promise<void> {
  await q.query(
    `INSERT INTO stored_file (file_id, corp_id, user_id, file_name, mime_type, size_bytes, sha256, content, storage, object_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [f.fileId, f.corpId, f.userId, f.fileName, f.mimeType, f.sizeBytes, f.sha256, f.content, f.content ? 'db' : 'oss', f.objectKey, f.now],
  );
}

/**
 * Who may read a file: its owner corporation, or a corporation a business linked it to (file_link). Every read
 * goes through this condition; another corporation's unlinked file is as absent as an unknown one.
 */
const READABLE = `f.file_id = $1 AND (f.corp_id = $2 OR EXISTS (SELECT 1 FROM file_link l WHERE l.file_id = f.file_id AND l.corp_id = $2))`;

export async function readableFileMeta(q: Queryable, fileId: string, corpId: string): Promise<FileMetaRow | undefined> {
  return (await q.query<FileMetaRow>(`SELECT ${META} FROM stored_file f WHERE ${READABLE}`, [fileId, corpId]))[0];
}

export async function readableFile(q: Queryable, fileId: string, corpId: string): Promise<FileRow | undefined> {
  return (await q.query<FileRow>(`SELECT ${META}, f.content FROM stored_file f WHERE ${READABLE}`, [fileId, corpId]))[0];
}

/** Metadata of those of `fileIds` the user uploaded (any order). */
export async function filesOfUser(q: Queryable, fileIds: readonly string[], userId: string): Promise<FileMetaRow[]> {
  if (fileIds.length === 0) return [];
  const list = fileIds.map((_, i) => `$${i + 2}`).join(', ');
  return q.query<FileMetaRow>(`SELECT ${META} FROM stored_file f WHERE f.user_id = $1 AND f.file_id IN (${list})`, [userId, ...fileIds]);
}

/** Metadata of those of `fileIds` the corporation owns (any order). */
export async function filesOfCorp(q: Queryable, fileIds: readonly string[], corpId: string): Promise<FileMetaRow[]> {
  if (fileIds.length === 0) return [];
  const list = fileIds.map((_, i) => `$${i + 2}`).join(', ');
  return q.query<FileMetaRow>(`SELECT ${META} FROM stored_file f WHERE f.corp_id = $1 AND f.file_id IN (${list})`, [corpId, ...fileIds]);
}

export async function insertLinks(
  q: Queryable,
  fileIds: readonly string[],
  corpIds: readonly string[],
  bizType: string,
  bizNo: string,
  now: number,
): Promise<void> {
  for (const fileId of fileIds) {
    for (const corpId of corpIds) {
      await q.query(
        `INSERT INTO file_link (file_id, corp_id, biz_type, biz_no, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (file_id, corp_id, biz_type, biz_no) DO NOTHING`,
        [fileId, corpId, bizType, bizNo, now],
      );
    }
  }
}

export async function deleteLinks(q: Queryable, bizType: string, bizNo: string): Promise<void> {
  await q.query('DELETE FROM file_link WHERE biz_type = $1 AND biz_no = $2', [bizType, bizNo]);
}

export async function thumbnailOf(q: Queryable, fileId: string, size: string): Promise<{ mime_type: string; content: Uint8Array } | undefined> {
  return (
    await q.query<{ mime_type: string; content: Uint8Array }>('SELECT mime_type, content FROM file_thumbnail WHERE file_id = $1 AND size = $2', [fileId, size])
  )[0];
}

export async function insertThumbnail(q: Queryable, fileId: string, size: string, mimeType: string, content: Uint8Array, now: number): Promise<void> {
  await q.query(
    `INSERT INTO file_thumbnail (file_id, size, mime_type, content, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (file_id, size) DO NOTHING`,
    [fileId, size, mimeType, content, now],
  );
}

export interface PolicyRow {
  object_key: string;
  file_id: string;
  corp_id: string;
  user_id: string;
  file_name: string;
  max_bytes: number;
  storage: 'db' | 'oss';
  expires_at: number;
  used_at: number | null;
}

export async function insertPolicy(q: Queryable, p: Omit<PolicyRow, 'used_at'>, now: number): Promise<void> {
  await q.query(
    `INSERT INTO upload_policy (object_key, file_id, corp_id, user_id, file_name, max_bytes, storage, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [p.object_key, p.file_id, p.corp_id, p.user_id, p.file_name, p.max_bytes, p.storage, p.expires_at, now],
  );
}

export async function policyOf(q: Queryable, objectKey: string): Promise<PolicyRow | undefined> {
  const rows = await q.query<PolicyRow>(
    'SELECT object_key, file_id, corp_id, user_id, file_name, max_bytes, storage, expires_at, used_at FROM upload_policy WHERE object_key = $1',
    [objectKey],
  );
  const row = rows[0];
  return row && { ...row, max_bytes: Number(row.max_bytes), expires_at: Number(row.expires_at), used_at: row.used_at === null ? null : Number(row.used_at) };
}

/** Marks the policy used; false when it already was (a policy allows one upload). */
export async function usePolicy(q: Queryable, objectKey: string, now: number): Promise<boolean> {
  return (await q.query('UPDATE upload_policy SET used_at = $2 WHERE object_key = $1 AND used_at IS NULL RETURNING object_key', [objectKey, now])).length === 1;
}

/** Policies expired a day ago are of no more use (their keys stay unique through stored_file.object_key). */
export async function sweepPolicies(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM upload_policy WHERE expires_at < $1', [now - 86_400_000]);
}
