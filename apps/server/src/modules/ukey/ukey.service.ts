import { randomInt } from 'node:crypto';
import type { CertificateRegistration, SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyChangeRequest } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { certTypeOfSpki, parseCertificate } from '../../platform/signing/certificate';
import { consumeChallenge } from '../../platform/signing/challenge-store';
import { checkRegistration } from '../../platform/signing/registered-certificate';
import type { CertificateAuthorities, RegisteredCertificate } from '../../platform/signing/registered-certificate';
import { SigningRejectedError } from '../../platform/signing/signing-errors';
import { verifySignature } from '../../platform/signing/verify-signature';
import { registrationScope } from '../signing';
import { bindWithRecord, changeWithRecord } from './key-operations';
import type { KeyBinding } from './ukey.repo';
import { holderNames, listCorpBindings, roleHolder } from './ukey.repo';
import { SOFT_KEY_CODE_PREFIX } from './ukey-fees';
import { checkSoftKeyEnrolment } from './soft-key-policy';
import { bindingView } from './ukey.view';

/** Key operations also need the CAs: the platform's (soft certificates, renewals) and the banks' it trusts. */
export type UkeyEnv = ServiceEnv & CertificateAuthorities;

const viewOf = async (q: Queryable, b: KeyBinding): Promise<UkeyBinding> => bindingView(b, await holderNames(q, b.userId));

/** Keys bound in the actor's corporation. */
export async function listBindings(q: Queryable, actor: Actor): Promise<UkeyBinding[]> {
  return Promise.all((await listCorpBindings(q, actor.corpId)).map((b) => viewOf(q, b)));
}

/**
 * A director presents a key to bind (新增Ukey, 更换Ukey): it is checked against the registration original issued to
 * them, then `store` binds it — one transaction; a refusal rolls it all back.
 */
function withPresentedKey<T>(
  env: UkeyEnv,
  director: Actor,
  input: { registration: CertificateRegistration; certDerB64: string },
  store: (tx: Queryable, key: RegisteredCertificate) => Promise<T>,
): Promise<T> {
  return env.db.transaction(async (tx) => store(tx, await checkRegistration(tx, env.now, env, input, registrationScope(director.userId, director.role))));
}

/** 新增Ukey (directors, spec §6): bind a presented key to a user's role in the director's corporation. */
export function bindKey(env: UkeyEnv, director: Actor, body: UkeyBindRequest): Promise<UkeyBinding> {
  return withPresentedKey(env, director, body, async (tx, { cert, bank, rule }) => {
    const target = await roleHolder(tx, body.userName, body.roleCode);
    if (!target || target.corpId !== director.corpId) throw fail.badRequest('用户或角色不存在');
    const bound = {
      corpId: target.corpId,
      userId: target.userId,
      roleCode: body.roleCode,
      cert,
      signAlg: rule.alg,
      bank: bank.code,
      ukeyCode: body.registration.ukeyCode,
      // checkRegistration let through only a bank CA's certificate: a hardware Ukey, whatever its printed number.
      medium: 'UKEY' as const,
      boundBy: director.userId,
    };
    return viewOf(tx, (await bindWithRecord(tx, env, 'ADD', bound, body.certDerB64, director)).binding);
  });
}

/**
 * Ukey认证 (domain-lines.md §15.6): the admin's own presented key, bound to the admin's role once `check` (the
 * real-name rules, in the same transaction) passed; a refusal of either rolls both back.
 */
export function bindOwnKey(
  env: UkeyEnv,
  actor: Actor,
  body: Pick<UkeyBindRequest, 'registration' | 'certDerB64'>,
  check: (tx: Queryable, cert: RegisteredCertificate['cert']) => Promise<void>,
): Promise<UkeyBinding> {
  return withPresentedKey(env, actor, body, async (tx, { cert, bank, rule }) => {
    await check(tx, cert);
    const bound = {
      corpId: actor.corpId,
      userId: actor.userId,
      roleCode: actor.role,
      cert,
      signAlg: rule.alg,
      bank: bank.code,
      ukeyCode: body.registration.ukeyCode,
      medium: 'UKEY' as const,
      boundBy: actor.userId,
    };
    return viewOf(tx, (await bindWithRecord(tx, env, 'ADD', bound, body.certDerB64, actor)).binding);
  });
}

/** 更换Ukey (directors): the new key takes over the old one's role in one step. */
export function changeKey(env: UkeyEnv, director: Actor, body: UkeyChangeRequest): Promise<UkeyBinding> {
  return withPresentedKey(env, director, body, async (tx, registered) => {
    const change = { oldUkeyNo: body.oldUkeyNo, registered, ukeyCode: body.registration.ukeyCode, certDerB64: body.certDerB64, by: director };
    return viewOf(tx, await changeWithRecord(tx, env, change));
  });
}

/**
 * 软证书申请 (security.md §2.3): the test CA certifies a soft key for the actor's own current role once the key
 * proved possession over the registration original — for a director or the FI product manager, and never over
 * an active hardware Ukey (soft-key-policy.ts).
 */
export function applySoftCertificate(env: UkeyEnv, actor: Actor, body: SoftCertRequest): Promise<SoftCertResponse> {
  return env.db.transaction(async (tx) => {
    const spki = Buffer.from(body.spkiB64, 'base64');
    if (certTypeOfSpki(spki) !== body.certType) throw new SigningRejectedError('badCertificate', 'SPKI type differs from certType');
    await checkSoftKeyEnrolment(tx, actor);
    await consumeChallenge(tx, env.now, body.original, registrationScope(actor.userId, actor.role));
    const alg = body.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA';
    if (!verifySignature({ alg, spkiDer: spki, original: body.original, signatureB64: body.proofB64 }))
      throw new SigningRejectedError('badSignature', 'proof of possession');
    const issued = await env.testCa.issue(spki, body.certType, `CN=${actor.personName}, O=${actor.corpName}, C=CN`, env.now);
    const cert = parseCertificate(issued.certDerB64);
    if (!cert) throw new Error('issued certificate does not parse');
    const ukeyCode = `${SOFT_KEY_CODE_PREFIX}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const bound = {
      corpId: actor.corpId,
      userId: actor.userId,
      roleCode: actor.role,
      cert,
      signAlg: alg,
      bank: 'CCB',
      ukeyCode,
      medium: 'SOFT',
      boundBy: actor.userId,
    } as const;
    await bindWithRecord(tx, env, 'APPLY', bound, issued.certDerB64, actor);
    return { certDerB64: issued.certDerB64, serialNumber: cert.serialNorm, issuerDN: cert.issuerDN, subjectDN: cert.subjectDN, keyCode: ukeyCode };
  });
}
