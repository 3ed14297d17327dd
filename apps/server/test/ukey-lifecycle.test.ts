import { describe, expect, it } from 'vitest';
import type { SigningDriver } from '@scf/signing';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey, installSoftCertificate } from '@scf/signing/soft';
import { signingEndpoints, ukeyEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, CertificateRegistration, UkeyRequest } from '@scf/api/contract';
import { parseCertificate } from '../src/platform/signing/certificate';
import { TEST_CA_NAME } from '../src/platform/signing/test-ca';
import type { EndpointCallInput, TestClient } from './helpers/test-client';
import { BUSINESS_DATE, useTestServer } from './helpers/test-server';
import { demoKey, revokeWithOwnKey } from './signing/demo-keys';
import type { DemoKey } from './signing/demo-keys';
import { createForgedCa } from './signing/forged-ca';
import { testBankCa } from './signing/test-bank-ca';
import { signingFor } from './signing/sdk-transport';

const server = useTestServer();
const login = (user: string) => server.login(user);
const e = ukeyEndpoints;
const YEAR_LATER = '2026-06-16';

async function ok(c: TestClient, endpoint: AnyEndpoint, input?: EndpointCallInput): Promise<unknown> {
  const res = await c.callEndpoint(endpoint, input);
  expect(res.body.code, res.body.message).toBe('0');
  return res.body.data;
}

const requestsOf = async (c: TestClient) => e.requests.response.parse(await ok(c, e.requests));
const detailOf = async (c: TestClient, requestId: string) => e.requestDetail.response.parse(await ok(c, e.requestDetail, { body: { requestId } }));
const isLoggedIn = async (c: TestClient) => (await c.callEndpoint(e.requests)).status === 200;

async function bindingStatus(serial: string): Promise<string | undefined> {
  return (await server.db.query<{ status: string }>('SELECT status FROM ukey_binding WHERE serial_norm = $1', [serial]))[0]?.status;
}

/** A director whose hardware Ukey is gone (revoked): only then may they enrol a soft key (ADR 0012). */
async function withoutUkey(userId: string): Promise<void> {
  await server.db.query("UPDATE ukey_binding SET status = 'REVOKED' WHERE user_id = $1 AND status = 'ACTIVE'", [userId]);
}

async function tailNumber(userId: string, roleCode: string): Promise<string | undefined> {
  return (
    await server.db.query<{ ukey_code_suffix: string }>('SELECT ukey_code_suffix FROM user_role WHERE user_id = $1 AND role_code = $2', [userId, roleCode])
  )[0]?.ukey_code_suffix;
}

/** A soft key holding a certificate from `issue`, registered by `director` through the SDK (registration original signed). */
async function registeredSoftKey(director: TestClient, certType: 'RSA' | 'SM2', keyCode: string, issue?: (spkiB64: string) => Promise<string>) {
  const store = createMemoryKeyStore();
  const driver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType });
  // A bank CA issues a Ukey's certificate; what the platform's test CA issued is refused on bind and change (issue 26 H1).
  const bankCaIssue = async (spkiB64: string) => (await (await testBankCa()).issue(spkiB64, certType)).certDerB64;
  const certDerB64 = await (issue ?? bankCaIssue)(key.spkiB64);
  await installSoftCertificate(store, key.id, certDerB64, keyCode);
  return { registration: await register(director, driver), certDerB64, serial: parseCertificate(certDerB64)!.serialNorm, driver };
}

/** The SDK's registration: the inserted key signs the director's registration original. */
async function register(director: TestClient, driver: SigningDriver): Promise<CertificateRegistration> {
  const outcome = await signingFor(director, [driver]).registerKey({ bankCode: 'CCB' });
  if (outcome.code !== 0) throw new Error(outcome.description.message);
  return outcome.registration;
}

/** The registration info the local agent's key gives for the director's registration original. */
async function demoRegistration(director: TestClient, key: DemoKey): Promise<{ registration: CertificateRegistration; certDerB64: string }> {
  const original = (await ok(director, signingEndpoints.registrationOriginal)) as string;
  const algorithmType = key.key.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA';
  const c = key.cert;
  const registration = {
    raType: 'CCB',
    ukeyBank: 'CCB',
    ukeyCode: key.key.keyCode,
    original,
    signature: key.sign(original),
    pkCa: 'CCB',
    ukeyNo: c.serialNorm,
    algorithmType,
    issuerDN: c.issuerDN,
    subjectDN: c.subjectDN,
  };
  return { registration, certDerB64: key.key.certDerB64 };
}

