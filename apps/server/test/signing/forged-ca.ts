import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { X509CertificateGenerator } from '@peculiar/x509';
import { TEST_CA_NAME } from '../../src/platform/signing/test-ca';

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

/** An attacker's CA that copies a trusted CA's name (the test CA's by default): certificates it issues must not be accepted. */
export async function createForgedCa(issuer = TEST_CA_NAME) {
  const keys = (await webcrypto.subtle.generateKey(ALG, false, ['sign', 'verify'])) as CryptoKeyPair;
  return {
    async issue(spkiB64: string, serialNumber: string) {
      const cert = await X509CertificateGenerator.create({
        serialNumber,
        subject: 'CN=forged',
        issuer,
        publicKey: new Uint8Array(Buffer.from(spkiB64, 'base64')),
        signingKey: keys.privateKey,
        signingAlgorithm: ALG,
        notBefore: new Date('2025-01-01T00:00:00Z'),
        notAfter: new Date('2035-01-01T00:00:00Z'),
      });
      return { certDerB64: Buffer.from(cert.rawData).toString('base64'), issuerDN: cert.issuer };
    },
  };
}
