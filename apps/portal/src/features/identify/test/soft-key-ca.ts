import 'reflect-metadata';
import { X509CertificateGenerator } from '@peculiar/x509';
import { base64ToBytes, bytesToBase64 } from '@scf/signing';

/** The platform's test CA for soft keys as the server names it: a CCB organisation, so the default bank accepts it. */
export const SOFT_CA_NAME = 'CN=SCF Soft Key Test CA, O=China Construction Bank, C=CN';

const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
let caKeys: Promise<CryptoKeyPair> | undefined;
// jsdom's ArrayBuffer is another realm's, which Node's WebCrypto refuses: the serialised TBS goes over as a byte view.
const jsdomSafe = {
  subtle: { sign: (alg: AlgorithmIdentifier, key: CryptoKey, tbs: ArrayBuffer) => crypto.subtle.sign(alg, key, new Uint8Array(tbs)) },
} as Crypto;

/**
 * What the server's softCertificate call does, for page tests: certify the posted public key (RSA or SM2 SPKI),
 * so the page's real enrolment installs a certificate that matches its new key.
 */
export async function certifySoftKey(spkiB64: string, subject: string, serialNumber: string): Promise<string> {
  caKeys ??= crypto.subtle.generateKey(RSA_SHA256, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;
  const { privateKey } = await caKeys;
  const validity = { notBefore: new Date('2025-01-01T00:00:00Z'), notAfter: new Date('2099-01-01T00:00:00Z') };
  const params = {
    serialNumber,
    subject,
    issuer: SOFT_CA_NAME,
    publicKey: base64ToBytes(spkiB64),
    signingKey: privateKey,
    signingAlgorithm: RSA_SHA256,
    ...validity,
  };
  const issued = await X509CertificateGenerator.create(params, jsdomSafe);
  return bytesToBase64(new Uint8Array(issued.rawData));
}
