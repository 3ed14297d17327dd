import { fileEndpoints } from '../contract/endpoints/files';
import type { FileRecord } from '../contract/schemas/file';
import type { ApiClient } from '../client/create-client';

/** Local upload to `/v1/files?fileName` (multipart; signed with body '', design.md §3). */
export function uploadFile(client: ApiClient, file: Blob, fileName: string): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.call(fileEndpoints.upload, { query: { fileName }, form });
}