/** 软证书申请 of the caller's own role: a fresh soft key certified by the test CA. */
async function applySoftKey(c: TestClient, certType: 'RSA' | 'SM2'): Promise<{ serialNumber: string }> {
  const store = createMemoryKeyStore();
  const key = await generateSoftKey(store, { certType });
  const original = (await ok(c, signingEndpoints.registrationOriginal)) as string;
  const proof = await createSoftDriver({ store }).sign({ handle: key.id, original, alg: certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA' });
  return (await ok(c, e.softCertificate, { body: { spkiB64: key.spkiB64, certType, original, proofB64: proof.signatureB64 } })) as { serialNumber: string };
}

function signedPayload(original: string, cert: { issuerDN: string; serialNorm: string }, certType: 'RSA' | 'SM2', signature: string) {
  return {
    algorithmType: certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA',
    issuerDn: cert.issuerDN,
    raType: 'CCB',
    signature,
    certSerialNo: cert.serialNorm,
    original,
  };
}

const newest = (list: UkeyRequest[]) => list[0]!;

describe('申请记录 and Ukey账单 (seeded keys and APPLY)', () => {
  it('shows each seeded key as a completed 新增Ukey of its holder, with 介质费 and a year of 证书服务费', async () => {
    const c = await login('c1_query');
    const c1Key = demoKey('c1_dir');
    const requests = await requestsOf(c);
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'ADD',
        status: 'COMPLETED',
        medium: 'UKEY',
        holderUserName: 'c1_dir',
        holderPersonName: '王芳',
        ukeyCode: 'CCB5100000101',
        newSerial: c1Key.cert.serialNorm,
        oldSerial: null,
        fee: '180.00',
        createdBy: '王芳',
        reason: '',
      }),
    ]);
    const requestId = newest(requests).requestId;
    expect(requestId).toMatch(/^UKR20250616\d{6}$/);
    const detail = await detailOf(c, requestId);
    expect(detail.bills.map((b) => [b.item, b.amount, b.periodStart, b.periodEnd, b.status])).toEqual([
      ['Ukey介质费', '80.00', null, null, 'UNPAID'],
      ['证书服务费（1年）', '100.00', BUSINESS_DATE, YEAR_LATER, 'UNPAID'],
    ]);
    const bills = e.bills.response.parse(await ok(c, e.bills));
    expect(bills.unpaidTotal).toBe('180.00');
    expect(bills.bills.every((b) => b.ukeyCode === 'CCB5100000101' && b.holderPersonName === '王芳')).toBe(true);
    // A query user is neither the holder nor a director: the certificate is not theirs to download.
    expect((await c.callEndpoint(e.certificate, { body: { requestId } })).status).toBe(403);
    const dir = await login('c1_dir');
    const cert = e.certificate.response.parse(await ok(dir, e.certificate, { body: { requestId } }));
    expect(cert).toMatchObject({ certDerB64: c1Key.key.certDerB64, serialNumber: c1Key.cert.serialNorm, issuerDN: c1Key.cert.issuerDN });
  });

  it('records a soft certificate as a completed 软证书申请 with the soft certificate fee', async () => {
    await withoutUkey('f1_pm');
    const c = await login('f1_pm');
    await applySoftKey(c, 'SM2');
    const apply = newest(await requestsOf(c));
    expect(apply).toMatchObject({
      kind: 'APPLY',
      status: 'COMPLETED',
      medium: 'SOFT',
      holderUserName: 'f1_pm',
      roleCode: 'ROLE_PRODUCT_MANAGER',
      certType: 'SM2',
      fee: '20.00',
      createdBy: '林娜',
    });
    expect(apply.ukeyCode).toMatch(/^SOFT\d{8}$/);
    expect((await detailOf(c, apply.requestId)).bills).toEqual([
      expect.objectContaining({ item: '证书服务费（1年）', amount: '20.00', periodStart: BUSINESS_DATE, periodEnd: YEAR_LATER }),
    ]);
    const bills = e.bills.response.parse(await ok(c, e.bills));
    expect(bills.unpaidTotal).toBe('200.00');
  });
});

