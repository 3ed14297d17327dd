import { randomBytes } from 'node:crypto';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { endUserSessions } from '../../platform/security/session-store';
import type { ParsedCertificate } from '../../platform/signing/certificate';
import type { RegisteredCertificate } from '../../platform/signing/registered-certificate';
import { SigningRejectedError } from '../../platform/signing/signing-errors';
import type { SignAlg } from '../../platform/signing/signing-rules';
import { recordRequest } from './request-records';
import type { OperationTime } from './request-records';
import { activeBindingOf, findBinding, insertBinding, lockActiveCorpSerial, revokeCorpSerial, revokeRoleBindings, setTailNumber } from './ukey.repo';
import type { KeyBinding, KeyMedium } from './ukey.repo';

export interface NewBinding {
  corpId: string;
  userId: string;
  roleCode: string;
  cert: ParsedCertificate;
  signAlg: SignAlg;
  bank: string;
  ukeyCode: string;
  /** UKEY for a bank CA's certificate (新增, 更换), SOFT for the platform CA's (软证书申请); a renewal keeps the old. */
  medium: KeyMedium;
  boundBy: string;
}

/** The tail number shown as "insert the key with tail number …" (spec §3 uKeyCodeSuffix). */
export const keyCodeSuffix = (ukeyCode: string) => ukeyCode.slice(-4);

/**
 * The holder's sessions end when their key is replaced or revoked (security.md §1.1), except the session the caller
 * did it from when the caller is the holder; `caller` is null outside a request (the seed).
 */
const endHolderSessions = (tx: Queryable, holderUserId: string, caller: Actor | null) =>
  endUserSessions(tx, holderUserId, caller && caller.userId === holderUserId ? caller.sessionId : null);

/**
 * Store a binding (security.md §2.5): one active key per user and role (a new one replaces the old), and one binding
 * per certificate in its life — a revoked binding stays, so its certificate never comes back (issue 26 H1: a soft
 * certificate was rebound under a hardware printed number); the role's uKeyCodeSuffix follows the key.
 */
async function bindKey(tx: Queryable, now: number, b: NewBinding, certDerB64: string): Promise<KeyBinding> {
  const existing = await findBinding(tx, b.cert.issuerDN, b.cert.serialNorm);
  if (existing) throw new SigningRejectedError('boundBefore', `${b.cert.serialNorm} bound before (${existing.status})`);
  await revokeRoleBindings(tx, b.userId, b.roleCode);
  const { cert } = b;
  await insertBinding(tx, {
    bindingId: `ub_${randomBytes(9).toString('base64url')}`,
    corpId: b.corpId,
    userId: b.userId,
    roleCode: b.roleCode,
    issuerDn: cert.issuerDN,
    serialNorm: cert.serialNorm,
    subjectDn: cert.subjectDN,
    spkiDer: cert.spkiDer,
    certType: cert.certType,
    signAlg: b.signAlg,
    bank: b.bank,
    ukeyCode: b.ukeyCode,
    medium: b.medium,
    certDerB64,
    notAfter: cert.notAfter,
    boundBy: b.boundBy,
    boundAt: now,
  });
  await setTailNumber(tx, b.userId, b.roleCode, keyCodeSuffix(b.ukeyCode));
  const stored = await findBinding(tx, cert.issuerDN, cert.serialNorm);
  if (!stored) throw new Error('binding not stored');
  return stored;
}

export interface RecordedBinding {
  binding: KeyBinding;
  requestId: string;
  /** The binding of the same user and role this one replaced. */
  replaced: KeyBinding | undefined;
}

/**
 * Bind a certificate (APPLY, ADD, CHANGE, UPDATE) and write its request record and bills in the same transaction.
 * The key bound to the same user and role before, if any, is revoked and named as the old serial; a rebinding to
 * another key ends the holder's sessions except the caller's.
 */
export async function bindWithRecord(
  tx: Queryable,
  at: OperationTime,
  kind: 'APPLY' | 'ADD' | 'CHANGE' | 'UPDATE',
  b: NewBinding,
  certDerB64: string,
  caller: Actor | null,
): Promise<RecordedBinding> {
  const replaced = await activeBindingOf(tx, b.userId, b.roleCode, true);
  const binding = await bindKey(tx, at.now, b, certDerB64);
  // A renewal (UPDATE) keeps the same key pair with the same holder: nothing to end.
  if (replaced && kind !== 'UPDATE') await endHolderSessions(tx, b.userId, caller);
  const requestId = await recordRequest(tx, at, { kind, binding, oldSerial: replaced?.serialNorm ?? null, certDerB64, createdBy: b.boundBy });
  return { binding, requestId, replaced };
}

export interface Revocation {
  corpId: string;
  ukeyNo: string;
  reason: string;
  by: Actor;
}

/**
 * 注销 (and 解除绑定): revoke the corporation's active binding of a certificate serial, clear the role's tail
 * number, end the holder's sessions and record a DELETE per revoked binding. Returns the request ids (none when
 * no active key of the corporation has that serial).
 */
export async function revokeWithRecord(tx: Queryable, at: OperationTime, r: Revocation): Promise<string[]> {
  const ids: string[] = [];
  for (const binding of await revokeCorpSerial(tx, r.corpId, r.ukeyNo)) {
    await setTailNumber(tx, binding.userId, binding.roleCode, '');
    await endHolderSessions(tx, binding.userId, r.by);
    ids.push(
      await recordRequest(tx, at, { kind: 'DELETE', binding, oldSerial: binding.serialNorm, certDerB64: null, reason: r.reason, createdBy: r.by.userId }),
    );
  }
  return ids;
}

export interface KeyChange {
  oldUkeyNo: string;
  /** The new key, checked like a key being bound. */
  registered: RegisteredCertificate;
  ukeyCode: string;
  certDerB64: string;
  by: Actor;
}

/**
 * 更换Ukey: the new key takes over the role of the corporation's active key `oldUkeyNo` (old REVOKED, new ACTIVE,
 * tail number follows), the CHANGE is recorded and the holder's sessions end — one transaction.
 */
export async function changeWithRecord(tx: Queryable, at: OperationTime, c: KeyChange): Promise<KeyBinding> {
  const old = await lockActiveCorpSerial(tx, c.by.corpId, c.oldUkeyNo);
  const holder = old[0];
  if (old.length !== 1 || !holder) throw fail.badRequest('原Ukey不存在或已注销');
  const { cert, rule, bank } = c.registered;
  const newBinding = {
    corpId: c.by.corpId,
    userId: holder.userId,
    roleCode: holder.roleCode,
    cert,
    signAlg: rule.alg,
    bank: bank.code,
    ukeyCode: c.ukeyCode,
    medium: 'UKEY' as const,
    boundBy: c.by.userId,
  };
  return (await bindWithRecord(tx, at, 'CHANGE', newBinding, c.certDerB64, c.by)).binding;
}
