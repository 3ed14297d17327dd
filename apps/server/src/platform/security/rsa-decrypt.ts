import { constants, privateDecrypt } from 'node:crypto';
import type { ServerSecrets } from './secrets';

/**
 * Decrypt a value the browser encrypted with `jsencrypt.encryptOAEP` (RSA-OAEP, SHA-256; security.md §0.3).
 * Returns null for an unknown key id or any failure: the caller answers as for a wrong password.
 */
export function decryptField(secrets: ServerSecrets, kid: string, base64: string): string | null {
  if (kid !== secrets.rsa.kid) return null;
  try {
    const plain = privateDecrypt(
      { key: secrets.rsa.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
