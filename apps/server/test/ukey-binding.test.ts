import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey, installSoftCertificate } from '@scf/signing/soft';
import { signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import type { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';
import { demoKey, demoKeyPayload, revokeWithOwnKey } from './signing/demo-keys';
import { createForgedCa } from './signing/forged-ca';
import { testBankCa } from './signing/test-bank-ca';
import { parseCertificate } from '../src/platform/signing/certificate';
import { signingFor } from './signing/sdk-transport';

const server = useTestServer();
const login = (user: string) => server.login(user);
const softCertResponseSchema = ukeyEndpoints.softCertificate.response;
const ukeyBindingListSchema = ukeyEndpoints.list.response;
const ukeyBindingSchema = ukeyEndpoints.bind.response;

async function activeKeys(userId: string): Promise<string[]> {
  return (await server.db.query<{ serial_norm: string }>("SELECT serial_norm FROM ukey_binding WHERE user_id = $1 AND status = 'ACTIVE'", [userId])).map(
    (r) => r.serial_norm,
  );
}

/** A soft key of the SDK with a proof of possession over a fresh registration original. */
async function softKeyRequest(c: TestClient, certType: 'RSA' | 'SM2', tamperProof = false) {
  const store = createMemoryKeyStore();
  const driver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType });
  const original = (await c.callEndpoint(signingEndpoints.registrationOriginal)).body.data as string;
  const signed = await driver.sign({
    handle: key.id,
    original: tamperProof ? `${original}x` : original,
    alg: certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA',
  });
  return { store, driver, key, body: { spkiB64: key.spkiB64, certType, original, proofB64: signed.signatureB64 } };
}

describe('soft key: test CA with proof of possession, then signing through the SDK (security.md §2.3)', () => {
  it('a director whose Ukey was revoked binds an SM2 soft key and, where configured, confirms a repayment with it', async () => {
    const c = await login('s3_dir');
    const oldKey = demoKey('s3_dir');
    // A soft key never replaces an active hardware Ukey (ADR 0012): revoke it first.
    expect((await revokeWithOwnKey(c, 's3_dir')).body.code).toBe('0');
    const { store, driver, key, body } = await softKeyRequest(c, 'SM2');
    const res = await c.call('POST', '/v1/ukeys/soft/certificate', body);
    expect(res.body.code, res.body.message).toBe('0');
    const issued = softCertResponseSchema.parse(res.body.data);
    expect(issued.serialNumber).toMatch(/^2/);
    expect(await activeKeys('s3_dir')).toEqual([issued.serialNumber]);
    await installSoftCertificate(store, key.id, issued.certDerB64, issued.keyCode);

    // The demo key the soft key replaced no longer signs for s3_dir.
    const text = (await c.call('GET', '/v1/repayments/RP202500007/original')).body.data as string;
    const stale = await c.call('POST', '/v1/repayments/RP202500007/confirm', demoKeyPayload(oldKey, text));
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('SIGN_KEY_NOT_BOUND');

    // A soft key signs a repayment only where the platform allows it for that business type.
    await server.db.query("INSERT INTO soft_key_biz_type (business_type) VALUES ('REPAYMENT')");
    try {
      const outcome = await signingFor(c, [driver]).signBusiness({
        businessType: 'REPAYMENT',
        ids: ['RP202500007'],
        role: { uKeyCodeSuffix: issued.keyCode.slice(-4), roleName: '主管' },
      });
      if (outcome.code !== 0) throw new Error(outcome.description.message);
      expect(outcome.payload.original).toContain('还款金额：25,800.00元（大写：贰万伍仟捌佰元整）');
      const confirmed = await c.call('POST', '/v1/repayments/RP202500007/confirm', outcome.payload);
      expect(confirmed.body.code, confirmed.body.message).toBe('0');
      expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED' });
    } finally {
      await server.db.query("DELETE FROM soft_key_biz_type WHERE business_type = 'REPAYMENT'");
    }
  });

  it('an operator gets no soft key; a director without a Ukey gets an RSA one and may replace it with another', async () => {
    const op = await login('s1_op');
    expect((await op.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(op, 'RSA')).body)).status).toBe(403);
    expect(await activeKeys('s1_op')).toEqual([]);
    const c = await login('s2_dir');
    expect((await revokeWithOwnKey(c, 's2_dir')).body.code).toBe('0');
    const first = await c.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(c, 'RSA')).body);
    expect(first.body.code, first.body.message).toBe('0');
    expect(softCertResponseSchema.parse(first.body.data).serialNumber).toMatch(/^1/);
    const second = await c.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(c, 'RSA')).body);
    expect(second.body.code, second.body.message).toBe('0');
    expect(await activeKeys('s2_dir')).toEqual([softCertResponseSchema.parse(second.body.data).serialNumber]);
  });

  it('refuses a proof of possession over another text, and a claimed key type that is not the real one', async () => {
    const c = await login('s2_dir');
    const before = await activeKeys('s2_dir');
    const bad = await c.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(c, 'RSA', true)).body);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('SIGN_INVALID');
    const lie = (await softKeyRequest(c, 'RSA')).body;
    const wrongType = await c.call('POST', '/v1/ukeys/soft/certificate', { ...lie, certType: 'SM2' });
    expect(wrongType.body.code).toBe('SIGN_CERT_INVALID');
    expect(await activeKeys('s2_dir')).toEqual(before);
  });
});

