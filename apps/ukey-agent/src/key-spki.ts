import { createPrivateKey, createPublicKey } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { spkiToSm2PublicKey } from '@scf/signing';
import type { StoredKey } from './key-store';

/** A comparable form of a public key: RSA as canonical SPKI DER hex, SM2 as the uncompressed point `04‖X‖Y`. */
function rsaSpkiHex(spki: Uint8Array): string {
  return createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' })
    .export({ format: 'der', type: 'spki' })
    .toString('hex');
}

/**
 * Whether a certificate's SubjectPublicKeyInfo is the stored key's public key, as a token checks before it
 * accepts a certificate: RSA derived from the PKCS#8 private key, SM2 from the private scalar (sm-crypto).
 */
export function spkiMatchesKey(key: StoredKey, certSpki: Uint8Array): boolean {
  try {
    if (key.certType === 'RSA') {
      const own = createPublicKey(createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' }));
      return own.export({ format: 'der', type: 'spki' }).toString('hex') === rsaSpkiHex(certSpki);
    }
    return sm2.getPublicKeyFromPrivateKey(key.privateKey).toLowerCase() === spkiToSm2PublicKey(certSpki).toLowerCase();
  } catch {
    // Another algorithm than the key's, or an SPKI that does not parse: not this key.
    return false;
  }
}
