import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord, PreviewRequest, PreviewResponse, ThumbnailType, UploadPolicy, UploadRulesConfig } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { FileReply } from '../../platform/http/file-reply';
import { fileTooLarge } from '../../platform/http/multipart';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import type { Queryable } from '../../platform/db/db';
import { THUMBNAIL_PX, imageHolds, thumbnail } from './files.images';
import { insertFile, insertPolicy, insertThumbnail, policyOf, readableFile, readableFileMeta, thumbnailOf, usePolicy } from './files.repo';
import type { FileMetaRow, FileRow, PolicyRow } from './files.repo';
import { ALLOWED_EXTENSIONS, DEFAULT_LIMITS, contentProblem, fileTypeOf, isImage, isPreviewable, maxBytesFor } from './files.rules';
import type { FileType, UploadLimits } from './files.rules';
import { deleteObject, getObject, postPolicy, presignGet } from './files.s3';
import type { OssConfig } from './files.s3';
import { downloadUrl, snapshotUrl, toFileRecord } from './files.view';

export const FILE_MESSAGES = {
  /** Spec §8: the format message lists the allowed extensions. */
  extension: `仅支持上传${ALLOWED_EXTENSIONS.join('、')}格式的文件`,
  name: '文件名不合法，请修改文件名后重新上传',
  mismatch: '文件内容与文件格式不符，请上传真实的文件',
  content: '文件内容不安全或已损坏（含脚本、网页代码或多余数据），请重新选择文件',
  archive: '压缩包内文件过多、压缩比异常或含有不安全的路径，请检查后重新上传',
  empty: '文件内容为空，请重新选择文件',
  notFound: '文件不存在或无权访问',
  policy: '上传凭证无效或已过期，请重新上传',
  callback: '上传回调校验失败',
  missing: '未找到已上传的文件，请重新上传',
} as const;

/** How long a post policy allows its upload (security.md §1.6: ≤ 10 minutes). */
export const POLICY_TTL_MS = 5 * 60_000;
/** How long after the policy expired its upload may still be confirmed (the upload itself started in time). */
const CALLBACK_GRACE_MS = 10 * 60_000;
/** How long a presigned bucket download is valid. */
const PRESIGNED_TTL_S = 300;

/** Where the server keeps what the file store needs besides the database: the bucket (null: bytes in the database). */
export interface FileStoreDeps {
  oss: OssConfig | null;
  /** Key of the callback tokens' HMAC. */
  callbackKey: Buffer;
}

/** The config key of the size limits: `{ "maxSizeKb": 61440, "sizeOverridesKb": { "zip": 102400 } }`. */
export const UPLOAD_CONFIG_KEY = 'FILE_UPLOAD';

const positiveKb = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1_048_576;

/** The limits in force: the stored config's valid values, else the spec's defaults. */
export async function uploadLimits(q: Queryable): Promise<UploadLimits> {
  const rows = await q.query<{ value_json: unknown }>('SELECT value_json FROM sys_config WHERE config_key = $1', [UPLOAD_CONFIG_KEY]);
  const v = (rows[0]?.value_json ?? {}) as { maxSizeKb?: unknown; sizeOverridesKb?: unknown };
  const overrides = v.sizeOverridesKb && typeof v.sizeOverridesKb === 'object' ? (v.sizeOverridesKb as Record<string, unknown>) : {};
  return {
    maxSizeKb: positiveKb(v.maxSizeKb) ? v.maxSizeKb : DEFAULT_LIMITS.maxSizeKb,
    sizeOverridesKb: Object.fromEntries(Object.entries(overrides).filter((e): e is [string, number] => ALLOWED_EXTENSIONS.includes(e[0]) && positiveKb(e[1]))),
  };
}

export async function uploadRules(env: ServiceEnv): Promise<UploadRulesConfig> {
  const limits = await uploadLimits(env.db);
  return { extensions: [...ALLOWED_EXTENSIONS], maxSizeKb: limits.maxSizeKb, sizeOverridesKb: { ...limits.sizeOverridesKb } };
}

