// Test-only certificate authority (not exported from the package): issues X.509 certificates for soft keys.
import 'reflect-metadata';
import { X509CertificateGenerator } from '@peculiar/x509';
import { base64ToBytes, bytesToBase64 } from '../encoding';

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

export interface TestCa {
  name: string;
  issue(spkiB64: string, subject: string, serialHex: string): Promise<string>;
}

/** An RSA test CA; it certifies RSA and SM2 subject keys alike (security.md §2.3 option 1 for SM2). */
export async function createTestCa(name = 'CN=SCF Test CA, O=China Construction Bank, C=CN'): Promise<TestCa> {
  const keys = (await crypto.subtle.generateKey(ALG, false, ['sign', 'verify'])) as CryptoKeyPair;
  return {
    name,
    async issue(spkiB64, subject, serialHex) {
      const cert = await X509CertificateGenerator.create({
        serialNumber: serialHex,
        subject,
        issuer: name,
        publicKey: base64ToBytes(spkiB64),
        signingKey: keys.privateKey,
        signingAlgorithm: ALG,
        notBefore: new Date('2025-01-01T00:00:00Z'),
        notAfter: new Date('2035-01-01T00:00:00Z'),
      });
      return bytesToBase64(new Uint8Array(cert.rawData));
    },
  };
}
