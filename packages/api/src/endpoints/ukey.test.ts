import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { ResponseShapeError } from '../client/errors';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import { UKEY_PATH } from './ukey';

const BINDING = {
  ukeyNo: '1a2b',
  ukeyCode: 'CCB5100000101',
  ukeyBank: 'CCB',
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

describe('client.ukey', () => {
  it('lists bindings, posts binds and soft-certificate requests to the key management paths', async () => {
    const server = fakeFetch((req) => {
      if (req.url === UKEY_PATH.list) return ok([BINDING]);
      if (req.url === UKEY_PATH.softCert) return ok({ certDerB64: 'MII', serialNumber: '2a', issuerDN: 'CN=ca', subjectDN: 'CN=me', keyCode: 'SOFT00001234' });
      return ok(true);
    });
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await expect(client.ukey.list()).resolves.toEqual([BINDING]);
    await expect(client.ukey.unbind({ ukeyNo: '1a2b' })).resolves.toBe(true);
    const soft = await client.ukey.softCertificate({ spkiB64: 'MFk', certType: 'SM2', original: '原文', proofB64: 'MEU' });
    expect(soft.keyCode).toBe('SOFT00001234');
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', UKEY_PATH.list],
      ['POST', UKEY_PATH.unbind],
      ['POST', UKEY_PATH.softCert],
    ]);
    expect(JSON.parse(server.requests[2]!.body as string)).toMatchObject({ certType: 'SM2', proofB64: 'MEU' });
  });

  it('签名测试: fetches the original and posts the signature payload for verification', async () => {
    const server = fakeFetch((req) => (req.url === UKEY_PATH.signTestOriginal ? ok('签名测试原文') : ok(true)));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    const original = await client.ukey.signTestOriginal();
    const payload = { algorithmType: 'SHA1withRSA', issuerDn: 'CN=ca', raType: 'CCB', signature: 'c2ln', certSerialNo: '1a', original };
    await expect(client.ukey.signTestVerify(payload)).resolves.toBe(true);
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', UKEY_PATH.signTestOriginal],
      ['POST', UKEY_PATH.signTestVerify],
    ]);
    expect(JSON.parse(server.requests[1]!.body as string)).toEqual(payload);
  });

  it('refuses a binding list that does not fit the contract', async () => {
    const server = fakeFetch(() => ok([{ ...BINDING, certType: 'DSA' }]));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await expect(client.ukey.list()).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
