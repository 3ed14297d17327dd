import type { ApiClient } from '@scf/api';
import type { SoftCertResponse } from '@scf/api/contract';
import { generateSoftKey, installSoftCertificate } from '@scf/signing';
import type { CertType, SoftKeyStore } from '@scf/signing';
import { softDriverFor } from './drivers';

export interface SoftKeyCreated {
  /** The key's id in the store, its driver handle. */
  keyId: string;
  certificate: SoftCertResponse;
}

/**
 * Create a soft key and have the platform's test CA certify it (security.md §2.3): the new key signs the
 * server's registration original as proof of possession; the server issues a certificate for its SPKI and binds
 * it to the caller's current role in the same step; the certificate is installed next to the key.
 */
export async function createSoftKey(client: ApiClient, store: SoftKeyStore, certType: CertType): Promise<SoftKeyCreated> {
  const record = await generateSoftKey(store, { certType });
  try {
    const original = await client.ca.casOriginal();
    const proof = await softDriverFor(record.id, store).sign({ handle: record.id, original, alg: certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA' });
    const certificate = await client.ukey.softCertificate({ spkiB64: record.spkiB64, certType, original, proofB64: proof.signatureB64 });
    await installSoftCertificate(store, record.id, certificate.certDerB64, certificate.keyCode);
    return { keyId: record.id, certificate };
  } catch (error) {
    // A key without a certificate is of no use: do not leave it behind in the browser.
    await store.delete(record.id).catch(() => undefined);
    throw error;
  }
}
