import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { X509CertificateGenerator } from '@peculiar/x509';

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
export const TEST_BANK_CA_NAME = 'CN=SCF Test Bank CA, O=China Construction Bank, C=CN';

export interface TestBankCa {
  /** The CA's own certificate (base64 DER): the test server trusts it beside the demo CCB CA. */
  certDerB64: string;
  /** A bank-issued certificate for a key (serial 1… for RSA, 2… for SM2, as the signing rules expect). */
  issue(
    spkiB64: string,
    certType: 'RSA' | 'SM2',
    subject?: string,
    validity?: { notBefore: Date; notAfter: Date },
  ): Promise<{ certDerB64: string; serial: string }>;
}

async function createTestBankCa(): Promise<TestBankCa> {
  const keys = (await webcrypto.subtle.generateKey(ALG, false, ['sign', 'verify'])) as CryptoKeyPair;
  const ca = await X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: TEST_BANK_CA_NAME,
    keys,
    signingAlgorithm: ALG,
    notBefore: new Date('2024-01-01T00:00:00Z'),
    notAfter: new Date('2040-01-01T00:00:00Z'),
  });
  return {
    certDerB64: Buffer.from(ca.rawData).toString('base64'),
    async issue(
      spkiB64,
      certType,
      subject = 'CN=测试, O=测试企业, C=CN',
      validity = { notBefore: new Date('2025-01-01T00:00:00Z'), notAfter: new Date('2035-01-01T00:00:00Z') },
    ) {
      const serial = `${certType === 'SM2' ? '2' : '1'}${randomBytes(9).toString('hex')}`;
      const cert = await X509CertificateGenerator.create({
        serialNumber: serial,
        subject,
        issuer: TEST_BANK_CA_NAME,
        publicKey: new Uint8Array(Buffer.from(spkiB64, 'base64')),
        signingKey: keys.privateKey,
        signingAlgorithm: ALG,
        ...validity,
      });
      return { certDerB64: Buffer.from(cert.rawData).toString('base64'), serial };
    },
  };
}

let shared: Promise<TestBankCa> | undefined;

/**
 * A bank CA of the tests' own (a real bank's Ukeys are issued by its CA, never by the platform's test CA — issue 26
 * H1): one per test process, trusted by every test server, so a test can hand out fresh "hardware" certificates.
 */
export function testBankCa(): Promise<TestBankCa> {
  shared ??= createTestBankCa();
  return shared;
}
