import { SigningError } from '../errors';
import { bytesToBase64, bytesToHex, hexToBytes } from '../encoding';
import type { CertType } from '../types';
import { certInfoFromDer } from './certificate';
import type { SoftKeyRecord, SoftKeyStore } from './key-store';
import { sm2PublicKeyToSpki } from '../spki';

function subtleOf(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new SigningError('DRIVER_UNAVAILABLE', 'WebCrypto is not available (needs a secure context)');
  return subtle;
}

function randomId(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

export interface GenerateSoftKeyOptions {
  certType: CertType;
  /** RSA only: SHA-1 is the spec's Ukey algorithm (§9); SHA-256 when the rules table allows it. */
  rsaHash?: 'SHA-1' | 'SHA-256';
}

/**
 * Create a soft key (security.md §2.3) and store it. RSA: a non-extractable RSASSA-PKCS1-v1_5 2048 key.
 * SM2: an sm-crypto key whose private scalar is encrypted at rest with a non-extractable AES-GCM key.
 * Returns the record; send `spkiB64` to the platform's test CA with a proof of possession.
 */
export async function generateSoftKey(store: SoftKeyStore, options: GenerateSoftKeyOptions): Promise<SoftKeyRecord> {
  const subtle = subtleOf();
  const base = { id: randomId(), certType: options.certType, createdAt: new Date().toISOString() };
  let record: SoftKeyRecord;
  if (options.certType === 'RSA') {
    const hash = options.rsaHash ?? 'SHA-1';
    const pair = (await subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash }, false, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
    record = { ...base, spkiB64: bytesToBase64(spki), rsa: { privateKey: pair.privateKey, hash } };
  } else {
    const { sm2 } = await import('sm-crypto');
    const keys = sm2.generateKeyPairHex();
    const wrapKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const encryptedPrivateKey = await subtle.encrypt({ name: 'AES-GCM', iv }, wrapKey, hexToBytes(keys.privateKey.padStart(64, '0')));
    record = {
      ...base,
      spkiB64: bytesToBase64(sm2PublicKeyToSpki(keys.publicKey)),
      sm2: { wrapKey, iv, encryptedPrivateKey, publicKeyHex: keys.publicKey },
    };
  }
  await store.put(record);
  return record;
}

/**
 * Install the certificate the CA issued for a soft key, replacing any earlier one (a renewed certificate keeps
 * the key's printed number). Refuses a certificate for another public key or of another key type
 * (`CERT_KEY_MISMATCH`), so a mixed-up certificate can never be presented with this key.
 */
export async function installSoftCertificate(store: SoftKeyStore, id: string, certDerB64: string, keyCode?: string): Promise<SoftKeyRecord> {
  const record = await store.get(id);
  if (!record) throw new SigningError('KEY_REMOVED', `no soft key ${id}`);
  const { spki, ...info } = await certInfoFromDer(certDerB64);
  if (bytesToBase64(spki) !== record.spkiB64 || info.certType !== record.certType) {
    throw new SigningError('CERT_KEY_MISMATCH', 'certificate is for another key');
  }
  const code = keyCode ?? record.certificate?.keyCode ?? `SOFT${id.slice(-8).toUpperCase()}`;
  const updated: SoftKeyRecord = { ...record, certificate: { ...info, keyCode: code, provider: 'soft' } };
  await store.put(updated);
  return updated;
}
