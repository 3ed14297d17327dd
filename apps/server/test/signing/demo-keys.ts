import { createPrivateKey, sign as rsaSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sm2 } from 'sm-crypto';
import { ukeyEndpoints } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { parseCertificate } from '../../src/platform/signing/certificate';
import type { ParsedCertificate } from '../../src/platform/signing/certificate';

interface StoredKey {
  id: string;
  user?: string;
  certType: 'RSA' | 'SM2';
  keyCode: string;
  certDerB64: string;
  privateKey: string;
}

/** The local agent's demo key store: the same keys the demo seed binds (tests sign the way the agent does). */
const STORE = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../ukey-agent/demo/demo-store.json'), 'utf8')) as { keys: StoredKey[] };

export interface DemoKey {
  key: StoredKey;
  cert: ParsedCertificate;
  /** Sign like the agent (RSA PKCS#1 v1.5 SHA-1, SM2 DER with the default user id), or with deliberate faults. */
  sign(original: string, o?: { hash?: 'sha1' | 'sha256'; sm2UserId?: string; sm2Raw?: boolean }): string;
}

export function demoKey(id: string): DemoKey {
  const key = STORE.keys.find((k) => k.id === id);
  if (!key) throw new Error(`no demo key ${id}`);
  const cert = parseCertificate(key.certDerB64);
  if (!cert) throw new Error(`demo key ${id} has no certificate`);
  return {
    key,
    cert,
    sign(original, o = {}) {
      if (key.certType === 'RSA') {
        const pk = createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
        return rsaSign(o.hash ?? 'sha1', Buffer.from(original, 'utf8'), pk).toString('base64');
      }
      const hex = sm2.doSignature(original, key.privateKey, { hash: true, der: !o.sm2Raw, userId: o.sm2UserId ?? '1234567812345678' });
      return Buffer.from(hex, 'hex').toString('base64');
    },
  };
}

/**
 * The body of a signed call (a repayment confirm, 签名测试) as the agent's driver sends it: `original` signed with a demo
 * key (or the signature and algorithm given), the certificate's issuer and serial as the key reads them.
 */
export function demoKeyPayload(
  key: DemoKey,
  original: string,
  { signature = key.sign(original), algorithmType = key.key.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA' } = {},
) {
  return { algorithmType, issuerDn: key.cert.issuerDN, raType: 'CCB', signature, certSerialNo: key.cert.serialNorm, original };
}

/**
 * 注销 of a demo Ukey the way the 注销 page does it (issue 26 H1): the director asks for the key's 注销 original and
 * the key itself signs it. Returns the answer of the delete call.
 */
export async function revokeWithOwnKey(director: TestClient, keyId: string, reason = '测试') {
  const key = demoKey(keyId);
  const ukeyNo = key.cert.serialNorm;
  const original = (await director.callEndpoint(ukeyEndpoints.deleteOriginal, { body: { ukeyNo, reason } })).body.data as string;
  return director.callEndpoint(ukeyEndpoints.delete, { body: { ukeyNo, reason, payload: demoKeyPayload(key, original) } });
}
