import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey, installSoftCertificate } from '@scf/signing/soft';
import type { SigningDriver } from '@scf/signing';
import { signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import { parseCertificate } from '../../src/platform/signing/certificate';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { demoKey, demoKeyPayload, revokeWithOwnKey } from '../signing/demo-keys';
import { testBankCa } from '../signing/test-bank-ca';

// Issue 26 H1: with only a director's password, 注销 the Ukey, enrol a soft key (the test CA issues it), 新增Ukey the
// same certificate under a printed number not starting SOFT, and the server took it for hardware and confirmed a
// repayment with it. Each step now needs what the password alone does not have; the path ends at its first step.
const server = useTestServer();
const e = ukeyEndpoints;

const status = async (serial: string) =>
  (await server.db.query<{ status: string; medium: string }>('SELECT status, medium FROM ukey_binding WHERE serial_norm = $1', [serial])).map((r) => [
    r.status,
    r.medium,
  ]);

/** A soft key the test CA certified for the director's own role (ADR 0012), in a soft driver that can sign with it. */
async function enrolSoftKey(c: TestClient) {
  const store = createMemoryKeyStore();
  const driver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType: 'RSA' });
  const original = (await c.callEndpoint(signingEndpoints.registrationOriginal)).body.data as string;
  const proof = await driver.sign({ handle: key.id, original, alg: 'SHA1withRSA' });
  const res = await c.callEndpoint(e.softCertificate, { body: { spkiB64: key.spkiB64, certType: 'RSA', original, proofB64: proof.signatureB64 } });
  expect(res.body.code, res.body.message).toBe('0');
  const issued = e.softCertificate.response.parse(res.body.data);
  await installSoftCertificate(store, key.id, issued.certDerB64, issued.keyCode);
  return { driver, handle: key.id, issued };
}

/** The registration info of spec §3 for a certificate, its key signing the director's registration original. */
async function registration(c: TestClient, sign: (text: string) => Promise<string>, certDerB64: string, ukeyCode: string) {
  const cert = parseCertificate(certDerB64)!;
  const original = (await c.callEndpoint(signingEndpoints.registrationOriginal)).body.data as string;
  return {
    raType: 'CCB',
    ukeyBank: 'CCB',
    ukeyCode,
    original,
    signature: await sign(original),
    pkCa: 'CCB',
    ukeyNo: cert.serialNorm,
    algorithmType: cert.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA',
    issuerDN: cert.issuerDN,
    subjectDN: cert.subjectDN,
  };
}

const softSigner = (driver: SigningDriver, handle: string) => async (text: string) =>
  (await driver.sign({ handle, original: text, alg: 'SHA1withRSA' })).signatureB64;

