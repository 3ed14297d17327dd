import type { CertInfo, CertType } from '../types';

/** One soft key at rest. Private material is a non-extractable CryptoKey (RSA) or AES-GCM-encrypted (SM2). */
export interface SoftKeyRecord {
  id: string;
  certType: CertType;
  createdAt: string;
  /** SubjectPublicKeyInfo DER, base64: what the test CA certifies. */
  spkiB64: string;
  rsa?: { privateKey: CryptoKey; hash: 'SHA-1' | 'SHA-256' };
  sm2?: { wrapKey: CryptoKey; iv: Uint8Array<ArrayBuffer>; encryptedPrivateKey: ArrayBuffer; publicKeyHex: string };
  /** Set once the CA's certificate is installed. */
  certificate?: Omit<CertInfo, 'handle'>;
}

/** Where soft keys live: IndexedDB in browsers, memory in tests. Values are stored by structured clone. */
export interface SoftKeyStore {
  get(id: string): Promise<SoftKeyRecord | undefined>;
  put(record: SoftKeyRecord): Promise<void>;
  list(): Promise<SoftKeyRecord[]>;
  delete(id: string): Promise<void>;
}

/** A store in memory (tests, Node). structuredClone mimics IndexedDB and keeps CryptoKeys non-extractable. */
export function createMemoryKeyStore(): SoftKeyStore {
  const map = new Map<string, SoftKeyRecord>();
  return {
    get: async (id) => map.get(id),
    put: async (record) => void map.set(record.id, structuredClone(record)),
    list: async () => [...map.values()],
    delete: async (id) => void map.delete(id),
  };
}
