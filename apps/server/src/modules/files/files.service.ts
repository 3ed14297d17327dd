import { createHash, randomBytes } from 'node:crypto';
import type { FileRecord, UploadRulesConfig } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { extOfKey, livePolicy, policyRefused } from './files.policy';
import type { Queryable } from '../../platform/db/db';
import { imageHolds } from './files.images';
import { checkDailyQuota, uploadSlot } from './files.quota';
import { insertFile, usePolicy } from './files.repo';
import type { PolicyRow } from './files.repo';
import { ALLOWED_EXTENSIONS, DEFAULT_LIMITS, contentProblem, fileTypeOf, maxBytesFor } from './files.rules';
import type { FileType, UploadLimits } from './files.rules';
import type { OssConfig } from './files.s3';
import { toFileRecord } from './files.view';

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
export function typeOrFail(fileName: string): FileType {
  const type = fileTypeOf(fileName);
  if (type === 'name') throw fail.badRequest(FILE_MESSAGES.name);
  if (type === 'extension') throw fail.badRequest(FILE_MESSAGES.extension);
  return type;
}

/** The content checks of every upload, wherever its bytes came from (the local endpoint or the bucket). */
export async function checkContent(content: Uint8Array, type: FileType): Promise<void> {
  if (content.length === 0) throw fail.badRequest(FILE_MESSAGES.empty);
  const problem = contentProblem(content, type);
  if (problem === 'mismatch') throw fail.badRequest(FILE_MESSAGES.mismatch);
  if (problem === 'archive') throw fail.badRequest(FILE_MESSAGES.archive);
  if (problem) throw fail.badRequest(FILE_MESSAGES.content);
  if ((type.mimeType === 'image/png' || type.mimeType === 'image/jpeg') && !(await imageHolds(content, type.mimeType)))
    throw fail.badRequest(FILE_MESSAGES.content);
}

/**
 * Store one upload (`/v1/files?fileName[&key]`): the name decides the type and its size limit before a byte is read
 * (the read stops with 413 at the first byte over it), the content must be what the name says, and the file belongs
 * to the uploader and the uploader's corporation; at most two uploads of a user are read at once (the others wait) and
 * a user stores at most the daily quota (files.quota.ts). With `key`, the upload is that of an issued post policy, which the
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
  // At most a few uploads are read into memory at once, and a user's day has a bound (files.quota.ts).
  await checkDailyQuota(env.db, actor, env.now, 0);
  const release = await uploadSlot(actor);
  let content: Uint8Array;
  try {
    content = await read(maxBytes);
  } finally {
    release();
  }
  await checkDailyQuota(env.db, actor, env.now, content.length);
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
