import { createPublicKey, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToHex, createLocalAgentDriver, createMockTransport, createSigningConfig, ruleForSerial, spkiToSm2PublicKey } from '@scf/signing';
import { certInfoFromDer } from '@scf/signing/soft';
import { loadStore } from '../src/key-store';
import { ADMIN_PATHS } from '../src/server';
import { DEMO_STORE, ORIGIN, useTestAgent } from './start-agent';
const ORIGINAL = '凭证XG2025 金额1,000.00 挑战n-1';
const BANK = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };

const agent = useTestAgent();

// The platform as the signing flow sees it: switch on, no rules (the built-in table applies), the credit's original.
const signing = () =>
  createSigningConfig({
    transport: createMockTransport({ '/v1/credits/c1/signature/assemble': ORIGINAL }),
    drivers: [createLocalAgentDriver({ baseUrl: agent.base })],
    banks: [BANK],
    minDriverVersion: '3.0.0',
  });
const admin = (p: string, body?: unknown) =>
  fetch(`${agent.base}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
const signAs = (suffix: string) => signing().signBusiness({ businessType: 'CREDIT_ASSEMBLE', ids: ['c1'], role: { uKeyCodeSuffix: suffix, roleName: '主管' } });

describe('ukey-agent', () => {
  it('signs with the demo RSA key of c1_dir; the signature verifies with the certificate key (SHA-1)', async () => {
    const outcome = await signAs('0101');
    expect(outcome.code).toBe(0);
    if (outcome.code !== 0) return;
    const store = await loadStore(agent.storePath);
    const cert = await certInfoFromDer(store.keys.find((k) => k.id === 'c1_dir')!.certDerB64);
    expect(outcome.payload).toMatchObject({ algorithmType: 'SHA1withRSA', certSerialNo: cert.serialNumber, issuerDn: cert.issuerDN });
    const key = createPublicKey({ key: Buffer.from(cert.spki), format: 'der', type: 'spki' });
    expect(verify('sha1', Buffer.from(ORIGINAL), key, Buffer.from(outcome.payload.signature, 'base64'))).toBe(true);
  });

  it('signs with the demo SM2 key of c2_dir (DER, standard user id)', async () => {
    const outcome = await signAs('0201');
    expect(outcome.code === 0 && outcome.payload.algorithmType).toBe('SM3withSM2');
    if (outcome.code !== 0) return;
    const store = await loadStore(agent.storePath);
    const cert = await certInfoFromDer(store.keys.find((k) => k.id === 'c2_dir')!.certDerB64);
    const der = bytesToHex(base64ToBytes(outcome.payload.signature));
    expect(sm2.doVerifySignature(ORIGINAL, der, spkiToSm2PublicKey(cert.spki), { hash: true, der: true, userId: '1234567812345678' })).toBe(true);
  });

  it('unplugging the key gives the spec message to insert the role key; signing after removal is SAR_DEVICE_REMOVED', async () => {
    expect((await admin(ADMIN_PATHS.remove)).status).toBe(200);
    const outcome = await signAs('0101');
    expect(outcome.code === -1 && outcome.description.message).toBe('未检测到尾号为0101的Ukey（主管）');
    const sign = await fetch(`${agent.base}/v1/sign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ handle: 'c1_dir', original: 'x', alg: 'SHA1withRSA' }),
    });
    expect(await sign.json()).toMatchObject({ errorcode: 0x0a000023 });
  });

  it.each([
    ['two-keys', 'ONLY_ONE_KEY'],
    ['wrong-issuer', 'ISSUER_MISMATCH'],
    ['outdated', 'DRIVER_OUTDATED'],
  ])('scenario %s → %s', async (scenario, code) => {
    expect((await admin(ADMIN_PATHS.scenario, { scenario })).status).toBe(200);
    const outcome = await signAs('0101');
    expect(outcome.code === -1 && outcome.error.code).toBe(code);
  });

  it('explicit insertion overrides auto: the wrong role key is refused', async () => {
    await admin(ADMIN_PATHS.insert, { ids: ['s1_dir'] });
    const outcome = await signAs('0101');
    expect(outcome.code === -1 && outcome.error.code).toBe('INSERT_KEY');
    expect((await admin(ADMIN_PATHS.insert, { ids: ['nope'] })).status).toBe(400);
  });

  it('persists the simulated state to the store file', async () => {
    await admin(ADMIN_PATHS.scenario, { scenario: 'outdated' });
    expect((await loadStore(agent.storePath)).scenario).toBe('outdated');
  });

  it('answers allowed origins with CORS and refuses other origins and non-loopback hosts', async () => {
    const ok = await fetch(`${agent.base}/v1/version`, { headers: { Origin: ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const pre = await fetch(`${agent.base}/v1/sign`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-private-network')).toBe('true');
    const evil = await fetch(`${agent.base}/v1/certificates?hint=0101`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(`${agent.base}/v1/version`, { headers: { Host: 'attacker.example:18080' } }, (res) => resolve(res.statusCode ?? 0)).end();
    });
    expect(status).toBe(403);
  });

  it('refuses malformed and non-JSON sign requests', async () => {
    const bad = await fetch(`${agent.base}/v1/sign`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"handle":1}' });
    expect(bad.status).toBe(400);
    const text = await fetch(`${agent.base}/v1/sign`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
  });
});

describe('demo store', () => {
  it('holds one CCB key per demo director and f1_pm, serials following the default rules, plus a foreign key', async () => {
    const store = await loadStore(DEMO_STORE);
    // The mock transport answers no rules, so the config falls back to the built-in table of spec §4.
    const rules = await signing().rules();
    expect(store.keys.map((k) => k.user).filter(Boolean)).toEqual(['c1_dir', 'c2_dir', 's1_dir', 's2_dir', 's3_dir', 'f1_pm']);
    const suffixes = new Set(store.keys.map((k) => k.keyCode.slice(-4)));
    expect(suffixes.size).toBe(store.keys.length);
    for (const key of store.keys) {
      const cert = await certInfoFromDer(key.certDerB64);
      expect(cert.certType, key.id).toBe(key.certType);
      expect(ruleForSerial(cert.serialNumber, rules)?.certType, key.id).toBe(key.certType);
      expect(cert.issuerDN.includes('China Construction Bank'), key.id).toBe(key.id !== 'foreign');
    }
    expect(JSON.parse(await readFile(DEMO_STORE, 'utf8')).wrongIssuerKeyId).toBe('foreign');
  });
});