describe('issue 26 H1: a password alone never yields a key the server treats as hardware', () => {
  it('ends the path at its first step: 注销 of the Ukey without its signature is refused, and so is 解除绑定', async () => {
    const c = await server.login('s3_dir');
    const ukey = demoKey('s3_dir').cert.serialNorm;
    const refused = await c.callEndpoint(e.delete, { body: { ukeyNo: ukey, reason: '测试' } });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      200,
      'UKEY_DELETE_NEEDS_KEY',
      '注销硬件Ukey须使用该Ukey签名确认；如Ukey遗失，请通过持有人手机短信验证并由另一位主管复核后注销',
    ]);
    const unbind = await c.callEndpoint(e.unbind, { body: { ukeyNo: ukey } });
    expect(unbind.body.code).toBe('UKEY_UNBIND_HARDWARE');
    expect(await status(ukey)).toEqual([['ACTIVE', 'UKEY']]);
    // The next step of the path, with the Ukey still bound, stays refused as before (ADR 0012).
    const store = createMemoryKeyStore();
    const key = await generateSoftKey(store, { certType: 'RSA' });
    const original = (await c.callEndpoint(signingEndpoints.registrationOriginal)).body.data as string;
    const proof = await createSoftDriver({ store }).sign({ handle: key.id, original, alg: 'SHA1withRSA' });
    const soft = await c.callEndpoint(e.softCertificate, { body: { spkiB64: key.spkiB64, certType: 'RSA', original, proofB64: proof.signatureB64 } });
    expect(soft.body.code).toBe('SOFT_KEY_UKEY_BOUND');
  });

  it('refuses a 注销 signed by any key but the one revoked, then lets the Ukey sign its own 注销', async () => {
    const c = await server.login('s3_dir');
    const ukey = demoKey('s3_dir');
    const original = (await c.callEndpoint(e.deleteOriginal, { body: { ukeyNo: ukey.cert.serialNorm, reason: '更换介质' } })).body.data as string;
    expect(original).toContain(`证书序列号：${ukey.cert.serialNorm}`);
    expect(original).toContain('注销原因：更换介质');
    const other = demoKey('s1_dir');
    const wrong = await c.callEndpoint(e.delete, { body: { ukeyNo: ukey.cert.serialNorm, reason: '更换介质', payload: demoKeyPayload(other, original) } });
    expect(wrong.body.code).toBe('SIGN_KEY_NOT_BOUND');
    const otherReason = await c.callEndpoint(e.delete, { body: { ukeyNo: ukey.cert.serialNorm, reason: '别的原因', payload: demoKeyPayload(ukey, original) } });
    expect(otherReason.body.code).toBe('SIGN_STATE_CHANGED');
    expect(await status(ukey.cert.serialNorm)).toEqual([['ACTIVE', 'UKEY']]);

    expect((await revokeWithOwnKey(c, 's3_dir', '更换介质')).body.code).toBe('0');
    expect(await status(ukey.cert.serialNorm)).toEqual([['REVOKED', 'UKEY']]);
  });

  it('never binds a certificate the platform’s own CA issued as a Ukey, whatever printed number comes with it', async () => {
    const c = await server.login('s3_dir');
    const { driver, handle, issued } = await enrolSoftKey(c);
    const reg = await registration(c, softSigner(driver, handle), issued.certDerB64, 'CCB5100001301');
    const bind = await c.callEndpoint(e.bind, { body: { registration: reg, certDerB64: issued.certDerB64, userName: 's3_op', roleCode: 'ROLE_OPERATOR' } });
    expect([bind.status, bind.body.code, bind.body.message]).toEqual([400, 'SIGN_CERT_NOT_UKEY', '该证书不是银行签发的Ukey证书，不能作为Ukey绑定']);

    // A fresh test-CA certificate of the same key, offered as the new key of a 更换.
    const again = await server.app.services.testCa.issue(Buffer.from(parseCertificate(issued.certDerB64)!.spkiDer), 'RSA', 'CN=胡军', server.clock.now());
    const reg2 = await registration(c, softSigner(driver, handle), again.certDerB64, 'CCB5100001302');
    const change = await c.callEndpoint(e.change, { body: { oldUkeyNo: issued.serialNumber, registration: reg2, certDerB64: again.certDerB64 } });
    expect([change.status, change.body.code]).toEqual([400, 'SIGN_CERT_NOT_UKEY']);
    expect(await status(again.serialNumber)).toEqual([]);
    expect(await status(issued.serialNumber)).toEqual([['ACTIVE', 'SOFT']]);
  });

  it('never binds a certificate twice: the revoked Ukey …1301 stays revoked and cannot come back', async () => {
    const c = await server.login('s3_dir');
    const ukey = demoKey('s3_dir');
    const reg = await registration(c, async (t) => ukey.sign(t), ukey.key.certDerB64, ukey.key.keyCode);
    const bind = await c.callEndpoint(e.bind, { body: { registration: reg, certDerB64: ukey.key.certDerB64, userName: 's3_op', roleCode: 'ROLE_OPERATOR' } });
    expect([bind.status, bind.body.code, bind.body.message]).toEqual([400, 'SIGN_CERT_BOUND_BEFORE', '该证书已绑定过，不能再次绑定，请使用新的Ukey']);
    expect(await status(ukey.cert.serialNorm)).toEqual([['REVOKED', 'UKEY']]);
  });

  it('decides the medium from the issuer at binding: a soft key under a hardware-looking number still may not confirm a repayment', async () => {
    const c = await server.login('s3_dir');
    const [soft] = await server.db.query<{ serial_norm: string }>("SELECT serial_norm FROM ukey_binding WHERE user_id = 's3_dir' AND status = 'ACTIVE'");
    // The printed number is only a label now: make it look like a bank's.
    await server.db.query("UPDATE ukey_binding SET ukey_code = 'CCB5100001399' WHERE serial_norm = $1", [soft!.serial_norm]);
    const text = (await c.call('GET', '/v1/repayments/RP202500007/original')).body.data as string;
    expect(typeof text).toBe('string');
    const rows = await server.db.query<{ issuer_dn: string }>('SELECT issuer_dn FROM ukey_binding WHERE serial_norm = $1', [soft!.serial_norm]);
    // Signing with the soft key is the SDK's business; the server refuses before verifying: the key's medium is SOFT.
    const refused = await c.call('POST', '/v1/repayments/RP202500007/confirm', {
      algorithmType: 'SHA1withRSA',
      issuerDn: rows[0]!.issuer_dn,
      raType: 'CCB',
      signature: 'AAAA',
      certSerialNo: soft!.serial_norm,
      original: text,
    });
    expect([refused.status, refused.body.code]).toEqual([200, 'SIGN_SOFT_KEY_NOT_ALLOWED']);

    // And a bank CA's certificate is a Ukey whatever its printed number: billed as one.
    const dir = await server.login('c1_dir');
    const store = createMemoryKeyStore();
    const driver = createSoftDriver({ store });
    const key = await generateSoftKey(store, { certType: 'RSA' });
    const bankCert = await (await testBankCa()).issue(key.spkiB64, 'RSA');
    await installSoftCertificate(store, key.id, bankCert.certDerB64, 'SOFT00000042');
    const reg = await registration(dir, softSigner(driver, key.id), bankCert.certDerB64, 'SOFT00000042');
    const bound = await dir.callEndpoint(e.bind, {
      body: { registration: reg, certDerB64: bankCert.certDerB64, userName: 'c1_final', roleCode: 'ROLE_FINAL_REVIEW' },
    });
    expect(bound.body.code, bound.body.message).toBe('0');
    expect(e.bind.response.parse(bound.body.data).medium).toBe('UKEY');
    const requests = e.requests.response.parse((await dir.callEndpoint(e.requests)).body.data);
    expect(requests.find((r) => r.newSerial === bankCert.serial)).toMatchObject({ kind: 'ADD', medium: 'UKEY', fee: '180.00' });
  });
});

