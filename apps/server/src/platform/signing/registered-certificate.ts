import type { CertificateRegistration, SignatureRule } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { bankOfIssuer } from './banks';
import type { BankIssuer } from './banks';
import { parseCertificate } from './certificate';
import type { ParsedCertificate } from './certificate';
import { consumeChallenge } from './challenge-store';
import type { ChallengeScope } from './challenge-store';
import { SigningRejectedError } from './signing-errors';
import { normalizeSerial } from './serial';
import { ruleForSerial } from './signing-rules';
import type { TestCa } from './test-ca';
import type { TrustAnchors } from './trust-anchors';
import { verifySignature } from './verify-signature';

export interface RegisteredCertificate {
  cert: ParsedCertificate;
  bank: BankIssuer;
  rule: SignatureRule;
}

export interface Registration {
  registration: CertificateRegistration;
  certDerB64: string;
}

/** Who issues what: the bank CAs the deployment trusts, and the platform's own CA, whose certificates are never Ukeys. */
export interface CertificateAuthorities {
  testCa: TestCa;
  trustAnchors: TrustAnchors;
}

/**
 * A key presented for binding (新增 and 更换Ukey), checked before anything is stored: the certificate parses, it is
 * not one the platform's own CA issued (a soft key or a renewal: issue 26 H1), its issuer is a known bank whose
 * configured CA really signed it, it is valid now, the claims of the registration info are the
 * certificate's, its key type fits the rules, and the key signed the registration original issued to `scope`
 * (consumed here, in the caller's transaction). Any failure is a SigningRejectedError.
 */
export async function checkRegistration(
  tx: Queryable,
  now: number,
  cas: CertificateAuthorities,
  input: Registration,
  scope: ChallengeScope,
): Promise<RegisteredCertificate> {
  const reg = input.registration;
  const cert = parseCertificate(input.certDerB64);
  if (!cert) throw new SigningRejectedError('badCertificate', 'unparseable certificate');
  const bank = bankOfIssuer(cert.issuerDN);
  const claimsMatch = normalizeSerial(reg.ukeyNo) === cert.serialNorm && reg.issuerDN === cert.issuerDN && bank?.code === reg.ukeyBank;
  if (!bank || !claimsMatch) throw new SigningRejectedError('badCertificate', `claims differ from certificate ${cert.serialNorm}`);
  if (cert.notBefore > now || cert.notAfter <= now) throw new SigningRejectedError('certExpired', cert.serialNorm);
  if (await cas.testCa.issued(cert.raw)) throw new SigningRejectedError('notBankIssued', `${cert.serialNorm} issued by the platform CA`);
  if (!(await cas.trustAnchors.issuedByBankCa(cert, bank, now)))
    throw new SigningRejectedError('badCertificate', `${cert.serialNorm} not issued by a ${bank.code} CA`);
  const rule = ruleForSerial(cert.serialNorm);
  if (!rule || rule.certType !== cert.certType) throw new SigningRejectedError('badCertificate', 'key type differs from the rules');
  await consumeChallenge(tx, now, reg.original, scope);
  if (!verifySignature({ alg: rule.alg, spkiDer: cert.spkiDer, original: reg.original, signatureB64: reg.signature })) {
    throw new SigningRejectedError('badSignature', `registration ${cert.serialNorm}`);
  }
  return { cert, bank, rule };
}
