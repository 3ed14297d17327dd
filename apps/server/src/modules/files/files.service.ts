import { createHash, randomBytes } from 'node:crypto';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord, PreviewRequest, PreviewResponse, UploadPolicy } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { fileMetaOfCorp, fileOfCorp, insertFile } from './files.repo';
import { ALLOWED_EXTENSIONS, fileTypeOf, isImage, sniffMimeType } from './files.rules';
import { downloadUrl, snapshotUrl, toFileRecord } from './files.view';

export const FILE_MESSAGES = {
  /** Spec §8: the format message lists the allowed extensions. */
  extension: `仅支持上传${ALLOWED_EXTENSIONS.join('、')}格式的文件`,
  name: '文件名不合法，请修改文件名后重新上传',
  mismatch: '文件内容与文件格式不符，请上传真实的图片或PDF文件',
  empty: '文件内容为空，请重新选择文件',
  notFound: '文件不存在或无权访问',
} as const;

/** The name's type, or the refusal (nothing is read or stored for a refused name). */
function typeOrFail(fileName: string) {
  const type = fileTypeOf(fileName);
  if (type === 'name') throw fail.badRequest(FILE_MESSAGES.name);
  if (type === 'extension') throw fail.badRequest(FILE_MESSAGES.extension);
  return type;
}

/**
 * Store one upload (`/v1/files?fileName`): the name decides the type and its size limit before a byte is read, the
 * content must carry that type's magic bytes, and the file belongs to the uploader and the uploader's corporation.
 */
export async function storeUpload(env: ServiceEnv, actor: Actor, fileName: string, read: (maxBytes: number) => Promise<Uint8Array>): Promise<FileRecord> {
  const type = typeOrFail(fileName);
  const content = await read(type.maxBytes);
  if (content.length === 0) throw fail.badRequest(FILE_MESSAGES.empty);
  if (sniffMimeType(content) !== type.mimeType) throw fail.badRequest(FILE_MESSAGES.mismatch);
  const fileId = randomBytes(16).toString('hex');
  const sha256 = createHash('sha256').update(content).digest('hex');
  await insertFile(env.db, { fileId, corpId: actor.corpId, userId: actor.userId, fileName: fileName.normalize('NFC'), mimeType: type.mimeType, sha256, content, now: env.now });
  return toFileRecord({ file_id: fileId, mime_type: type.mimeType });
}

/** In the reference server the store is local: the "policy" says so and names the local upload endpoint (spec §3 useOss false). */
export function localUploadPolicy(localFileName: string): UploadPolicy {
  typeOrFail(localFileName);
  return { useOss: false, fileName: localFileName, url: fileEndpoints.upload.path, bucketName: '', policy: '', sign: '', accessKeyId: '', callback: '' };
}

async function ownFile(env: ServiceEnv, actor: Actor, fileId: string) {
  const row = await fileOfCorp(env.db, fileId, actor.corpId);
  if (!row) throw fail.notFound(FILE_MESSAGES.notFound);
  return row;
}

/** A download of the corporation's file, always as an attachment; `name` only sets the saved name. */
export async function downloadFile(env: ServiceEnv, actor: Actor, fileId: string, name?: string): Promise<FileReply> {
  const row = await ownFile(env, actor, fileId);
  return new FileReply(row.content, row.mime_type, name ?? row.file_name, 'attachment');
}

/**
 * The file as the browser shows it (an `<img>`, the PDF viewer). No image library here: every size is the original,
 * which the page scales.
 */
export async function snapshotFile(env: ServiceEnv, actor: Actor, fileId: string): Promise<FileReply> {
  const row = await ownFile(env, actor, fileId);
  return new FileReply(row.content, row.mime_type, row.file_name, 'inline');
}

/** Where to preview a file (spec §3): images and PDF by their snapshot link, or the download link when asked. */
export async function previewFile(env: ServiceEnv, actor: Actor, fileId: string, request: PreviewRequest): Promise<PreviewResponse> {
  if (request.pkFile !== fileId) throw fail.badRequest();
  const row = await fileMetaOfCorp(env.db, fileId, actor.corpId);
  if (!row) throw fail.notFound(FILE_MESSAGES.notFound);
  const url = request.isAttachment ? downloadUrl(fileId) : snapshotUrl(fileId, isImage(row.mime_type) ? request.thumbnailType : 'ORIGINAL');
  return { useOss: false, url, mimeType: row.mime_type };
}

/** A presigned download address: locally, the download link itself (valid with the session only). */
export async function presignedDownload(env: ServiceEnv, actor: Actor, fileId: string): Promise<{ useOss: false; url: string }> {
  if (!(await fileMetaOfCorp(env.db, fileId, actor.corpId))) throw fail.notFound(FILE_MESSAGES.notFound);
  return { useOss: false, url: downloadUrl(fileId) };
}