/** The name's type, or the refusal (nothing is read or stored for a refused name). */
function typeOrFail(fileName: string): FileType {
  const type = fileTypeOf(fileName);
  if (type === 'name') throw fail.badRequest(FILE_MESSAGES.name);
  if (type === 'extension') throw fail.badRequest(FILE_MESSAGES.extension);
  return type;
}

/** The content checks of every upload, wherever its bytes came from (the local endpoint or the bucket). */
async function checkContent(content: Uint8Array, type: FileType): Promise<void> {
  if (content.length === 0) throw fail.badRequest(FILE_MESSAGES.empty);
  const problem = contentProblem(content, type);
  if (problem === 'mismatch') throw fail.badRequest(FILE_MESSAGES.mismatch);
  if (problem === 'archive') throw fail.badRequest(FILE_MESSAGES.archive);
  if (problem) throw fail.badRequest(FILE_MESSAGES.content);
  if ((type.mimeType === 'image/png' || type.mimeType === 'image/jpeg') && !(await imageHolds(content, type.mimeType)))
    throw fail.badRequest(FILE_MESSAGES.content);
}

const policyRefused = () => new ApiError(403, 'FILE_POLICY', FILE_MESSAGES.policy);

/** The issued policy behind `key`, if it is the actor's, of that storage, unused and (with `grace`) not expired. */
async function livePolicy(env: ServiceEnv, actor: Actor, key: string, storage: 'db' | 'oss', graceMs = 0): Promise<PolicyRow> {
  const policy = await policyOf(env.db, key);
  if (!policy || policy.storage !== storage || policy.corp_id !== actor.corpId || policy.user_id !== actor.userId || policy.used_at !== null)
    throw policyRefused();
  if (env.now > policy.expires_at + graceMs) throw policyRefused();
  return policy;
}

const extOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * Store one upload (`/v1/files?fileName[&key]`): the name decides the type and its size limit before a byte is read
 * (the read stops with 413 at the first byte over it), the content must be what the name says, and the file belongs
 * to the uploader and the uploader's corporation. With `key`, the upload is that of an issued post policy, which the
 * local store enforces as OSS would: the actor's own, unexpired, unused, this key, at most its size.
 */
export async function storeUpload(
  env: ServiceEnv,
  actor: Actor,
  query: { fileName: string; key?: string | undefined },
  read: (maxBytes: number) => Promise<Uint8Array>,
): Promise<FileRecord> {
  const type = typeOrFail(query.fileName);
  let maxBytes = maxBytesFor(type.ext, await uploadLimits(env.db));
  let policy: PolicyRow | undefined;
  if (query.key !== undefined) {
    policy = await livePolicy(env, actor, query.key, 'db');
    if (policy.file_name !== query.fileName.normalize('NFC') || extOfKey(policy.object_key) !== type.ext) throw policyRefused();
    maxBytes = Math.min(maxBytes, policy.max_bytes);
  }
  const content = await read(maxBytes);
  await checkContent(content, type);
  const fileId = policy?.file_id ?? randomBytes(16).toString('hex');
  const sha256 = createHash('sha256').update(content).digest('hex');
  await env.db.transaction(async (tx) => {
    if (policy && !(await usePolicy(tx, policy.object_key, env.now))) throw policyRefused();
    await insertFile(tx, {
      fileId,
      corpId: actor.corpId,
      userId: actor.userId,
      fileName: query.fileName.normalize('NFC'),
      mimeType: type.mimeType,
      sha256,
      sizeBytes: content.length,
      content,
      objectKey: null,
      now: env.now,
    });
  });
  return toFileRecord({ file_id: fileId, mime_type: type.mimeType });
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const tokenMac = (deps: FileStoreDeps, payload: string) => createHmac('sha256', deps.callbackKey).update(`file-callback|${payload}`).digest();

/** The callback token: the key and expiry, signed with the server's key (a forged or altered one fails `openToken`). */
function callbackToken(deps: FileStoreDeps, key: string, expiresAt: number): string {
  const payload = b64url(JSON.stringify({ k: key, e: expiresAt }));
  return `${payload}.${b64url(tokenMac(deps, payload))}`;
}

function openToken(deps: FileStoreDeps, token: string): { key: string; expiresAt: number } | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = tokenMac(deps, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k?: unknown; e?: unknown };
    return typeof v.k === 'string' && typeof v.e === 'number' ? { key: v.k, expiresAt: v.e } : null;
  } catch {
    return null;
  }
}