describe('更换Ukey (directors)', () => {
  it('replaces an operator soft key by another in one step, records ADD then CHANGE, and ends the holder’s sessions', async () => {
    const dir = await login('c1_dir');
    const first = await registeredSoftKey(dir, 'RSA', 'CCB5100007001');
    await ok(dir, e.bind, { body: { registration: first.registration, certDerB64: first.certDerB64, userName: 'c1_op', roleCode: 'ROLE_OPERATOR' } });
    const add = newest(await requestsOf(dir));
    expect(add).toMatchObject({ kind: 'ADD', holderUserName: 'c1_op', newSerial: first.serial, oldSerial: null, fee: '180.00', createdBy: '王芳' });

    const opA = await login('c1_op');
    const opB = await login('c1_op');
    const second = await registeredSoftKey(dir, 'SM2', 'CCB5100007002');
    const binding = e.change.response.parse(
      await ok(dir, e.change, { body: { oldUkeyNo: first.serial.toUpperCase(), registration: second.registration, certDerB64: second.certDerB64 } }),
    );
    expect(binding).toMatchObject({
      userName: 'c1_op',
      roleCode: 'ROLE_OPERATOR',
      ukeyNo: second.serial,
      ukeyCode: 'CCB5100007002',
      certType: 'SM2',
      status: 'ACTIVE',
    });
    expect([await bindingStatus(first.serial), await bindingStatus(second.serial)]).toEqual(['REVOKED', 'ACTIVE']);
    expect(await tailNumber('c1_op', 'ROLE_OPERATOR')).toBe('7002');
    const change = newest(await requestsOf(dir));
    expect(change).toMatchObject({
      kind: 'CHANGE',
      status: 'COMPLETED',
      holderUserName: 'c1_op',
      oldSerial: first.serial,
      newSerial: second.serial,
      fee: '180.00',
      createdBy: '王芳',
    });
    expect([await isLoggedIn(opA), await isLoggedIn(opB), await isLoggedIn(dir)]).toEqual([false, false, true]);

    // The old key is gone; the new one cannot be "changed in" twice.
    const third = await registeredSoftKey(dir, 'RSA', 'CCB5100007003');
    const stale = await dir.callEndpoint(e.change, { body: { oldUkeyNo: first.serial, registration: third.registration, certDerB64: third.certDerB64 } });
    expect([stale.status, stale.body.message]).toEqual([400, '原Ukey不存在或已注销']);
    const taken = await dir.callEndpoint(e.change, {
      body: { oldUkeyNo: demoKey('c1_dir').cert.serialNorm, registration: await register(dir, second.driver), certDerB64: second.certDerB64 },
    });
    expect([taken.status, taken.body.message]).toEqual([400, '该证书已绑定过，不能再次绑定，请使用新的Ukey']);
    expect(await bindingStatus(demoKey('c1_dir').cert.serialNorm)).toBe('ACTIVE');
  });

  it('lets a director change their own key to a spare agent Ukey: this session stays, their other sessions end', async () => {
    const dirA = await login('c2_dir');
    const dirB = await login('c2_dir');
    const spare = demoKey('spare-sm2');
    const old = demoKey('c2_dir');
    const binding = e.change.response.parse(await ok(dirA, e.change, { body: { oldUkeyNo: old.cert.serialNorm, ...(await demoRegistration(dirA, spare)) } }));
    expect(binding).toMatchObject({ userName: 'c2_dir', ukeyCode: 'CCB5100009002', ukeyNo: spare.cert.serialNorm, status: 'ACTIVE' });
    expect(await tailNumber('c2_dir', 'ROLE_DIRECTOR')).toBe('9002');
    expect([await isLoggedIn(dirA), await isLoggedIn(dirB)]).toEqual([true, false]);
    expect(newest(await requestsOf(dirA))).toMatchObject({
      kind: 'CHANGE',
      medium: 'UKEY',
      oldSerial: old.cert.serialNorm,
      newSerial: spare.cert.serialNorm,
      fee: '180.00',
    });

    const text = (await ok(dirA, e.signTestOriginal)) as string;
    const refused = await dirA.callEndpoint(e.signTestVerify, { body: signedPayload(text, old.cert, 'SM2', old.sign(text)) });
    expect(refused.body.code).toBe('SIGN_KEY_NOT_BOUND');
    const text2 = (await ok(dirA, e.signTestOriginal)) as string;
    expect(await ok(dirA, e.signTestVerify, { body: signedPayload(text2, spare.cert, 'SM2', spare.sign(text2)) })).toBe(true);
  });
});

