import { base64ToBytes, bytesToHex, utf8 } from '../encoding';
import { spkiToSm2PublicKey } from '../spki';
import { SM2_DEFAULT_USER_ID } from '../types';
import type { SignAlg } from '../types';

export interface SignatureToCheck {
  /** The signer's certificate (base64 DER): the key comes from it, never from the one who shows the signature. */
  certDerB64: string;
  /** The exact original the key signed. */
  original: string;
  /** RSA PKCS#1 v1.5 bytes, or an SM2 DER signature (base64). */
  signatureB64: string;
  alg: SignAlg;
  /** SM2 only: the signer's user id (GM/T 0009 default `1234567812345678`). */
  sm2UserId?: string;
}

/**
 * Check a signature in the browser, independently of the platform (issue 26 item 11: 流转记录 re-checks each hop):
 * RSA with WebCrypto, SM2-SM3 with sm-crypto and the default user id, over the certificate's own public key.
 * False for a bad signature, a certificate that does not parse or a key that does not fit the algorithm.
 */
export async function verifySignature(s: SignatureToCheck): Promise<boolean> {
  try {
    await import('reflect-metadata');
    const { X509Certificate } = await import('@peculiar/x509');
    const spki = new Uint8Array(new X509Certificate(base64ToBytes(s.certDerB64)).publicKey.rawData);
    const signature = base64ToBytes(s.signatureB64);
    if (s.alg === 'SM3withSM2') {
      const { sm2 } = await import('sm-crypto');
      return sm2.doVerifySignature(s.original, bytesToHex(signature), spkiToSm2PublicKey(spki), {
        hash: true,
        der: true,
        userId: s.sm2UserId ?? SM2_DEFAULT_USER_ID,
      });
    }
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: s.alg === 'SHA256withRSA' ? 'SHA-256' : 'SHA-1' };
    const key = await globalThis.crypto.subtle.importKey('spki', spki, algorithm, false, ['verify']);
    return await globalThis.crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, utf8(s.original));
  } catch {
    return false;
  }
}
