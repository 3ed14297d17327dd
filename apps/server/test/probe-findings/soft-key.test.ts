import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey, installSoftCertificate } from '@scf/signing/soft';
import { signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { demoKey, demoKeyPayload, revokeWithOwnKey } from '../signing/demo-keys';

// Issue 12 findings 1 and 4: a password alone must not replace a director's Ukey, a soft key signs no money-moving
// business, and only the roles that bind keys enrol one.
const server = useTestServer();
const e = ukeyEndpoints;

async function activeKeys(userId: string): Promise<string[]> {
  return (await server.db.query<{ serial_norm: string }>("SELECT serial_norm FROM ukey_binding WHERE user_id = $1 AND status = 'ACTIVE'", [userId])).map(
    (r) => r.serial_norm,
  );
}

/** A fresh soft key with a proof of possession over a registration original of the caller's current role. */
async function softKeyRequest(c: TestClient) {
  const store = createMemoryKeyStore();
  const driver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType: 'RSA' });
  const original = (await c.callEndpoint(signingEndpoints.registrationOriginal)).body.data as string;
  const proof = await driver.sign({ handle: key.id, original, alg: 'SHA1withRSA' });
  return { store, driver, key, body: { spkiB64: key.spkiB64, certType: 'RSA' as const, original, proofB64: proof.signatureB64 } };
}

describe('a soft key never replaces an active hardware Ukey with a password alone (finding 1)', () => {
  it('refuses s3_dir’s soft key over the bound …1301 with the Chinese reason; the hardware key stays and still signs', async () => {
    const c = await server.login('s3_dir');
    const hardware = demoKey('s3_dir');
    const res = await c.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(c)).body);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('SOFT_KEY_UKEY_BOUND');
    expect(res.body.message).toBe('当前角色已绑定Ukey，不能仅凭密码以软证书替换；如需更换，请由主管使用原Ukey办理更换或先注销原Ukey');
    expect(await activeKeys('s3_dir')).toEqual([hardware.cert.serialNorm]);

    const text = (await c.call('GET', '/v1/repayments/RP202500007/original')).body.data as string;
    const confirmed = await c.call('POST', '/v1/repayments/RP202500007/confirm', demoKeyPayload(hardware, text));
    expect(confirmed.body.code, confirmed.body.message).toBe('0');
  });

  it('lets a director without a hardware key enrol one, which passes 签名测试 but may not confirm a repayment', async () => {
    const c = await server.login('s2_dir');
    expect((await revokeWithOwnKey(c, 's2_dir')).body.code).toBe('0');
    const { store, driver, key, body } = await softKeyRequest(c);
    const res = await c.call('POST', '/v1/ukeys/soft/certificate', body);
    expect(res.body.code, res.body.message).toBe('0');
    const issued = e.softCertificate.response.parse(res.body.data);
    await installSoftCertificate(store, key.id, issued.certDerB64, issued.keyCode);
    const signed = async (original: string) => ({
      algorithmType: 'SHA1withRSA',
      issuerDn: issued.issuerDN,
      raType: 'CCB',
      signature: (await driver.sign({ handle: key.id, original, alg: 'SHA1withRSA' })).signatureB64,
      certSerialNo: issued.serialNumber,
      original,
    });

    const testText = (await c.callEndpoint(e.signTestOriginal)).body.data as string;
    const test = await c.callEndpoint(e.signTestVerify, { body: await signed(testText) });
    expect(test.body.code, test.body.message).toBe('0');
    expect(test.body.data).toBe(true);

    const text = (await c.call('GET', '/v1/repayments/RP202500005/original')).body.data as string;
    const refused = await c.call('POST', '/v1/repayments/RP202500005/confirm', await signed(text));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 'SIGN_SOFT_KEY_NOT_ALLOWED', message: '软证书不能签署该业务，请使用Ukey签名' });
    const state = await server.db.query<{ status: string }>("SELECT status FROM repayment WHERE repayment_id = 'RP202500005'");
    expect(state[0]?.status).not.toBe('CONFIRMED');
  });

  it('signs money-moving business with a soft key once its business type is configured', async () => {
    await server.db.query("INSERT INTO soft_key_biz_type (business_type) VALUES ('REPAYMENT')");
    try {
      const c = await server.login('s1_dir');
      expect((await revokeWithOwnKey(c, 's1_dir')).body.code).toBe('0');
      const { store, driver, key, body } = await softKeyRequest(c);
      const issued = e.softCertificate.response.parse((await c.call('POST', '/v1/ukeys/soft/certificate', body)).body.data);
      await installSoftCertificate(store, key.id, issued.certDerB64, issued.keyCode);
      const text = (await c.call('GET', '/v1/repayments/RP202500004/original')).body.data as string;
      const signature = (await driver.sign({ handle: key.id, original: text, alg: 'SHA1withRSA' })).signatureB64;
      const payload = { algorithmType: 'SHA1withRSA', issuerDn: issued.issuerDN, raType: 'CCB', signature, certSerialNo: issued.serialNumber, original: text };
      const confirmed = await c.call('POST', '/v1/repayments/RP202500004/confirm', payload);
      expect(confirmed.body.code, confirmed.body.message).toBe('0');
    } finally {
      await server.db.query("DELETE FROM soft_key_biz_type WHERE business_type = 'REPAYMENT'");
    }
  });
});

describe('only the roles that bind keys enrol a soft key (finding 4, domain.md §3.2)', () => {
  it.each([
    ['c1_query', null],
    ['c1_op', 'ROLE_QUERY'],
    ['c1_op', null],
    ['f1_cm', null],
  ] as const)('refuses %s (switched to %s) with 403 and bills nothing', async (user, switchTo) => {
    const c = await server.login(user);
    if (switchTo) expect((await c.call('POST', '/uaa/v1/security/switch-role', { roleCode: switchTo })).body.code).toBe('0');
    const before = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ukey_bill');
    const res = await c.call('POST', '/v1/ukeys/soft/certificate', (await softKeyRequest(c)).body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: '仅主管或资金方产品经理可申请软证书' });
    expect(await activeKeys(user)).toEqual([]);
    expect(await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ukey_bill')).toEqual(before);
  });
});
