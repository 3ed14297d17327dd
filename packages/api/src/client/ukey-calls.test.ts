import { describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { ukeyEndpoints } from '../contract/endpoints/ukey';
import { ResponseShapeError } from './errors';
import { fakeFetch, ok } from '../test-support/fake-fetch';

const UKEY_PATH = Object.fromEntries(Object.entries(ukeyEndpoints).map(([k, e]) => [k, e.path])) as Record<keyof typeof ukeyEndpoints, string>;

const BINDING = {
  ukeyNo: '1a2b',
  ukeyCode: 'CCB5100000101',
  ukeyBank: 'CCB',
  medium: 'UKEY',
  certType: 'RSA',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=c1_dir',
  userName: 'c1_dir',
  personName: '王芳',
  roleCode: 'ROLE_DIRECTOR',
  notAfter: '2035-12-31T00:00:00.000Z',
  status: 'ACTIVE',
  boundAt: '2025-06-16T00:00:00.000Z',
};

describe('ukey endpoints', () => {
  it('lists bindings, posts binds and soft-certificate requests to the key management paths', async () => {
    const server = fakeFetch((req) => {
      if (req.url === UKEY_PATH.list) return ok([BINDING]);
      if (req.url === UKEY_PATH.softCertificate)
        return ok({ certDerB64: 'MII', serialNumber: '2a', issuerDN: 'CN=ca', subjectDN: 'CN=me', keyCode: 'SOFT00001234' });
      return ok(true);
    });
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await expect(client.call(ukeyEndpoints.list)).resolves.toEqual([BINDING]);
    await expect(client.call(ukeyEndpoints.unbind, { body: { ukeyNo: '1a2b' } })).resolves.toBe(true);
    const soft = await client.call(ukeyEndpoints.softCertificate, { body: { spkiB64: 'MFk', certType: 'SM2', original: '原文', proofB64: 'MEU' } });
    expect(soft.keyCode).toBe('SOFT00001234');
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', UKEY_PATH.list],
      ['POST', UKEY_PATH.unbind],
      ['POST', UKEY_PATH.softCertificate],
    ]);
    expect(JSON.parse(server.requests[2]!.body as string)).toMatchObject({ certType: 'SM2', proofB64: 'MEU' });
  });

  it('签名测试: fetches the original and posts the signature payload for verification', async () => {
    const server = fakeFetch((req) => (req.url === UKEY_PATH.signTestOriginal ? ok('签名测试原文') : ok(true)));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    const original = await client.call(ukeyEndpoints.signTestOriginal);
    const payload = { algorithmType: 'SHA1withRSA', issuerDn: 'CN=ca', raType: 'CCB', signature: 'c2ln', certSerialNo: '1a', original };
    await expect(client.call(ukeyEndpoints.signTestVerify, { body: payload })).resolves.toBe(true);
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', UKEY_PATH.signTestOriginal],
      ['POST', UKEY_PATH.signTestVerify],
    ]);
    expect(JSON.parse(server.requests[1]!.body as string)).toEqual(payload);
  });

  it('refuses a binding list that does not fit the contract', async () => {
    const server = fakeFetch(() => ok([{ ...BINDING, certType: 'DSA' }]));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await expect(client.call(ukeyEndpoints.list)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  describe('key lifecycle', () => {
    const REQUEST = {
      requestId: 'UR1',
      kind: 'DELETE',
      status: 'COMPLETED',
      medium: 'UKEY',
      holderUserName: 'c1_op',
      holderPersonName: '张经办',
      roleCode: 'ROLE_OPERATOR',
      ukeyCode: 'CCB5100000102',
      certType: 'SM2',
      bank: 'CCB',
      oldSerial: '2c',
      newSerial: null,
      notAfter: null,
      reason: '人员离职',
      fee: '0.00',
      createdBy: '王芳（c1_dir）',
      createdAt: '2025-06-16T02:30:00.000Z',
      completedAt: '2025-06-16T02:30:00.000Z',
    };
    const BILL = {
      billId: 'B1',
      requestId: 'UR2',
      item: 'Ukey介质费',
      amount: '80.00',
      ukeyCode: 'CCB5100009001',
      holderPersonName: '王芳',
      periodStart: null,
      periodEnd: null,
      status: 'UNPAID',
      createdAt: '2025-06-16T02:30:00.000Z',
    };
    const CERT = { requestId: 'UR3', certDerB64: 'MII', serialNumber: '1a2c', issuerDN: 'CN=ca', subjectDN: 'CN=me', notAfter: '2026-06-16T00:00:00.000Z' };
    const RENEWAL = { requestId: 'UR3', certDerB64: 'MII', serialNumber: '1a2c', notAfter: '2026-06-16T00:00:00.000Z' };
    const REGISTRATION = {
      raType: 'CCB',
      ukeyBank: 'CCB',
      ukeyCode: 'CCB5100009001',
      original: '绑定原文',
      signature: 'c2ln',
      pkCa: 'CCB',
      ukeyNo: '1f9001',
      algorithmType: 'SHA1withRSA',
      issuerDN: 'CN=ca',
      subjectDN: 'CN=spare',
    };

    it('reads requests, a request with its bills, bills, certificates; reports a download', async () => {
      const server = fakeFetch((req) => {
        if (req.url === UKEY_PATH.requests) return ok([REQUEST]);
        if (req.url === UKEY_PATH.requestDetail) return ok({ request: REQUEST, bills: [BILL] });
        if (req.url === UKEY_PATH.bills) return ok({ bills: [BILL], unpaidTotal: '80.00' });
        if (req.url === UKEY_PATH.certificate) return ok(CERT);
        return ok({ ...REQUEST, requestId: 'UR3', kind: 'UPDATE' });
      });
      const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
      await expect(client.call(ukeyEndpoints.requests)).resolves.toEqual([REQUEST]);
      await expect(client.call(ukeyEndpoints.requestDetail, { body: { requestId: 'UR1' } })).resolves.toEqual({ request: REQUEST, bills: [BILL] });
      await expect(client.call(ukeyEndpoints.bills)).resolves.toEqual({ bills: [BILL], unpaidTotal: '80.00' });
      await expect(client.call(ukeyEndpoints.certificate, { body: { requestId: 'UR3' } })).resolves.toEqual(CERT);
      await expect(client.call(ukeyEndpoints.downloaded, { body: { requestId: 'UR3' } })).resolves.toMatchObject({ requestId: 'UR3', kind: 'UPDATE' });
      expect(server.requests.map((r) => [r.method, r.url])).toEqual([
        ['POST', UKEY_PATH.requests],
        ['POST', UKEY_PATH.requestDetail],
        ['POST', UKEY_PATH.bills],
        ['POST', UKEY_PATH.certificate],
        ['POST', UKEY_PATH.downloaded],
      ]);
      expect(JSON.parse(server.requests[1]!.body as string)).toEqual({ requestId: 'UR1' });
      expect(JSON.parse(server.requests[4]!.body as string)).toEqual({ requestId: 'UR3' });
    });

    it('posts change, delete and renew; fetches the renewal original', async () => {
      const server = fakeFetch((req) => {
        if (req.url === UKEY_PATH.change) return ok({ ...BINDING, ukeyNo: '1f9001', ukeyCode: 'CCB5100009001' });
        if (req.url === UKEY_PATH.delete) return ok(REQUEST);
        if (req.url === UKEY_PATH.renewOriginal) return ok('证书更新原文');
        return ok(RENEWAL);
      });
      const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
      const changed = await client.call(ukeyEndpoints.change, { body: { oldUkeyNo: '1a2b', registration: REGISTRATION, certDerB64: 'MII' } });
      expect(changed.ukeyCode).toBe('CCB5100009001');
      await expect(client.call(ukeyEndpoints.delete, { body: { ukeyNo: '2c', reason: '人员离职' } })).resolves.toMatchObject({
        kind: 'DELETE',
        reason: '人员离职',
      });
      const original = await client.call(ukeyEndpoints.renewOriginal);
      const payload = { algorithmType: 'SHA1withRSA', issuerDn: 'CN=ca', raType: 'CCB', signature: 'c2ln', certSerialNo: '1a2b', original };
      await expect(client.call(ukeyEndpoints.renew, { body: { payload } })).resolves.toEqual(RENEWAL);
      expect(server.requests.map((r) => [r.method, r.url])).toEqual([
        ['POST', UKEY_PATH.change],
        ['POST', UKEY_PATH.delete],
        ['GET', UKEY_PATH.renewOriginal],
        ['POST', UKEY_PATH.renew],
      ]);
      expect(JSON.parse(server.requests[0]!.body as string)).toEqual({ oldUkeyNo: '1a2b', registration: REGISTRATION, certDerB64: 'MII' });
      expect(JSON.parse(server.requests[1]!.body as string)).toEqual({ ukeyNo: '2c', reason: '人员离职' });
      expect(JSON.parse(server.requests[3]!.body as string)).toEqual({ payload });
    });

    it('refuses a request record or bill list that does not fit the contract', async () => {
      const server = fakeFetch((req) =>
        req.url === UKEY_PATH.requests ? ok([{ ...REQUEST, status: 'PENDING' }]) : ok({ bills: [{ ...BILL, amount: 80 }], unpaidTotal: '80.00' }),
      );
      const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
      await expect(client.call(ukeyEndpoints.requests)).rejects.toBeInstanceOf(ResponseShapeError);
      await expect(client.call(ukeyEndpoints.bills)).rejects.toBeInstanceOf(ResponseShapeError);
    });
  });
});
