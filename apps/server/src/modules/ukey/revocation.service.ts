import { randomBytes } from 'node:crypto';
import type { UkeyDeleteOriginalRequest, UkeyDeleteRequest, UkeyLostRequest, UkeyLostSmsResponse, UkeyRequest, UkeyRevocation } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { runSignedOperation } from '../../platform/signing/signed-operation';
import { SigningRejectedError } from '../../platform/signing/signing-errors';
import { normalizeSerial } from '../../platform/signing/serial';
import { maskMobile, sendSmsCode, spendSmsCode } from '../auth';
import { revokeWithRecord } from './key-operations';
import { holderNames, lockActiveCorpSerial } from './ukey.repo';
import type { KeyBinding } from './ukey.repo';
import { decideRevocation, holderMobile, insertRevocation, lastSmsCode, listRevocations, lockRevocation } from './revocation.repo';
import { findRequest } from './ukey-requests.service';

/** The business type of a hardware Ukey's own 注销 signature. */
const DELETE_BUSINESS = 'UKEY_DELETE';
/** The SMS scene of a lost Ukey's 注销 (the code goes to the holder's registered mobile). */
const LOST_SCENE = 'UKEY_LOST';

/** Business refusals the 注销 page shows inline (HTTP 200 with the code, like a wrong password). */
export const revocationRefusal = {
  needsKey: () => new ApiError(200, 'UKEY_DELETE_NEEDS_KEY', '注销硬件Ukey须使用该Ukey签名确认；如Ukey遗失，请通过持有人手机短信验证并由另一位主管复核后注销'),
  unbindHardware: () => new ApiError(200, 'UKEY_UNBIND_HARDWARE', '硬件Ukey不能直接解除绑定，请通过注销Ukey办理'),
  smsInvalid: () => new ApiError(200, 'SMS_CODE_INVALID', '验证码错误或已失效，请重新获取'),
  noMobile: () => new ApiError(200, 'UKEY_HOLDER_NO_MOBILE', '持有人未登记手机号，无法短信验证，请联系平台客服'),
  sameDirector: () => new ApiError(200, 'MAKER_CHECKER', '复核人不能与经办人为同一人'),
  notHardware: () => new ApiError(200, 'UKEY_NOT_HARDWARE', '软证书可直接注销，无需短信验证'),
  pending: () => new ApiError(200, 'UKEY_REVOCATION_PENDING', '该Ukey已有待复核的注销申请'),
};

/** The corporation's active key of a serial, locked for the caller's transaction; refused when there is none. */
async function targetOf(tx: Queryable, corpId: string, ukeyNo: string): Promise<KeyBinding> {
  const [binding] = await lockActiveCorpSerial(tx, corpId, ukeyNo);
  if (!binding) throw fail.badRequest('该Ukey不存在或已注销');
  return binding;
}

const scopeOf = (director: Actor, binding: KeyBinding, reason: string): ChallengeScope => ({
  userId: director.userId,
  roleCode: director.role,
  businessType: DELETE_BUSINESS,
  businessIds: [binding.serialNorm],
  stateDigest: stateDigest({ binding: binding.bindingId, reason: reason.trim() }),
});

/** The original a hardware Ukey signs to revoke itself: whose key, which, why and who asks (security.md §2.6). */
export async function deleteOriginal(env: ServiceEnv, director: Actor, body: UkeyDeleteOriginalRequest): Promise<string> {
  const binding = await targetOf(env.db, director.corpId, body.ukeyNo);
  const holder = await holderNames(env.db, binding.userId);
  return issueChallenge(env.db, env.now, scopeOf(director, binding, body.reason), [
    '注销Ukey',
    `企业：${director.corpName}`,
    `持有人：${holder.personName}（${holder.userName}）`,
    `Ukey编号：${binding.ukeyCode}`,
    `证书序列号：${binding.serialNorm}`,
    `注销原因：${body.reason.trim()}`,
    `经办主管：${director.personName}（${director.userName}）`,
  ]);
}

const revoke = async (tx: Queryable, env: ServiceEnv, director: Actor, ukeyNo: string, reason: string): Promise<UkeyRequest> => {
  const [requestId] = await revokeWithRecord(tx, env, { corpId: director.corpId, ukeyNo, reason, by: director });
  if (!requestId) throw fail.badRequest('该Ukey不存在或已注销');
  return (await findRequest(tx, director.corpId, requestId)).view;
};

/**
 * 注销Ukey (directors). A soft key is revoked on the director's word; a hardware Ukey only with its own signature over
 * its 注销 original (issue 26 H1: with a password alone, 注销 was the first step to a soft key that passed for a
 * Ukey). A lost Ukey goes through `requestLostRevocation` and a second director instead.
 */
