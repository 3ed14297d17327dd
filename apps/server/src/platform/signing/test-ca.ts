import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { X509Certificate, X509CertificateGenerator, cryptoProvider } from '@peculiar/x509';
import type { Db } from '../db/db';
import type { CertType } from './signing-rules';

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
/** The issuer carries the bank name so the SDK's issuer check (spec §5 "issuer must match chosen bank") passes. */
export const TEST_CA_NAME = 'CN=SCF Soft Key Test CA, O=China Construction Bank, C=CN';
/** Soft-key certificates live one year. */
const VALIDITY_MS = 365 * 24 * 3600_000;

export interface TestCa {
  readonly name: string;
  /** The CA's own certificate (base64 DER): the chain of what it issued, in an evidence package. */
  readonly certDerB64: string;
  /** Certify a subject key (RSA or SM2 SPKI): serials start with 1 (RSA) or 2 (SM2), as the rules expect. */
  issue(spkiDer: Buffer, certType: CertType, subject: string, now: number): Promise<{ certDerB64: string; serialNumber: string }>;
  /** Whether a certificate was issued by this CA (signature checked, not just the name). */
  issued(cert: X509Certificate): Promise<boolean>;
}

interface StoredCa {
  privateKeyPkcs8: string;
  certDerB64: string;
}

async function createCaMaterial(): Promise<StoredCa> {
  const keys = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: TEST_CA_NAME,
    keys,
    signingAlgorithm: ALG,
    notBefore: new Date('2025-01-01T00:00:00Z'),
    notAfter: new Date('2045-01-01T00:00:00Z'),
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return { privateKeyPkcs8: pkcs8, certDerB64: Buffer.from(cert.rawData).toString('base64') };
}

/**
 * The reference server's test CA for soft keys (security.md §2.3): RSA-signed certificates carrying RSA or SM2
 * subject keys. Its key sits in `server_secret` so every replica issues under the same CA.
 */
export async function loadTestCa(db: Db): Promise<TestCa> {
  cryptoProvider.set(webcrypto as unknown as Crypto);
  const read = async () => (await db.query<{ value: string }>("SELECT value FROM server_secret WHERE name = 'test-ca'"))[0]?.value;
  let value = await read();
  if (!value) {
    await db.query("INSERT INTO server_secret (name, value) VALUES ('test-ca', $1) ON CONFLICT (name) DO NOTHING", [JSON.stringify(await createCaMaterial())]);
    value = await read();
  }
  if (!value) throw new Error('test CA missing');
  const stored = JSON.parse(value) as StoredCa;
  const signingKey = await webcrypto.subtle.importKey('pkcs8', Buffer.from(stored.privateKeyPkcs8, 'base64'), ALG, false, ['sign']);
  const caCert = new X509Certificate(Buffer.from(stored.certDerB64, 'base64'));
  return {
    name: TEST_CA_NAME,
    certDerB64: stored.certDerB64,
    async issue(spkiDer, certType, subject, now) {
      const serialNumber = `${certType === 'SM2' ? '2' : '1'}${randomBytes(9).toString('hex')}`;
      const cert = await X509CertificateGenerator.create({
        serialNumber,
        subject,
        issuer: TEST_CA_NAME,
        publicKey: new Uint8Array(spkiDer),
        signingKey: signingKey as CryptoKey,
        signingAlgorithm: ALG,
        notBefore: new Date(now - 60_000),
        notAfter: new Date(now + VALIDITY_MS),
      });
      return { certDerB64: Buffer.from(cert.rawData).toString('base64'), serialNumber };
    },
    async issued(cert) {
      if (cert.issuer !== caCert.subject) return false;
      return cert.verify({ publicKey: caCert.publicKey, signatureOnly: true }).catch(() => false);
    },
  };
}
