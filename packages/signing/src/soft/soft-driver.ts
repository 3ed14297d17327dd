import { SigningError, asSigningError } from '../errors';
import { bytesToBase64, bytesToHex, hexToBytes, utf8 } from '../encoding';
import { matchesFilter } from '../certificate-filter';
import { SM2_DEFAULT_USER_ID } from '../types';
import type { CertInfo, SignRequest, SignResult, SigningDriver } from '../types';
import type { SoftKeyRecord, SoftKeyStore } from './key-store';
import { installSoftCertificate } from './soft-keys';

/** Version the soft driver reports, for diagnostics; the platform's minimum is a middleware version and skips it. */
export const SOFT_DRIVER_VERSION = '1.0.0';

export interface SoftDriverOptions {
  store: SoftKeyStore;
  version?: string;
  /** Only this key counts as inserted, so other soft keys in the store are never "a second key". */
  keyId?: string;
}

function toCertInfo(record: SoftKeyRecord): CertInfo | undefined {
  return record.certificate ? { handle: record.id, ...record.certificate } : undefined;
}

async function signRsa(record: SoftKeyRecord, request: SignRequest): Promise<string> {
  const rsa = record.rsa!;
  const wanted = request.alg === 'SHA1withRSA' ? 'SHA-1' : request.alg === 'SHA256withRSA' ? 'SHA-256' : undefined;
  // A WebCrypto RSA key is bound to one hash at generation; asking for another must fail, not silently differ.
  if (wanted !== rsa.hash) throw new SigningError('ALGORITHM_FAILED', `key signs ${rsa.hash}, asked ${request.alg}`);
  const signature = await globalThis.crypto.subtle.sign('RSASSA-PKCS1-v1_5', rsa.privateKey, utf8(request.original));
  return bytesToBase64(new Uint8Array(signature));
}

async function signSm2(record: SoftKeyRecord, request: SignRequest): Promise<string> {
  if (request.alg !== 'SM3withSM2') throw new SigningError('ALGORITHM_FAILED', `SM2 key asked ${request.alg}`);
  const sm2Key = record.sm2!;
  const { sm2 } = await import('sm-crypto');
  // The scalar is decrypted just in time and lives only in this call (security.md §2.3).
  const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: sm2Key.iv }, sm2Key.wrapKey, sm2Key.encryptedPrivateKey);
  const der = sm2.doSignature(request.original, bytesToHex(new Uint8Array(plain)), {
    hash: true,
    der: true,
    publicKey: sm2Key.publicKeyHex,
    userId: request.sm2UserId ?? SM2_DEFAULT_USER_ID,
  });
  return bytesToBase64(hexToBytes(der));
}

/**
 * The software key driver (security.md §2.3): real RSA-2048/SHA-1 via WebCrypto and SM2 via sm-crypto,
 * keys in IndexedDB. A test / no-key-mode credential, not a Ukey equivalent: XSS in the page can use it.
 */
export function createSoftDriver(options: SoftDriverOptions): SigningDriver {
  const { store, version = SOFT_DRIVER_VERSION, keyId } = options;
  return {
    id: 'soft',
    software: true,
    async isAvailable() {
      try {
        await store.list();
        return Boolean(globalThis.crypto?.subtle);
      } catch {
        return false;
      }
    },
    getVersion: async () => version,
    async listCertificates(filter) {
      const certs = (await store.list()).map(toCertInfo).filter((c): c is CertInfo => c !== undefined);
      return certs.filter((c) => (!keyId || c.handle === keyId) && matchesFilter(c, filter));
    },
    async sign(request): Promise<SignResult> {
      const record = await store.get(request.handle);
      if (!record) throw new SigningError('KEY_REMOVED', `no soft key ${request.handle}`);
      try {
        const signatureB64 = record.rsa ? await signRsa(record, request) : await signSm2(record, request);
        return {
          signatureB64,
          format: record.rsa ? 'pkcs1' : 'sm2-der',
          alg: request.alg,
          serialNumber: record.certificate?.serialNumber ?? '',
          issuerDN: record.certificate?.issuerDN ?? '',
        };
      } catch (error) {
        throw asSigningError(error, 'SIGN_FAILED');
      }
    },
    async importCertificate(handle, certDerB64) {
      if (keyId && handle !== keyId) throw new SigningError('KEY_REMOVED', `no soft key ${handle}`);
      await installSoftCertificate(store, handle, certDerB64);
    },
  };
}
