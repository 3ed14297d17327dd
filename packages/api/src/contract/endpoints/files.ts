import { z } from 'zod';
import { get, post, upload } from '../endpoint';
import {
  fileRecordSchema,
  presignedUrlRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  thumbnailTypeSchema,
  uploadCallbackRequestSchema,
  uploadPolicyRequestSchema,
  uploadPolicySchema,
  uploadRulesSchema,
} from '../schemas/file';

const thumbnailType = z.enum(thumbnailTypeSchema.options);

/** Files (spec §3, §7; security.md §1.6). Downloads and snapshots are links the browser follows (`client.url`). */
export const fileEndpoints = {
  /** A presigned OSS download URL; its shape is not specified, so it is passed through. */
  presignedDownload: post('/v1/files/oss/sts/download/presigned-url', { body: presignedUrlRequestSchema, response: z.unknown() }),
  /** The OSS post policy for one upload, to be sent to OSS exactly as received. */
  postPolicy: post('/v1/files/oss/sts/upload/post-policys', { body: uploadPolicyRequestSchema, response: uploadPolicySchema }),
  /** Local upload to `/v1/files?fileName` (multipart; signed with body ''). */
  /** With `key`, the upload of a post policy (embedded mode): the policy's key, size and expiry are enforced, once. */
  upload: upload('/v1/files', {
    query: z.strictObject({ fileName: z.string().min(1).max(1000), key: z.string().min(1).max(200).optional() }),
    response: fileRecordSchema,
  }),
  /** The browser's upload to OSS is done: the server verifies the signed token and the object, then records the file. */
  callback: post('/v1/files/oss/callback', { body: uploadCallbackRequestSchema, response: fileRecordSchema }),
  /** The extensions and size limits in force (the Uploader's rules). */
  rules: get('/v1/files/upload-rules', { response: uploadRulesSchema }),
  download: get('/v1/files/download/{id}', { response: z.unknown() }),
  /** The name only sets the saved file's name. */
  namedDownload: get('/v1/files/{name}/download/{id}', { response: z.unknown() }),
  snapshot: get('/v1/files/{id}/snapshot/{type}/show', { params: { type: thumbnailType }, response: z.unknown() }),
  preview: post('/v1/sys/tools/files/{id}/preview', { body: previewRequestSchema, response: previewResponseSchema }),
} as const;
