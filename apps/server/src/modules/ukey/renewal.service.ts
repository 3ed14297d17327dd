import { formatFen } from '@scf/api/money';
import type { SignaturePayload, UkeyRenewResponse } from '@scf/api/contract';
import { shanghaiDate } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { parseCertificate } from '../../platform/signing/certificate';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { SigningRejectedError } from '../../platform/signing/signing-errors';
import type { TestCa } from '../../platform/signing/test-ca';
import { bindWithRecord } from './key-operations';
import { runKeySignedOperation } from './key-signed-operation';
import type { OperationTime } from './request-records';
import { activeBindingOf } from './ukey.repo';
import type { KeyBinding } from './ukey.repo';
import { feesFor } from './ukey-fees';
import type { UkeyEnv } from './ukey.service';

/** The business type of 证书更新's challenge. */
const RENEW_BUSINESS = 'UKEY_RENEW';

interface Renewal {
  binding: KeyBinding;
  scope: ChallengeScope;
  /** What the renewal costs, yuan for display. */
  fee: string;
}

/**
 * The key the actor renews: the one bound to their current role, active and unexpired (an expired key needs
 * 更换Ukey). The challenge is bound to its serial, expiry and fee, so a key changed in between is refused.
 */
async function renewalOf(q: Queryable, now: number, actor: Actor, lock = false): Promise<Renewal> {
  const binding = await activeBindingOf(q, actor.userId, actor.role, lock);
  if (!binding) throw new SigningRejectedError('notBound', `${actor.userId}/${actor.role}`);
  if (binding.notAfter <= now) throw new SigningRejectedError('certExpired', binding.serialNorm);
  const fee = formatFen(feesFor('UPDATE', binding.medium).reduce((sum, f) => sum + f.amountFen, 0n));
  const state = { serial: binding.serialNorm, notAfter: String(binding.notAfter), fee };
  return {
    binding,
    fee,
    scope: { userId: actor.userId, roleCode: actor.role, businessType: RENEW_BUSINESS, businessIds: [binding.serialNorm], stateDigest: stateDigest(state) },
  };
}

/** 证书更新: a single-use original for the key bound to the actor's current role. */
export async function renewalOriginal(env: ServiceEnv, actor: Actor): Promise<string> {
  const { binding, scope, fee } = await renewalOf(env.db, env.now, actor);
  return issueChallenge(env.db, env.now, scope, [
    '证书更新',
    `企业：${actor.corpName}`,
    `用户：${actor.personName}（${actor.userName}）`,
    `Ukey编号：${binding.ukeyCode}`,
    `当前证书序列号：${binding.serialNorm}`,
    `当前证书有效期至：${shanghaiDate(binding.notAfter)}`,
    `证书服务费（1年）：${fee}元`,
  ]);
}

/**
 * 证书更新's effect, after the key proved possession: the platform CA certifies the same public key under the same
 * subject for a year; the new certificate replaces the old binding (same user, role, printed number, bank and
 * algorithm) and an UPDATE waits for 证书下载. Until the certificate is written into the key, the key still
 * reports the old serial, so the signing SDK's serial check says "certificate mismatch".
 */
async function renewWithRecord(tx: Queryable, at: OperationTime, testCa: TestCa, old: KeyBinding): Promise<UkeyRenewResponse> {
  const issued = await testCa.issue(old.spkiDer, old.certType, old.subjectDn, at.now);
  const cert = parseCertificate(issued.certDerB64);
  if (!cert) throw new Error('renewed certificate does not parse');
  const renewed = {
    corpId: old.corpId,
    userId: old.userId,
    roleCode: old.roleCode,
    cert,
    signAlg: old.signAlg,
    bank: old.bank,
    ukeyCode: old.ukeyCode,
    // The same key pair, proven by its own signature: a Ukey stays a Ukey though the platform CA signs its renewal.
    medium: old.medium,
    boundBy: old.userId,
  };
  const { binding, requestId } = await bindWithRecord(tx, at, 'UPDATE', renewed, issued.certDerB64, null);
  return { requestId, certDerB64: issued.certDerB64, serialNumber: binding.serialNorm, notAfter: new Date(binding.notAfter).toISOString() };
}

/** The same gate as a business submission: the stored key of the current role signed this renewal's challenge. */
export function renewKey(env: UkeyEnv, actor: Actor, payload: SignaturePayload): Promise<UkeyRenewResponse> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => (await renewalOf(tx, env.now, actor, true)).scope,
    effect: async (tx) => renewWithRecord(tx, env, env.testCa, (await renewalOf(tx, env.now, actor)).binding),
  });
}
