import { z } from 'zod';

/** A stored file (spec §3). Screens never build a file URL from its name: they go through `pkFile`. */
export const fileRecordSchema = z.object({ pkFile: z.string().min(1), url: z.string(), mimeType: z.string() });
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const thumbnailTypeSchema = z.enum(['SMALL', 'MEDIUM', 'BIG', 'ORIGINAL']);
export type ThumbnailType = z.infer<typeof thumbnailTypeSchema>;

/** `POST /v1/sys/tools/files/{pkFile}/preview` (spec §3). */
export const previewRequestSchema = z.strictObject({
  pkFile: z.string().min(1),
  thumbnailType: thumbnailTypeSchema,
  /** OSS image-processing instruction, passed through when the file lives on OSS. */
  xOssProcess: z.string().max(200).optional(),
  isAttachment: z.boolean().optional(),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export const previewResponseSchema = z.object({ useOss: z.boolean(), url: z.string(), mimeType: z.string() });
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** `POST /v1/files/oss/sts/upload/post-policys {localFileName}`. */
export const uploadPolicyRequestSchema = z.strictObject({ localFileName: z.string().min(1).max(255) });
export type UploadPolicyRequest = z.infer<typeof uploadPolicyRequestSchema>;

/**
 * The post policy: sent to OSS exactly as received (security.md §1.6); `useOss:false` means upload to `/v1/files`
 * with `key` = `fileName` (the local store enforces the same policy). `fileName` is the object key the policy allows
 * (`uploads/<corpId>/<yyyymm>/<random>.<ext>`), `callback` the server's signed token to confirm the upload with.
 * `fields`, when present, are the form fields of an S3-compatible POST (SigV4: key, policy, x-amz-*), to be posted in
 * this order before the file, unchanged.
 */
export const uploadPolicySchema = z.object({
  useOss: z.boolean(),
  fileName: z.string(),
  url: z.string(),
  bucketName: z.string(),
  policy: z.string(),
  sign: z.string(),
  accessKeyId: z.string(),
  callback: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** `POST /v1/files/oss/sts/download/presigned-url`: which file to sign a download URL for. */
export const presignedUrlRequestSchema = z.strictObject({ pkFile: z.string().min(1) });
export type PresignedUrlRequest = z.infer<typeof presignedUrlRequestSchema>;

/** `POST /v1/files/oss/callback`: the upload to OSS is done; the server checks the token and the object, then records the file. */
export const uploadCallbackRequestSchema = z.strictObject({ callback: z.string().min(1).max(2000) });
export type UploadCallbackRequest = z.infer<typeof uploadCallbackRequestSchema>;

/** The extensions and size limits (KB) the server enforces, so the Uploader checks the same before sending. */
export const uploadRulesSchema = z.object({
  extensions: z.array(z.string()),
  maxSizeKb: z.number().int().positive(),
  sizeOverridesKb: z.record(z.string(), z.number().int().positive()),
});
export type UploadRulesConfig = z.infer<typeof uploadRulesSchema>;
