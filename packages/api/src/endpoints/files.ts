import { z } from 'zod';
import {
  fileRecordSchema,
  presignedUrlRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  uploadPolicyRequestSchema,
  uploadPolicySchema,
} from '../contract/schemas/file';
import type { FileRecord, PreviewRequest, PreviewResponse, ThumbnailType, UploadPolicy } from '../contract/schemas/file';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const FILES_PATH = {
  presignedDownload: '/v1/files/oss/sts/download/presigned-url',
  postPolicy: '/v1/files/oss/sts/upload/post-policys',
  upload: '/v1/files',
} as const;

// Ids and names go into URL paths: encode them so `/`, `?` or `..` cannot change the route.
const seg = (s: string) => encodeURIComponent(s);

/** Files: OSS policies, local upload, download/snapshot links and preview (spec §7; security.md §1.6). */
export interface FilesApi {
  /** A presigned OSS download URL; its shape is not specified, so it is passed through. */
  presignedDownloadUrl(pkFile: string): Promise<unknown>;
  /** The OSS post policy for one upload, to be sent to OSS exactly as received. */
  postPolicy(localFileName: string): Promise<UploadPolicy>;
  /** Local upload to `/v1/files?fileName` (multipart; signed with body ''). */
  upload(file: Blob, fileName: string): Promise<FileRecord>;
  /** `/v1/files/download/{id}`. */
  downloadUrl(pkFile: string): string;
  /** `/v1/files/{name}/download/{id}`: the name only sets the saved file's name. */
  namedDownloadUrl(fileName: string, pkFile: string): string;
  /** `/v1/files/{id}/snapshot/{type}/show`. */
  snapshotUrl(pkFile: string, thumbnailType: ThumbnailType): string;
  /** `POST /v1/sys/tools/files/{id}/preview`. */
  preview(request: PreviewRequest): Promise<PreviewResponse>;
}

export function createFilesApi(t: Transport): FilesApi {
  return {
    presignedDownloadUrl: async (pkFile) =>
      t.call('POST', FILES_PATH.presignedDownload, { body: parseRequest(presignedUrlRequestSchema, { pkFile }), schema: z.unknown() }),
    postPolicy: async (localFileName) =>
      t.call('POST', FILES_PATH.postPolicy, { body: parseRequest(uploadPolicyRequestSchema, { localFileName }), schema: uploadPolicySchema }),
    upload(file, fileName) {
      const form = new FormData();
      form.append('file', file, fileName);
      return t.upload(FILES_PATH.upload, { fileName }, form, fileRecordSchema);
    },
    downloadUrl: (pkFile) => t.url(`/v1/files/download/${seg(pkFile)}`),
    namedDownloadUrl: (fileName, pkFile) => t.url(`/v1/files/${seg(fileName)}/download/${seg(pkFile)}`),
    snapshotUrl: (pkFile, thumbnailType) => t.url(`/v1/files/${seg(pkFile)}/snapshot/${seg(thumbnailType)}/show`),
    async preview(request) {
      const body = parseRequest(previewRequestSchema, request);
      return t.call('POST', `/v1/sys/tools/files/${seg(body.pkFile)}/preview`, { body, schema: previewResponseSchema });
    },
  };
}
