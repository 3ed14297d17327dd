import { MESSAGES } from '../messages';
import { ApiError } from '../client/errors';

/** RSA-2048 with OAEP(SHA-256) carries at most 256 − 2·32 − 2 = 190 bytes per block (security.md §1.7). */
export const OAEP_MAX_BYTES = 190;

/** Input the client refuses to encrypt, or a key it cannot use. Nothing is sent in either case. */
export class EncryptionError extends ApiError {
  override readonly name: string = 'EncryptionError';
}

export const ENCRYPTION_ERROR_CODE = { tooLong: 'ENCRYPT_TOO_LONG', failed: 'ENCRYPT_FAILED' } as const;

/** UTF-8 bytes as a "binary string" (one char per byte): jsencrypt pads chars as bytes, so Chinese must go in encoded. */
function utf8BinaryString(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

/**
 * Encrypts `text` for the server with RSA-OAEP(SHA-256) and returns base64 ciphertext. jsencrypt loads on first
 * use so pages that never encrypt do not carry it.
 */
export async function encryptText(publicKeyPem: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > OAEP_MAX_BYTES) {
    throw new EncryptionError(ENCRYPTION_ERROR_CODE.tooLong, MESSAGES.encryptTooLong, 0);
  }
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  let out: string | false;
  try {
    out = rsa.encryptOAEP(utf8BinaryString(bytes));
  } catch (cause) {
    throw new EncryptionError(ENCRYPTION_ERROR_CODE.failed, MESSAGES.encryptFailed, 0, { cause });
  }
  if (typeof out !== 'string' || out.length === 0) {
    throw new EncryptionError(ENCRYPTION_ERROR_CODE.failed, MESSAGES.encryptFailed, 0);
  }
  return out;
}
