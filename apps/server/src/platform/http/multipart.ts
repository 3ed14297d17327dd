import type { FastifyRequest } from 'fastify';
import { ApiError, fail } from '../api-error';

/** The largest upload any file type may have (spec §5 default 61,440 KB); types set lower limits per request. */
export const UPLOAD_MAX_BYTES = 61_440 * 1024;

/** Busboy limits of every multipart request: one file part and nothing else (no fields to smuggle values in). */
export const MULTIPART_LIMITS = { files: 1, fields: 0, parts: 1, fileSize: UPLOAD_MAX_BYTES, headerPairs: 20 } as const;

/** A file over its limit: 413, with the spec §8 size message ("file exceeds maximum of N M"). */
export const fileTooLarge = (maxBytes: number) => new ApiError(413, 'FILE_TOO_LARGE', `文件超过最大限制${Math.round((maxBytes / 1024 / 1024) * 100) / 100}M`);

interface MultipartRequest {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<{ toBuffer(): Promise<Buffer> } | undefined>;
}

/**
 * The single file part of a multipart upload, read into memory with a streamed size cap: reading stops being kept
 * at the first byte over `maxBytes` and the request fails with 413. No part, or a request that is not multipart, is
 * a 400.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const req = request as unknown as MultipartRequest;
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) throw fail.badRequest('请选择要上传的文件');
  let part;
  try {
    part = await req.file({ limits: { fileSize: maxBytes } });
  } catch {
    throw fail.badRequest('请选择要上传的文件');
  }
  if (!part) throw fail.badRequest('请选择要上传的文件');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge(maxBytes);
    throw fail.badRequest('文件上传不完整，请重试');
  }
}