describe('issue 26 H1: a lost Ukey is revoked by an SMS code to its holder and a second director', () => {
  it('sends the code to the holder’s registered mobile, refuses a wrong code and the same director’s approval, then revokes', async () => {
    await server.db.query(
      `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role)
       SELECT 'c2_dir2', 'c2_dir2', '第二主管', '13800000299', corp_id, password_hash, default_role FROM app_user WHERE user_id = 'c2_dir'`,
    );
    await server.db.query("INSERT INTO user_role (user_id, role_code) VALUES ('c2_dir2', 'ROLE_DIRECTOR')");
    const dir = await server.login('c2_dir');
    const ukey = demoKey('c2_dir').cert.serialNorm;
    const sent = await dir.callEndpoint(e.lostSms, { body: { ukeyNo: ukey } });
    expect(sent.body.code, sent.body.message).toBe('0');
    expect(e.lostSms.response.parse(sent.body.data)).toMatchObject({ mobile: '138****0202', expiresInSeconds: 300 });
    expect(e.lostSms.response.parse(sent.body.data).demoCode).toBeUndefined();
    const [outbox] = await server.db.query<{ code: string }>("SELECT code FROM sms_outbox WHERE mobile = '13800000202' AND scene = 'UKEY_LOST'");
    const wrongCode = outbox!.code === '000000' ? '111111' : '000000';
    const wrong = await dir.callEndpoint(e.lost, { body: { ukeyNo: ukey, reason: 'Ukey遗失', smsCode: wrongCode } });
    expect([wrong.body.code, wrong.body.message]).toEqual(['SMS_CODE_INVALID', '验证码错误或已失效，请重新获取']);
    const pending = await dir.callEndpoint(e.lost, { body: { ukeyNo: ukey, reason: 'Ukey遗失', smsCode: outbox!.code } });
    expect(pending.body.code, pending.body.message).toBe('0');
    const revocation = e.lost.response.parse(pending.body.data);
    expect(revocation).toMatchObject({ ukeyNo: ukey, status: 'PENDING', requestedBy: '黄敏', holderUserName: 'c2_dir' });
    expect(await status(ukey)).toEqual([['ACTIVE', 'UKEY']]);

    const self = await dir.callEndpoint(e.approveRevocation, { body: { revocationId: revocation.revocationId } });
    expect([self.body.code, self.body.message]).toEqual(['MAKER_CHECKER', '复核人不能与经办人为同一人']);
    expect(await status(ukey)).toEqual([['ACTIVE', 'UKEY']]);

    const second = await server.login('c2_dir2');
    const approved = await second.callEndpoint(e.approveRevocation, { body: { revocationId: revocation.revocationId } });
    expect(approved.body.code, approved.body.message).toBe('0');
    expect(e.approveRevocation.response.parse(approved.body.data)).toMatchObject({ kind: 'DELETE', reason: 'Ukey遗失', oldSerial: ukey });
    expect(await status(ukey)).toEqual([['REVOKED', 'UKEY']]);
    const list = e.revocations.response.parse((await second.callEndpoint(e.revocations)).body.data);
    expect(list[0]).toMatchObject({ status: 'APPROVED', decidedBy: '第二主管' });
  });
});