/** `yyyymm` in Beijing time (the key's month folder). */
const monthOf = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 7).replace('-', '');

/**
 * A post policy for one upload (spec §3, security.md §1.6): key `uploads/<corpId>/<yyyymm>/<random 128-bit>.<ext>`
 * (the original name is metadata only), size 1..maxBytes(ext), valid POLICY_TTL_MS. With a bucket configured it is a
 * SigV4 POST policy for it (`useOss: true`); without, the local store plays OSS and enforces the same conditions.
 */
export async function issuePolicy(env: ServiceEnv, actor: Actor, deps: FileStoreDeps, localFileName: string): Promise<UploadPolicy> {
  const type = typeOrFail(localFileName);
  const maxBytes = maxBytesFor(type.ext, await uploadLimits(env.db));
  const fileId = randomBytes(16).toString('hex');
  const key = `uploads/${actor.corpId}/${monthOf(env.now)}/${fileId}.${type.ext}`;
  const expiresAt = env.now + POLICY_TTL_MS;
  const storage = deps.oss ? 'oss' : 'db';
  await insertPolicy(
    env.db,
    {
      object_key: key,
      file_id: fileId,
      corp_id: actor.corpId,
      user_id: actor.userId,
      file_name: localFileName.normalize('NFC'),
      max_bytes: maxBytes,
      storage,
      expires_at: expiresAt,
    },
    env.now,
  );
  const callback = callbackToken(deps, key, expiresAt);
  if (!deps.oss) return { useOss: false, fileName: key, url: fileEndpoints.upload.path, bucketName: '', policy: '', sign: '', accessKeyId: '', callback };
  const p = postPolicy(deps.oss, key, maxBytes, env.now, expiresAt);
  return {
    useOss: true,
    fileName: key,
    url: p.url,
    bucketName: deps.oss.bucket,
    policy: p.policy,
    sign: p.signature,
    accessKeyId: deps.oss.accessKeyId,
    callback,
    fields: p.fields,
  };
}

/**
 * The browser's upload to the bucket is done (`POST /v1/files/oss/callback`): the token must carry the server's
 * signature, name an unused policy of the actor, and the object must be there, within the size and what its name
 * says (magic bytes and the rest of `checkContent`). Only then is the file recorded; a refused object is deleted.
 */
export async function confirmUpload(env: ServiceEnv, actor: Actor, deps: FileStoreDeps, token: string): Promise<FileRecord> {
  const opened = openToken(deps, token);
  if (!opened) throw new ApiError(403, 'FILE_CALLBACK', FILE_MESSAGES.callback);
  const oss = deps.oss;
  if (!oss) throw policyRefused();
  const policy = await livePolicy(env, actor, opened.key, 'oss', CALLBACK_GRACE_MS);
  if (policy.expires_at !== opened.expiresAt) throw policyRefused();
  const type = typeOrFail(policy.file_name);
  const object = await getObject(oss, policy.object_key, env.now, policy.max_bytes);
  if (!object) throw fail.badRequest(FILE_MESSAGES.missing);
  try {
    if (object.tooLarge) throw fileTooLarge(policy.max_bytes);
    await checkContent(object.bytes, type);
  } catch (error) {
    await deleteObject(oss, policy.object_key, env.now).catch(() => undefined);
    throw error;
  }
  const sha256 = createHash('sha256').update(object.bytes).digest('hex');
  await env.db.transaction(async (tx) => {
    if (!(await usePolicy(tx, policy.object_key, env.now))) throw policyRefused();
    await insertFile(tx, {
      fileId: policy.file_id,
      corpId: actor.corpId,
      userId: actor.userId,
      fileName: policy.file_name,
      mimeType: type.mimeType,
      sha256,
      sizeBytes: object.bytes.length,
      content: null,
      objectKey: policy.object_key,
      now: env.now,
    });
  });
  return toFileRecord({ file_id: policy.file_id, mime_type: type.mimeType });
}

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
