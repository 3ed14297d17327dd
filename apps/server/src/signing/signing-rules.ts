import { normalizeSerial } from './serial';

export type CertType = 'RSA' | 'SM2';
export type SignAlg = 'SHA1withRSA' | 'SHA256withRSA' | 'SM3withSM2';

export interface SignatureRule {
  serialPrefix: string;
  certType: CertType;
  alg: SignAlg;
}

/**
 * The signature rules served at `/v1/auth/ccbca/rules` and used when a key is bound: the algorithm comes from
 * here and the stored binding, never from the request's `algorithmType` (no algorithm confusion). Same table as
 * @scf/signing's default: SM2 serials start with 2; RSA keys sign SHA-1 (spec §9).
 */
export const SIGNATURE_RULES: readonly SignatureRule[] = [
  { serialPrefix: '2', certType: 'SM2', alg: 'SM3withSM2' },
  { serialPrefix: '', certType: 'RSA', alg: 'SHA1withRSA' },
];

export function ruleForSerial(serial: string): SignatureRule | undefined {
  const s = normalizeSerial(serial);
  return SIGNATURE_RULES.find((r) => s.startsWith(r.serialPrefix));
}
