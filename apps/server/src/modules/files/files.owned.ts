import type { Queryable } from '../../platform/db/db';
import { filesOfUser } from './files.repo';

export interface OwnedFile {
  fileId: string;
  mimeType: string;
  sizeBytes: number;
}

/** Those of `fileIds` the user uploaded, in the order asked (others' and unknown ids are left out). */
export async function ownedFiles(q: Queryable, userId: string, fileIds: readonly string[]): Promise<OwnedFile[]> {
  const rows = new Map((await filesOfUser(q, fileIds, userId)).map((r) => [r.file_id, r]));
  return fileIds.flatMap((id) => {
    const r = rows.get(id);
    return r ? [{ fileId: r.file_id, mimeType: r.mime_type, sizeBytes: Number(r.size_bytes) }] : [];
  });
}
