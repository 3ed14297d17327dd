import type { FastifyRequest } from 'fastify';
import { ApiError, fail } from '../api-error';

/** The largest upload any file type may have (spec §5 default 61,440 KB); types set lower limits per request. */
export const UPLOAD_MAX_BYTES = 61_440 * 1024;

/** Busboy limits of every multipart request: one file part and nothing else (no fields to smuggle values in). */
export const MULTIPART_LIMITS = { files: 1, fields: 0, parts: 1, fileSize: UPLOAD_MAX_BYTES, headerPairs: 20 } as const;

/** A file over its limit: 413, with the spec §8 size message ("file exceeds maximum of N M"). */
export const fileTooLarge = (maxBytes: number) => new ApiError(413, 'FILE_TOO_LARGE', `文件超过最大限制${Math.round((maxBytes / 1024 / 1024) * 100) / 100}M`);

/** The file part of @fastify/multipart: its byte stream (busboy sets `truncated` past the size limit). */
export interface FilePart {
  file: AsyncIterable<Uint8Array> & { truncated?: boolean };
}

interface MultipartRequest {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<FilePart | undefined>;
}

const GROW_FROM = 64 * 1024;

/**
 * A part's bytes streamed into one buffer (issue 26): sized once from the request's declared length when it has one
 * (never above `maxBytes`), else grown by doubling; each chunk is copied in as it arrives and dropped. The library's
 * `toBuffer` kept every chunk and then concatenated them, so a file near the cap was held twice. Past `maxBytes` the
 * rest is drained unkept and the upload is refused with 413.
 */
export async function streamPart(part: FilePart, maxBytes: number, declaredBytes?: number): Promise<Buffer> {
  const sized = declaredBytes !== undefined && Number.isFinite(declaredBytes) && declaredBytes > 0;
  let buf = Buffer.allocUnsafe(sized ? Math.min(declaredBytes, maxBytes) : Math.min(GROW_FROM, maxBytes));
  let length = 0;
  let over = false;
  for await (const chunk of part.file) {
    if (over || part.file.truncated || length + chunk.length > maxBytes) {
      over = true;
      continue;
    }
    if (length + chunk.length > buf.length) {
      const grown = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(buf.length * 2, length + chunk.length)));
      buf.copy(grown, 0, 0, length);
      buf = grown;
    }
    buf.set(chunk, length);
    length += chunk.length;
  }
  if (over || part.file.truncated) throw fileTooLarge(maxBytes);
  return length === buf.length ? buf : buf.subarray(0, length);
}

/**
 * The single file part of a multipart upload, streamed into memory with a size cap (`streamPart`): reading stops being
 * kept at the first byte over `maxBytes` and the request fails with 413. No part, or a request that is not multipart,
 * is a 400.
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
    // The request's length bounds the file's (it also carries the part's headers and boundaries).
    return await streamPart(part, maxBytes, Number(request.headers['content-length']));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge(maxBytes);
    throw fail.badRequest('文件上传不完整，请重试');
  }
}
