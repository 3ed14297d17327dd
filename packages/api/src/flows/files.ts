import { fileEndpoints } from '../contract/endpoints/files';
import type { FileRecord } from '../contract/schemas/file';
import type { ApiClient } from '../client/create-client';

/**
 * Local upload to `/v1/files?fileName` (multipart; signed with body '', design.md §3). With `key` (the `fileName` of
 * a `useOss: false` post policy) the upload is that policy's, which the server enforces: once, in time, its size.
 */
export function uploadFile(client: ApiClient, file: Blob, fileName: string, key?: string): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.call(fileEndpoints.upload, { query: key === undefined ? { fileName } : { fileName, key }, form });
}
