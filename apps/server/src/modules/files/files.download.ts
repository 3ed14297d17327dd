import type { PreviewRequest, PreviewResponse, ThumbnailType } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { THUMBNAIL_PX, thumbnail } from './files.images';
import { insertThumbnail, readableFile, readableFileMeta, thumbnailOf } from './files.repo';
import type { FileMetaRow, FileRow } from './files.repo';
import { isImage, isPreviewable } from './files.rules';
import { getObject, presignGet } from './files.s3';
import { downloadUrl, snapshotUrl } from './files.view';
import { FILE_MESSAGES } from './files.service';
import type { FileStoreDeps } from './files.service';
/** Reading stored files (spec §7): downloads, snapshots, previews and presigned bucket links, each for a reader the business allows. */

/** How long a presigned bucket download is valid. */
const PRESIGNED_TTL_S = 300;

/** A file the actor's corporation may read (its own, or linked to it by a business); else the same 404 as unknown. */
async function readable(env: ServiceEnv, actor: Actor, fileId: string): Promise<FileRow> {
  const row = await readableFile(env.db, fileId, actor.corpId);
  if (!row) throw fail.notFound(FILE_MESSAGES.notFound);
  return row;
}

async function readableMeta(env: ServiceEnv, actor: Actor, fileId: string): Promise<FileMetaRow> {
  const row = await readableFileMeta(env.db, fileId, actor.corpId);
  if (!row) throw fail.notFound(FILE_MESSAGES.notFound);
  return row;
}

/** The file's bytes, from its row or from the bucket. */
async function bytesOf(env: ServiceEnv, deps: FileStoreDeps, row: FileRow): Promise<Uint8Array> {
  if (row.content) return row.content;
  if (!deps.oss || !row.object_key) throw new Error(`file ${row.file_id} is in the bucket, and no bucket is configured`);
  const object = await getObject(deps.oss, row.object_key, env.now, Number(row.size_bytes));
  if (!object || object.tooLarge) throw fail.notFound(FILE_MESSAGES.notFound);
  return object.bytes;
}

/** A download, always as an attachment; `name` only sets the saved name. */
export async function downloadFile(env: ServiceEnv, actor: Actor, deps: FileStoreDeps, fileId: string, name?: string): Promise<FileReply> {
  const row = await readable(env, actor, fileId);
  return new FileReply(await bytesOf(env, deps, row), row.mime_type, name ?? row.file_name, 'attachment');
}

/**
 * The file as the browser shows it (`<img>`, the PDF viewer). An image at SMALL, MEDIUM or BIG is scaled down once
 * and cached (file_thumbnail); ORIGINAL is the file itself. A PDF has no thumbnail: every size is the PDF, inline in
 * the sandbox. An archive is never shown: its snapshot is a download.
 */
export async function snapshotFile(env: ServiceEnv, actor: Actor, deps: FileStoreDeps, fileId: string, size: ThumbnailType): Promise<FileReply> {
  const row = await readable(env, actor, fileId);
  if (!isPreviewable(row.mime_type)) return new FileReply(await bytesOf(env, deps, row), row.mime_type, row.file_name, 'attachment');
  if (!isImage(row.mime_type) || size === 'ORIGINAL') return new FileReply(await bytesOf(env, deps, row), row.mime_type, row.file_name, 'inline');
  const cached = await thumbnailOf(env.db, fileId, size);
  if (cached) return new FileReply(cached.content, cached.mime_type, row.file_name, 'inline');
  const made = await thumbnail(await bytesOf(env, deps, row), row.mime_type as 'image/png' | 'image/jpeg', THUMBNAIL_PX[size]);
  await insertThumbnail(env.db, fileId, size, row.mime_type, made, env.now);
  return new FileReply(made, row.mime_type, row.file_name, 'inline');
}

/** Where to preview a file (spec §3): images by their snapshot, PDF by its original, the rest (and isAttachment) by download. */
export async function previewFile(env: ServiceEnv, actor: Actor, fileId: string, request: PreviewRequest): Promise<PreviewResponse> {
  if (request.pkFile !== fileId) throw fail.badRequest();
  const row = await readableMeta(env, actor, fileId);
  const url =
    request.isAttachment || !isPreviewable(row.mime_type)
      ? downloadUrl(fileId)
      : snapshotUrl(fileId, isImage(row.mime_type) ? request.thumbnailType : 'ORIGINAL');
  return { useOss: false, url, mimeType: row.mime_type };
}

/**
 * A download address: for a file in the bucket a presigned GET (5 minutes, as an attachment of type
 * application/octet-stream with the RFC 6266 name); for a file in the database the download link (session only).
 */
export async function presignedDownload(env: ServiceEnv, actor: Actor, deps: FileStoreDeps, fileId: string): Promise<{ useOss: boolean; url: string }> {
  const row = await readableMeta(env, actor, fileId);
  if (row.storage !== 'oss' || !deps.oss || !row.object_key) return { useOss: false, url: downloadUrl(fileId) };
  const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`;
  return {
    useOss: true,
    url: presignGet(deps.oss, row.object_key, env.now, PRESIGNED_TTL_S, {
      'response-content-disposition': disposition,
      'response-content-type': 'application/octet-stream',
    }),
  };
}
