// Issues demo/test certificates for the agent's keys: an RSA "bank" CA certifies RSA and SM2 subject keys.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { X509CertificateGenerator } from '@peculiar/x509';
import { sm2 } from 'sm-crypto';
import { sm2PublicKeyToSpki } from '@scf/signing';
import type { StoredKey } from '../src/key-store';

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const SIGN_ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

export interface DemoKeySpec {
  id: string;
  user?: string;
  label: string;
  certType: 'RSA' | 'SM2';
  keyCode: string;
  subject: string;
}

/** Serial prefix follows @scf/signing's DEFAULT_SIGNATURE_RULES: SM2 serials start with 2, RSA with 1. */
function serialFor(certType: 'RSA' | 'SM2'): string {
  return (certType === 'SM2' ? '2' : '1') + randomBytes(9).toString('hex');
}

export async function createDemoCa(name: string) {
  const ca = (await crypto.subtle.generateKey(ALG, false, ['sign', 'verify'])) as CryptoKeyPair;
  const self = await X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name,
    keys: ca,
    signingAlgorithm: ALG,
    notBefore: new Date('2025-01-01T00:00:00Z'),
    notAfter: new Date('2045-12-31T00:00:00Z'),
  });
  return {
    name,
    /** The CA's own certificate (public): the platform's trust anchor for this bank's keys. */
    certDerB64: Buffer.from(self.rawData).toString('base64'),
    async issue(spec: DemoKeySpec): Promise<StoredKey> {
      let spki: Uint8Array<ArrayBuffer>;
      let privateKey: string;
      if (spec.certType === 'RSA') {
        const pair = (await crypto.subtle.generateKey(SIGN_ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
        spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
        privateKey = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
      } else {
        const keys = sm2.generateKeyPairHex();
        spki = sm2PublicKeyToSpki(keys.publicKey);
        privateKey = keys.privateKey.padStart(64, '0');
      }
      const cert = await X509CertificateGenerator.create({
        serialNumber: serialFor(spec.certType),
        subject: spec.subject,
        issuer: name,
        publicKey: spki,
        signingKey: ca.privateKey,
        signingAlgorithm: ALG,
        notBefore: new Date('2025-01-01T00:00:00Z'),
        notAfter: new Date('2035-12-31T00:00:00Z'),
      });
      const { subject: _subject, ...rest } = spec;
      return { ...rest, certDerB64: Buffer.from(cert.rawData).toString('base64'), privateKey };
    },
  };
}
