import { SigningError } from './errors';
import { bytesToHex, hexToBytes } from './encoding';
import type { CertType } from './types';

/** SPKI header for an SM2 key: id-ecPublicKey with curve sm2p256v1 (1.2.156.10197.1.301), then the 65-byte point. */
const SM2_SPKI_PREFIX = '3059301306072a8648ce3d020106082a811ccf5501822d034200';
const SM2_CURVE_OID = '06082a811ccf5501822d';
const RSA_OID = '06092a864886f70d010101';

/** DER SubjectPublicKeyInfo of an uncompressed SM2 public key (`04‖X‖Y`, 130 hex chars). */
export function sm2PublicKeyToSpki(publicKeyHex: string): Uint8Array<ArrayBuffer> {
  if (!/^04[0-9a-f]{128}$/i.test(publicKeyHex)) throw new SigningError('ALGORITHM_FAILED', 'not an uncompressed SM2 key');
  return hexToBytes(SM2_SPKI_PREFIX + publicKeyHex.toLowerCase());
}

/** The uncompressed SM2 point inside an SM2 SPKI. */
export function spkiToSm2PublicKey(spki: Uint8Array): string {
  const hex = bytesToHex(spki);
  if (!hex.startsWith(SM2_SPKI_PREFIX)) throw new SigningError('ALGORITHM_FAILED', 'not an SM2 SubjectPublicKeyInfo');
  return hex.slice(SM2_SPKI_PREFIX.length);
}

/** The key type from the SPKI's algorithm OIDs (a certificate's real key, not what anyone claims). */
export function certTypeOfSpki(spki: Uint8Array): CertType {
  const hex = bytesToHex(spki.subarray(0, 40));
  if (hex.includes(SM2_CURVE_OID)) return 'SM2';
  if (hex.includes(RSA_OID)) return 'RSA';
  throw new SigningError('ALGORITHM_FAILED', 'unsupported public key algorithm');
}