export function deleteKey(env: ServiceEnv, director: Actor, body: UkeyDeleteRequest): Promise<UkeyRequest> {
  const reason = body.reason.trim();
  const payload = body.payload;
  if (!payload) {
    return env.db.transaction(async (tx) => {
      const binding = await targetOf(tx, director.corpId, body.ukeyNo);
      if (binding.medium === 'UKEY') throw revocationRefusal.needsKey();
      return revoke(tx, env, director, binding.serialNorm, reason);
    });
  }
  let target: KeyBinding | undefined;
  return runSignedOperation({
    db: env.db,
    now: env.now,
    // The key proves itself here: the signing switch never stands in for a Ukey's own signature.
    signingEnabled: true,
    payload,
    scope: async (tx) => {
      target = await targetOf(tx, director.corpId, body.ukeyNo);
      return scopeOf(director, target, reason);
    },
    // Verified with the key being revoked, whoever holds it: only its signature proves the key is in hand.
    signingKey: async (_tx, _scope, cert) => {
      const key = target;
      if (!key || key.issuerDn !== cert.issuerDn || key.serialNorm !== normalizeSerial(cert.certSerialNo)) {
        throw new SigningRejectedError('notBound', `${cert.issuerDn}/${cert.certSerialNo} is not the key revoked`);
      }
      if (key.notAfter <= env.now) throw new SigningRejectedError('certExpired', key.serialNorm);
      return key;
    },
    effect: (tx) => revoke(tx, env, director, body.ukeyNo, reason),
  });
}

/** 解除绑定 of a soft key (directors); a hardware Ukey is revoked only through 注销. False when no such active key. */
export async function unbindKey(env: ServiceEnv, director: Actor, ukeyNo: string): Promise<boolean> {
  return env.db.transaction(async (tx) => {
    const [binding] = await lockActiveCorpSerial(tx, director.corpId, ukeyNo);
    if (!binding) return false;
    if (binding.medium === 'UKEY') throw revocationRefusal.unbindHardware();
    return (await revokeWithRecord(tx, env, { corpId: director.corpId, ukeyNo, reason: '解除绑定', by: director })).length > 0;
  });
}

/** A lost Ukey, step 1: a code to its holder's registered mobile (the 60 s per-mobile throttle applies). */
export async function sendLostKeySms(env: ServiceEnv, director: Actor, ukeyNo: string, demoTools: boolean): Promise<UkeyLostSmsResponse> {
  const binding = await targetOf(env.db, director.corpId, ukeyNo);
  if (binding.medium !== 'UKEY') throw revocationRefusal.notHardware();
  const mobile = await holderMobile(env.db, binding.userId);
  if (!mobile) throw revocationRefusal.noMobile();
  const sent = await sendSmsCode(env.db, { mobile, scene: LOST_SCENE }, env.now);
  const demoCode = demoTools ? await lastSmsCode(env.db, mobile, LOST_SCENE) : undefined;
  return { mobile: maskMobile(mobile), ...sent, ...(demoCode ? { demoCode } : {}) };
}

/**
 * A lost Ukey, step 2: the holder's code proves the holder asks (or agrees); the 注销 then waits for another director
 * of the corporation (`approveRevocation`). A wrong code is counted and refused after that commits.
 */
export async function requestLostRevocation(env: ServiceEnv, director: Actor, body: UkeyLostRequest): Promise<UkeyRevocation> {
  const id = await env.db.transaction(async (tx) => {
    const binding = await targetOf(tx, director.corpId, body.ukeyNo);
    if (binding.medium !== 'UKEY') throw revocationRefusal.notHardware();
    const mobile = await holderMobile(tx, binding.userId);
    if (!mobile) throw revocationRefusal.noMobile();
    if (!(await spendSmsCode(tx, { mobile, scene: LOST_SCENE, code: body.smsCode }, env.now))) return null;
    const revocationId = `URV${randomBytes(9).toString('hex').toUpperCase()}`;
    if (
      !(await insertRevocation(tx, {
        revocationId,
        corpId: director.corpId,
        bindingId: binding.bindingId,
        reason: body.reason.trim(),
        by: director.userId,
        now: env.now,
      }))
    )
      throw revocationRefusal.pending();
    return revocationId;
  });
  if (!id) throw revocationRefusal.smsInvalid();
  const row = (await listRevocations(env.db, director.corpId)).find((r) => r.revocationId === id);
  if (!row) throw new Error('revocation not stored');
  return row;
}

export const revocationsOf = (q: Queryable, director: Actor): Promise<UkeyRevocation[]> => listRevocations(q, director.corpId);

/** A lost Ukey, step 3: a second director of the corporation (not the one who asked) approves, and the key is revoked. */
export function approveRevocation(env: ServiceEnv, director: Actor, revocationId: string): Promise<UkeyRequest> {
  return env.db.transaction(async (tx) => {
    const pending = await lockRevocation(tx, director.corpId, revocationId);
    if (!pending || pending.status !== 'PENDING') throw fail.badRequest('该注销申请不存在或已处理');
    if (pending.requestedBy === director.userId) throw revocationRefusal.sameDirector();
    await decideRevocation(tx, revocationId, 'APPROVED', director.userId, env.now);
    return revoke(tx, env, director, pending.serialNorm, pending.reason);
  });
}
