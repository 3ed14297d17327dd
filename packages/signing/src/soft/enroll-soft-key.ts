import { signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import type { EndpointCaller, SoftCertResponse } from '@scf/api/contract';
import type { SoftKeyStore } from './key-store';
import { createSoftDriver } from './soft-driver';
import { generateSoftKey, installSoftCertificate } from './soft-keys';
import type { GenerateSoftKeyOptions } from './soft-keys';

export interface SoftKeyEnrolled {
  /** The key's id in the store, its driver handle. */
  keyId: string;
  certificate: SoftCertResponse;
}

/**
 * Create a soft key and have the platform's test CA certify it (security.md §2.3): the new key signs the server's
 * registration original as proof of possession; the server issues a certificate for its public key and binds it to
 * the caller's current role in the same step; the certificate is installed next to the key. Rejects with the
 * platform's or the key's error; a key left without a certificate is deleted.
 */
export async function enrollSoftKey(transport: EndpointCaller, store: SoftKeyStore, options: GenerateSoftKeyOptions): Promise<SoftKeyEnrolled> {
  const record = await generateSoftKey(store, options);
  try {
    const original = await transport.call(signingEndpoints.registrationOriginal);
    const alg = options.certType === 'SM2' ? 'SM3withSM2' : options.rsaHash === 'SHA-256' ? 'SHA256withRSA' : 'SHA1withRSA';
    const proof = await createSoftDriver({ store, keyId: record.id }).sign({ handle: record.id, original, alg });
    const body = { spkiB64: record.spkiB64, certType: options.certType, original, proofB64: proof.signatureB64 };
    const certificate = await transport.call(ukeyEndpoints.softCertificate, { body });
    await installSoftCertificate(store, record.id, certificate.certDerB64, certificate.keyCode);
    return { keyId: record.id, certificate };
  } catch (error) {
    // A key without a certificate is of no use: do not leave it behind in the browser.
    await store.delete(record.id).catch(() => undefined);
    throw error;
  }
}
