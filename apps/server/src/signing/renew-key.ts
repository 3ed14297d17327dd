import { formatFen } from '@scf/api/money';
import type { UkeyRenewResponse } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { parseCertificate } from './certificate';
import { stateDigest } from './challenge-store';
import type { ChallengeScope } from './challenge-store';
import { activeBindingOf } from './key-binding';
import type { KeyBinding } from './key-binding';
import { bindWithRecord } from './key-operations';
import { SigningRejectedError } from './signing-errors';
import type { TestCa } from './test-ca';
import { feesFor, mediumOf } from './ukey-fees';
import type { OperationTime } from './ukey-requests';

/** The business type of 证书更新's challenge. */
export const RENEW_BUSINESS = 'UKEY_RENEW';

export interface Renewal {
  binding: KeyBinding;
  scope: ChallengeScope;
  /** What the renewal costs, yuan for display. */
  fee: string;
}

/**
 * The key a user renews: the one bound to their current role, active and unexpired (an expired key needs
 * 更换Ukey). The challenge is bound to its serial and expiry and the fee, so a key changed in between is refused.
 */
export async function renewalOf(q: Queryable, now: number, who: { userId: string; roleCode: string }, lock = false): Promise<Renewal> {
  const binding = await activeBindingOf(q, who.userId, who.roleCode, lock);
  if (!binding) throw new SigningRejectedError('notBound', `${who.userId}/${who.roleCode}`);
  if (binding.notAfter <= now) throw new SigningRejectedError('certExpired', binding.serialNorm);
  const fee = formatFen(feesFor('UPDATE', mediumOf(binding.ukeyCode)).reduce((sum, f) => sum + f.amountFen, 0n));
  const state = { serial: binding.serialNorm, notAfter: String(binding.notAfter), fee };
  return { binding, fee, scope: { ...who, businessType: RENEW_BUSINESS, businessIds: [binding.serialNorm], stateDigest: stateDigest(state) } };
}

/**
 * 证书更新's effect, after the key proved possession: the platform CA certifies the same public key under the same
 * subject for a year; the new certificate replaces the old binding (same user, role, printed number, bank and
 * algorithm) and an UPDATE waits for 证书下载. Until the certificate is written into the key, the key still
 * reports the old serial, so the signing SDK's serial check says "certificate mismatch".
 */
export async function renewWithRecord(tx: Queryable, at: OperationTime, testCa: TestCa, old: KeyBinding): Promise<UkeyRenewResponse> {
  const issued = await testCa.issue(old.spkiDer, old.certType, old.subjectDn, at.now);
  const cert = parseCertificate(issued.certDerB64);
  if (!cert) throw new Error('renewed certificate does not parse');
  const renewed = { corpId: old.corpId, userId: old.userId, roleCode: old.roleCode, cert, signAlg: old.signAlg, bank: old.bank, ukeyCode: old.ukeyCode, boundBy: old.userId };
  const { binding, requestId } = await bindWithRecord(tx, at, 'UPDATE', renewed, issued.certDerB64, null);
  return { requestId, certDerB64: issued.certDerB64, serialNumber: binding.serialNorm, notAfter: new Date(binding.notAfter).toISOString() };
}