describe('注销Ukey and 解除绑定', () => {
  it('needs a reason of 1–100 characters, then revokes, clears the tail number, records DELETE for free and ends the holder’s sessions', async () => {
    // The holder is c2_dir in another session (a soft key after their Ukey was revoked); the director's session stays.
    await withoutUkey('c2_dir');
    const op = await login('c2_dir');
    const soft = await applySoftKey(op, 'RSA');

    const dir = await login('c2_dir');
    for (const reason of ['', '   ', '因'.repeat(101)]) {
      const res = await dir.callEndpoint(e.delete, { body: { ukeyNo: soft.serialNumber, reason } });
      expect(res.status).toBe(400);
    }
    expect(await bindingStatus(soft.serialNumber)).toBe('ACTIVE');
    const deleted = e.delete.response.parse(await ok(dir, e.delete, { body: { ukeyNo: soft.serialNumber, reason: '员工离职' } }));
    expect(deleted).toMatchObject({
      kind: 'DELETE',
      status: 'COMPLETED',
      medium: 'SOFT',
      holderUserName: 'c2_dir',
      oldSerial: soft.serialNumber,
      newSerial: null,
      notAfter: null,
      reason: '员工离职',
      fee: '0.00',
      createdBy: '黄敏',
    });
    expect((await detailOf(dir, deleted.requestId)).bills).toEqual([]);
    expect(await bindingStatus(soft.serialNumber)).toBe('REVOKED');
    expect(await tailNumber('c2_dir', 'ROLE_DIRECTOR')).toBe('');
    expect(await isLoggedIn(op)).toBe(false);
    expect(await isLoggedIn(dir)).toBe(true);
    const twice = await dir.callEndpoint(e.delete, { body: { ukeyNo: soft.serialNumber, reason: '员工离职' } });
    expect([twice.status, twice.body.message]).toEqual([400, '该Ukey不存在或已注销']);
    expect((await dir.callEndpoint(e.certificate, { body: { requestId: deleted.requestId } })).status).toBe(404);
  });

  it('ends the holder’s sessions when a director binds a new key over their active one (rebinding), not on a first bind', async () => {
    const dir = await login('c2_dir');
    const first = await registeredSoftKey(dir, 'RSA', 'CCB5100007101');
    const opBefore = await login('c2_op');
    await ok(dir, e.bind, { body: { registration: first.registration, certDerB64: first.certDerB64, userName: 'c2_op', roleCode: 'ROLE_OPERATOR' } });
    expect(await isLoggedIn(opBefore)).toBe(true);
    const op = await login('c2_op');
    const second = await registeredSoftKey(dir, 'SM2', 'CCB5100007102');
    await ok(dir, e.bind, { body: { registration: second.registration, certDerB64: second.certDerB64, userName: 'c2_op', roleCode: 'ROLE_OPERATOR' } });
    expect([await bindingStatus(first.serial), await bindingStatus(second.serial)]).toEqual(['REVOKED', 'ACTIVE']);
    expect([await isLoggedIn(op), await isLoggedIn(opBefore), await isLoggedIn(dir)]).toEqual([false, false, true]);
  });
  it('refuses /v1/ukeys/unbind of a hardware Ukey (issue 26 H1); its own signed 注销 revokes it and ends the holder’s sessions', async () => {
    const dir = await login('s2_dir');
    const spare = demoKey('spare-rsa');
    await ok(dir, e.bind, { body: { ...(await demoRegistration(dir, spare)), userName: 's2_op', roleCode: 'ROLE_OPERATOR' } });
    expect(newest(await requestsOf(dir))).toMatchObject({ kind: 'ADD', medium: 'UKEY', ukeyCode: 'CCB5100009001', holderUserName: 's2_op', fee: '180.00' });
    const op = await login('s2_op');
    const unbind = await dir.callEndpoint(e.unbind, { body: { ukeyNo: spare.cert.serialNorm } });
    expect([unbind.body.code, unbind.body.message]).toEqual(['UKEY_UNBIND_HARDWARE', '硬件Ukey不能直接解除绑定，请通过注销Ukey办理']);
    expect(await bindingStatus(spare.cert.serialNorm)).toBe('ACTIVE');
    expect((await revokeWithOwnKey(dir, 'spare-rsa', '人员调岗')).body.code).toBe('0');
    expect(newest(await requestsOf(dir))).toMatchObject({ kind: 'DELETE', reason: '人员调岗', holderUserName: 's2_op', oldSerial: spare.cert.serialNorm });
    expect(await isLoggedIn(op)).toBe(false);
  });
});

