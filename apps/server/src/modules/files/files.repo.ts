import type { Queryable } from '../../platform/db/db';

export interface FileMetaRow {
  file_id: string;
  corp_id: string;
  user_id: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
}

export interface FileRow extends FileMetaRow {
  content: Uint8Array;
}

export interface NewFile {
  fileId: string;
  corpId: string;
  userId: string;
  fileName: string;
  mimeType: string;
  sha256: string;
  content: Uint8Array;
  now: number;
}

const META = 'file_id, corp_id, user_id, file_name, mime_type, size_bytes';

export async function insertFile(q: Queryable, f: NewFile): Promise<void> {
  await q.query(
    `INSERT INTO stored_file (file_id, corp_id, user_id, file_name, mime_type, size_bytes, sha256, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [f.fileId, f.corpId, f.userId, f.fileName, f.mimeType, f.content.length, f.sha256, f.content, f.now],
  );
}

/** The file's metadata if it belongs to the corporation; another corporation's file is as absent as an unknown one. */
export async function fileMetaOfCorp(q: Queryable, fileId: string, corpId: string): Promise<FileMetaRow | undefined> {
  const rows = await q.query<FileMetaRow>(`SELECT ${META} FROM stored_file WHERE file_id = $1 AND corp_id = $2`, [fileId, corpId]);
  return rows[0];
}

export async function fileOfCorp(q: Queryable, fileId: string, corpId: string): Promise<FileRow | undefined> {
  const rows = await q.query<FileRow>(`SELECT ${META}, content FROM stored_file WHERE file_id = $1 AND corp_id = $2`, [fileId, corpId]);
  return rows[0];
}

/** Metadata of those of `fileIds` the user uploaded (any order). */
export async function filesOfUser(q: Queryable, fileIds: readonly string[], userId: string): Promise<FileMetaRow[]> {
  if (fileIds.length === 0) return [];
  const list = fileIds.map((_, i) => `$${i + 2}`).join(', ');
  return q.query<FileMetaRow>(`SELECT ${META} FROM stored_file WHERE user_id = $1 AND file_id IN (${list})`, [userId, ...fileIds]);
}
