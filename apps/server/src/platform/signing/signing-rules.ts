import { DEFAULT_SIGNATURE_RULES } from '@scf/api/contract';
import type { CERT_TYPES, SIGN_ALGS, SignatureRule } from '@scf/api/contract';
import { normalizeSerial } from './serial';

export type CertType = (typeof CERT_TYPES)[number];
export type SignAlg = (typeof SIGN_ALGS)[number];

/**
 * The rule for a certificate serial, from the contract's table (the one the rules call serves and the signing SDK
 * falls back to): the algorithm comes from here and the stored binding, never from the request's `algorithmType`.
 */
export function ruleForSerial(serial: string): SignatureRule | undefined {
  const s = normalizeSerial(serial);
  return DEFAULT_SIGNATURE_RULES.find((r) => s.startsWith(r.serialPrefix));
}
