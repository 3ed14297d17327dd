import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord, UploadPolicy } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { fileTooLarge } from '../../platform/http/multipart';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertFile, insertPolicy, policyOf, usePolicy } from './files.repo';
import type { PolicyRow } from './files.repo';
import { maxBytesFor } from './files.rules';
import { deleteObject, getObject, postPolicy } from './files.s3';
import { toFileRecord } from './files.view';
import { FILE_MESSAGES, POLICY_TTL_MS, checkContent, typeOrFail, uploadLimits } from './files.service';
import { checkDailyQuota } from './files.quota';
import type { FileStoreDeps } from './files.service';
/** Uploads to the bucket under a signed post policy (ADR 0014): the policy, the callback token, the confirmation. */

/** How long after the policy expired its upload may still be confirmed (the upload itself started in time). */
const CALLBACK_GRACE_MS = 10 * 60_000;

export const policyRefused = () => new ApiError(403, 'FILE_POLICY', FILE_MESSAGES.policy);

/** The issued policy behind `key`, if it is the actor's, of that storage, unused and (with `grace`) not expired. */
export async function livePolicy(env: ServiceEnv, actor: Actor, key: string, storage: 'db' | 'oss', graceMs = 0): Promise<PolicyRow> {
  const policy = await policyOf(env.db, key);
  if (!policy || policy.storage !== storage || policy.corp_id !== actor.corpId || policy.user_id !== actor.userId || policy.used_at !== null)
    throw policyRefused();
  if (env.now > policy.expires_at + graceMs) throw policyRefused();
  return policy;
}

export const extOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1);

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
  await checkDailyQuota(env.db, actor, env.now, 0, true);
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
