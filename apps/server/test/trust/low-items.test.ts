import { describe, expect, it } from 'vitest';
import { agreementEndpoints, authEndpoints } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { revokeWithOwnKey } from '../signing/demo-keys';

// Issue 26, Low items outside the ledger modules.
const server = useTestServer();

describe('issue 26 Low: the registration agreement binds the corporation only by its administrator or a director', () => {
  it('refuses an operator, then records the administrator’s signing', async () => {
    await server.db.query("DELETE FROM agreement_sign WHERE corp_id = 'C1'");
    const op = await server.login('c1_op');
    const refused = await op.callEndpoint(agreementEndpoints.create);
    expect([refused.body.code, refused.body.message]).toEqual(['AGREEMENT_ROLE', '注册协议须由企业管理员或主管签署，请联系贵企业管理员']);
    expect((await op.callEndpoint(agreementEndpoints.exists)).body.data).toBe(false);
    const admin = await server.login('c1_admin');
    expect((await admin.callEndpoint(agreementEndpoints.create)).body.code).toBe('0');
    expect((await op.callEndpoint(agreementEndpoints.exists)).body.data).toBe(true);
  });
});

describe('issue 26 Low: a session does not keep a role taken from its user', () => {
  it('answers 401 once the current role is removed', async () => {
    const op = await server.login('c2_op');
    expect((await op.callEndpoint(authEndpoints.userInfo)).status).toBe(200);
    await server.db.query("DELETE FROM user_role WHERE user_id = 'c2_op' AND role_code = 'ROLE_OPERATOR'");
    expect((await op.callEndpoint(authEndpoints.userInfo)).status).toBe(401);
  });
});

describe('issue 26 Low: numbers do not wrap after 10^6 a day', () => {
  it('gives the millionth-and-first key request of a day its own number instead of a duplicate (a 500)', async () => {
    await server.db.query("SELECT setval('ukey_request_seq', 1000000)");
    const dir = await server.login('s1_dir');
    const res = await revokeWithOwnKey(dir, 's1_dir');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ requestId: 'UKR202506161000001' });
  });
});