describe('who may do what', () => {
  it('refuses 更换 and 注销 to a non-director and changes nothing', async () => {
    const op = await login('s1_op');
    const s1Key = demoKey('s1_dir').cert.serialNorm;
    const change = await op.callEndpoint(e.change, { body: { oldUkeyNo: s1Key, ...(await demoRegistration(op, demoKey('spare-rsa'))) } });
    const del = await op.callEndpoint(e.delete, { body: { ukeyNo: s1Key, reason: '测试' } });
    expect([change.status, del.status]).toEqual([403, 403]);
    expect(await bindingStatus(s1Key)).toBe('ACTIVE');
  });

  it('treats another corporation’s requests and keys as absent and changes nothing', async () => {
    const c1 = await login('c1_dir');
    const c1Request = (await requestsOf(c1)).find((r) => r.holderUserName === 'c1_dir')!;
    const c1Key = demoKey('c1_dir').cert.serialNorm;
    const spare = demoKey('spare-rsa').cert.serialNorm;
    const spareBefore = await bindingStatus(spare);
    const other = await login('s3_dir');
    for (const { path, ...endpoint } of [e.requestDetail, e.certificate, e.downloaded]) {
      const res = await other.callEndpoint({ path, ...endpoint }, { body: { requestId: c1Request.requestId } });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    expect((await other.callEndpoint(e.delete, { body: { ukeyNo: c1Key, reason: '测试' } })).status).toBe(400);
    expect((await other.callEndpoint(e.change, { body: { oldUkeyNo: c1Key, ...(await demoRegistration(other, demoKey('spare-rsa'))) } })).status).toBe(400);
    expect(await bindingStatus(c1Key)).toBe('ACTIVE');
    expect(await bindingStatus(spare)).toBe(spareBefore);
    expect((await requestsOf(other)).some((r) => r.requestId === c1Request.requestId)).toBe(false);
    expect(await detailOf(c1, c1Request.requestId)).toMatchObject({ request: { status: 'COMPLETED' } });
  });
});

describe('证书更新 and 证书下载 (the holder, current role)', () => {
  it.each([
    ['s3_dir', 'RSA'],
    ['s2_dir', 'SM2'],
  ] as const)('%s renews their %s key: same public key, new serial, old binding revoked, then downloaded', async (user, certType) => {
    const c = await login(user);
    const key = demoKey(user);
    const text = (await ok(c, e.renewOriginal)) as string;
    expect(text).toMatch(new RegExp(`^证书更新\\n企业：.+\\n用户：.+（${user}）\\n`));
    expect(text).toContain(`当前证书序列号：${key.cert.serialNorm}`);
    expect(text).toContain('有效期至：2035-12-31');
    expect(text).toContain('证书服务费（1年）：100.00元');
    const body = { payload: signedPayload(text, key.cert, certType, key.sign(text)) };
    const renewed = e.renew.response.parse(await ok(c, e.renew, { body: body }));
    const cert = parseCertificate(renewed.certDerB64)!;
    expect(cert.spkiDer.equals(key.cert.spkiDer)).toBe(true);
    expect(cert.serialNorm).toBe(renewed.serialNumber);
    expect(cert.serialNorm).not.toBe(key.cert.serialNorm);
    expect(cert.serialNorm.startsWith('2')).toBe(certType === 'SM2');
    expect(cert.subjectDN).toBe(key.cert.subjectDN);
    expect(cert.issuerDN).toBe(TEST_CA_NAME);
    expect(cert.notAfter - server.clock.now()).toBeGreaterThan(364 * 86_400_000);
    expect([await bindingStatus(key.cert.serialNorm), await bindingStatus(cert.serialNorm)]).toEqual(['REVOKED', 'ACTIVE']);

    const { request, bills } = await detailOf(c, renewed.requestId);
    expect(request).toMatchObject({
      kind: 'UPDATE',
      status: 'TO_DOWNLOAD',
      oldSerial: key.cert.serialNorm,
      newSerial: cert.serialNorm,
      ukeyCode: key.key.keyCode,
      fee: '100.00',
      completedAt: null,
    });
    expect(bills).toEqual([expect.objectContaining({ item: '证书服务费（1年）', amount: '100.00', periodStart: BUSINESS_DATE, periodEnd: YEAR_LATER })]);
    expect((await c.callEndpoint(e.renew, { body: body })).status).toBe(409);

    // Signatures are verified with the stored public key: the old serial is no longer bound, the new one is.
    const t1 = (await ok(c, e.signTestOriginal)) as string;
    expect((await c.callEndpoint(e.signTestVerify, { body: signedPayload(t1, key.cert, certType, key.sign(t1)) })).body.code).toBe('SIGN_KEY_NOT_BOUND');
    const t2 = (await ok(c, e.signTestOriginal)) as string;
    expect(await ok(c, e.signTestVerify, { body: signedPayload(t2, cert, certType, key.sign(t2)) })).toBe(true);

    expect(e.certificate.response.parse(await ok(c, e.certificate, { body: { requestId: renewed.requestId } })).certDerB64).toBe(renewed.certDerB64);
    const colleague = await login(user.replace('_dir', '_op'));
    expect((await colleague.callEndpoint(e.downloaded, { body: { requestId: renewed.requestId } })).status).toBe(403);
    const done = e.downloaded.response.parse(await ok(c, e.downloaded, { body: { requestId: renewed.requestId } }));
    expect(done.status).toBe('COMPLETED');
    expect(done.completedAt).not.toBeNull();
    server.clock.advance(1000);
    expect(await ok(c, e.downloaded, { body: { requestId: renewed.requestId } })).toEqual(done);
  });

  it('has nothing to renew for a user without a key in the current role', async () => {
    const c = await login('c1_final');
    const res = await c.callEndpoint(e.renewOriginal);
    expect([res.status, res.body.code]).toEqual([403, 'SIGN_KEY_NOT_BOUND']);
  });
});

describe('bank CA chain check (security.md §2.5)', () => {
  it('refuses a certificate that names the demo CCB CA as issuer but was signed by another key, on bind and on change', async () => {
    const dir = await login('c1_dir');
    const forged = await createForgedCa(demoKey('c1_dir').cert.issuerDN);
    const fake = await registeredSoftKey(dir, 'RSA', 'CCB5100006666', async (spkiB64) => (await forged.issue(spkiB64, '1f0f0f')).certDerB64);
    expect(parseCertificate(fake.certDerB64)!.issuerDN).toBe(demoKey('c1_dir').cert.issuerDN);
    const bind = await dir.callEndpoint(e.bind, {
      body: { registration: fake.registration, certDerB64: fake.certDerB64, userName: 'c1_final', roleCode: 'ROLE_FINAL_REVIEW' },
    });
    expect([bind.status, bind.body.code]).toEqual([400, 'SIGN_CERT_INVALID']);
    const change = await dir.callEndpoint(e.change, {
      body: { oldUkeyNo: demoKey('c1_dir').cert.serialNorm, registration: await register(dir, fake.driver), certDerB64: fake.certDerB64 },
    });
    expect([change.status, change.body.code]).toEqual([400, 'SIGN_CERT_INVALID']);
    expect(await bindingStatus('1f0f0f')).toBeUndefined();
    expect(await bindingStatus(demoKey('c1_dir').cert.serialNorm)).toBe('ACTIVE');
    const log = await server.db.query<{ detail: string }>("SELECT detail FROM security_log WHERE detail LIKE '1f0f0f not issued by a CCB CA'");
    expect(log).toHaveLength(2);
  });
});