describe('directors bind keys in user role settings (spec §6)', () => {
  it('binds a key to an operator through registerKey; the role tail number follows; the key signs its own 注销', async () => {
    const dir = await login('c1_dir');
    const store = createMemoryKeyStore();
    const driver = createSoftDriver({ store });
    const key = await generateSoftKey(store, { certType: 'RSA' });
    // A bank CA's certificate (the platform's test CA issues none that binds as a Ukey: issue 26 H1).
    const bankCert = await (await testBankCa()).issue(key.spkiB64, 'RSA', 'CN=张伟, O=徐州示例重工集团有限公司, C=CN');
    const issued = { certDerB64: bankCert.certDerB64, serialNumber: bankCert.serial };
    await installSoftCertificate(store, key.id, issued.certDerB64, 'CCB5100009876');

    const outcome = await signingFor(dir, [driver]).registerKey({ bankCode: 'CCB' });
    if (outcome.code !== 0) throw new Error(outcome.description.message);
    const res = await dir.call('POST', '/v1/ukeys/bind', {
      registration: outcome.registration,
      certDerB64: issued.certDerB64,
      userName: 'c1_op',
      roleCode: 'ROLE_OPERATOR',
    });
    expect(res.body.code, res.body.message).toBe('0');
    expect(ukeyBindingSchema.parse(res.body.data)).toMatchObject({ userName: 'c1_op', roleCode: 'ROLE_OPERATOR', ukeyCode: 'CCB5100009876', status: 'ACTIVE' });
    const suffix = await server.db.query<{ ukey_code_suffix: string }>(
      "SELECT ukey_code_suffix FROM user_role WHERE user_id = 'c1_op' AND role_code = 'ROLE_OPERATOR'",
    );
    expect(suffix[0]?.ukey_code_suffix).toBe('9876');
    expect(ukeyBindingListSchema.parse((await dir.call('POST', '/v1/ukeys/list')).body.data).map((b) => b.userName)).toContain('c1_op');

    const unbound = await dir.call('POST', '/v1/ukeys/unbind', { ukeyNo: issued.serialNumber });
    expect(unbound.body.code).toBe('UKEY_UNBIND_HARDWARE');
    const reason = '人员调岗';
    const original = (await dir.callEndpoint(ukeyEndpoints.deleteOriginal, { body: { ukeyNo: issued.serialNumber, reason } })).body.data as string;
    const signature = (await driver.sign({ handle: key.id, original, alg: 'SHA1withRSA' })).signatureB64;
    const payload = {
      algorithmType: 'SHA1withRSA',
      issuerDn: parseCertificate(issued.certDerB64)!.issuerDN,
      raType: 'CCB',
      signature,
      certSerialNo: issued.serialNumber,
      original,
    };
    const revoked = await dir.callEndpoint(ukeyEndpoints.delete, { body: { ukeyNo: issued.serialNumber, reason, payload } });
    expect(revoked.body.code, revoked.body.message).toBe('0');
    expect(await activeKeys('c1_op')).toEqual([]);
  });

  it('refuses a key of another bank, a forged test-CA certificate, and a non-director', async () => {
    const dir = await login('c2_dir');
    const foreign = demoKey('foreign');
    const reg = async (certDerB64: string, sign: (t: string) => string, ukeyNo: string, issuerDN: string) => {
      const text = (await dir.call('GET', '/v1/auth/cas/add/info/original')).body.data as string;
      return {
        registration: {
          raType: 'CCB',
          ukeyBank: 'CCB',
          ukeyCode: 'X0001',
          original: text,
          signature: sign(text),
          pkCa: 'CCB',
          ukeyNo,
          algorithmType: 'SHA1withRSA',
          issuerDN,
          subjectDN: 'CN=x',
        },
        certDerB64,
        userName: 'c2_op',
        roleCode: 'ROLE_OPERATOR',
      };
    };
    const other = await dir.call(
      'POST',
      '/v1/ukeys/bind',
      await reg(foreign.key.certDerB64, (t) => foreign.sign(t), foreign.cert.serialNorm, foreign.cert.issuerDN),
    );
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('SIGN_CERT_INVALID');

    // A self-made CA with the test CA's name: the name matches, the issuing signature does not.
    const forged = await createForgedCa();
    const key = await generateSoftKey(createMemoryKeyStore(), { certType: 'RSA' });
    const cert = await forged.issue(key.spkiB64, '1abc');
    const fake = await dir.call('POST', '/v1/ukeys/bind', await reg(cert.certDerB64, () => 'AAAA', '1abc', cert.issuerDN));
    expect(fake.body.code).toBe('SIGN_CERT_INVALID');

    const op = await login('c2_op');
    const notDirector = await op.call(
      'POST',
      '/v1/ukeys/bind',
      await reg(foreign.key.certDerB64, (t) => foreign.sign(t), foreign.cert.serialNorm, foreign.cert.issuerDN),
    );
    expect(notDirector.status).toBe(403);
    expect(await activeKeys('c2_op')).toEqual([]);
  });
});
