import 'reflect-metadata';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { X509CertificateGenerator } from '@peculiar/x509';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, createLocalAgentDriver, sm2PublicKeyToSpki } from '@scf/signing';
import { loadStore } from '../src/key-store';
import type { StoredKey } from '../src/key-store';
import { ADMIN_PATHS } from '../src/server';
import { ORIGIN, useTestAgent } from './start-agent';
const CA_ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

const agent = useTestAgent();

/** The public key of a stored key as SPKI DER, the way a CA receives it. */
function spkiOf(key: StoredKey): Uint8Array {
  if (key.certType === 'SM2') return sm2PublicKeyToSpki(sm2.getPublicKeyFromPrivateKey(key.privateKey));
  const pub = createPublicKey(createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  return new Uint8Array(pub.export({ format: 'der', type: 'spki' }));
}

/** A renewed certificate for `spki` from a throw-away test CA (the agent checks the key, not the issuer). */
async function issue(spki: Uint8Array, serial: string): Promise<string> {
  const ca = (await crypto.subtle.generateKey(CA_ALG, false, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await X509CertificateGenerator.create({
    serialNumber: serial,
    subject: 'CN=spare, O=Demo',
    issuer: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
    publicKey: new Uint8Array(spki),
    signingKey: ca.privateKey,
    signingAlgorithm: CA_ALG,
    notBefore: new Date('2025-01-01T00:00:00Z'),
    notAfter: new Date('2036-01-01T00:00:00Z'),
  });
  return bytesToBase64(new Uint8Array(cert.rawData));
}

const keyOf = async (id: string) => (await loadStore(agent.storePath)).keys.find((k) => k.id === id)!;
const insert = (ids: string[]) =>
  fetch(`${agent.base}${ADMIN_PATHS.insert}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) });
const importRaw = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${agent.base}/v1/certificates/import`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /v1/certificates/import (证书下载)', () => {
  it.each([
    ['spare-rsa', '1f0001'],
    ['spare-sm2', '2f0002'],
  ])('%s: a certificate for the key replaces its certificate, is listed at once and persisted', async (id, serial) => {
    await insert([id]);
    const driver = createLocalAgentDriver({ baseUrl: agent.base });
    const [before] = await driver.listCertificates();
    const renewed = await issue(spkiOf(await keyOf(id)), serial);
    await driver.importCertificate!(id, renewed);
    const [after] = await driver.listCertificates();
    expect(before?.serialNumber).not.toBe(serial);
    expect(after).toMatchObject({ handle: id, serialNumber: serial, certDerB64: renewed, keyCode: before?.keyCode });
    expect((await keyOf(id)).certDerB64).toBe(renewed);
  });

  it('refuses a certificate for another key with SAR_KEYNOTFOUNTERR (400), mapped to CERT_KEY_MISMATCH; the store is unchanged', async () => {
    await insert(['spare-rsa']);
    const driver = createLocalAgentDriver({ baseUrl: agent.base });
    await driver.listCertificates();
    const original = (await keyOf('spare-rsa')).certDerB64;
    for (const other of ['c1_dir', 'spare-sm2']) {
      const foreign = await issue(spkiOf(await keyOf(other)), '1f0003');
      const response = await importRaw({ handle: 'spare-rsa', certDerB64: foreign });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorcode: 0x0a00001b });
      await expect(driver.importCertificate!('spare-rsa', foreign)).rejects.toMatchObject({ code: 'CERT_KEY_MISMATCH' });
    }
    expect((await keyOf('spare-rsa')).certDerB64).toBe(original);
  });

  it('only into a key that is inserted and listed; malformed requests and certificates are 400', async () => {
    const renewed = await issue(spkiOf(await keyOf('spare-rsa')), '1f0004');
    await insert(['spare-rsa']);
    expect((await importRaw({ handle: 'spare-rsa', certDerB64: renewed })).status).toBe(400); // not listed yet
    await fetch(`${agent.base}/v1/certificates`);
    expect((await importRaw({ handle: 'spare-sm2', certDerB64: renewed })).status).toBe(400); // not inserted
    expect((await importRaw({ handle: 'spare-rsa', certDerB64: 'bm90IGEgY2VydA==' })).status).toBe(400);
    expect((await importRaw({ handle: 'spare-rsa' })).status).toBe(400);
    expect((await importRaw({ handle: 'spare-rsa', certDerB64: renewed })).status).toBe(200);
  });

  it('applies the Origin and Host checks of signing', async () => {
    await insert(['spare-rsa']);
    await fetch(`${agent.base}/v1/certificates`);
    const renewed = await issue(spkiOf(await keyOf('spare-rsa')), '1f0005');
    const evil = await importRaw({ handle: 'spare-rsa', certDerB64: renewed }, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const allowed = await importRaw({ handle: 'spare-rsa', certDerB64: renewed }, { Origin: ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});
