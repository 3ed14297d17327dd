import { createPrivateKey, sign as nodeSign } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { SM2_DEFAULT_USER_ID } from '@scf/signing';
import type { AgentSignRequest } from '@scf/signing';
import type { StoredKey } from './key-store';

/** Agent-level failure with the hardware-style code the driver maps (GM/T 0016 SKF values). */
export class AgentError extends Error {
  override readonly name = 'AgentError';
  constructor(
    readonly errorcode: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

export const SAR = {
  invalidHandle: 0x0a000005,
  invalidParam: 0x0a000006,
  /** SAR_KEYNOTFOUNTERR: the token holds no key for the certificate's public key. */
  keyNotFound: 0x0a00001b,
  deviceRemoved: 0x0a000023,
} as const;

/**
 * Sign like a Ukey: RSA PKCS#1 v1.5 over SHA-1/SHA-256 with node:crypto, SM2 with sm-crypto (DER, GM/T 0009
 * default user id unless asked otherwise). The algorithm must fit the key, as a real token insists.
 */
export function signWithKey(key: StoredKey, request: AgentSignRequest): { signatureB64: string; format: 'pkcs1' | 'sm2-der' } {
  if (key.certType === 'RSA') {
    const hash = request.alg === 'SHA1withRSA' ? 'sha1' : request.alg === 'SHA256withRSA' ? 'sha256' : undefined;
    if (!hash) throw new AgentError(SAR.invalidParam, `RSA key cannot sign ${request.alg}`);
    const privateKey = createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
    return { signatureB64: nodeSign(hash, Buffer.from(request.original, 'utf8'), privateKey).toString('base64'), format: 'pkcs1' };
  }
  if (request.alg !== 'SM3withSM2') throw new AgentError(SAR.invalidParam, `SM2 key cannot sign ${request.alg}`);
  const der = sm2.doSignature(request.original, key.privateKey, {
    hash: true,
    der: true,
    publicKey: sm2.getPublicKeyFromPrivateKey(key.privateKey),
    userId: request.sm2UserId ?? SM2_DEFAULT_USER_ID,
  });
  return { signatureB64: Buffer.from(der, 'hex').toString('base64'), format: 'sm2-der' };
}
