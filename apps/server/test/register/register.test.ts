import { createHash } from 'node:crypto';
import { REGISTER_AGREEMENT_TEXT } from '@scf/api/contract';
import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES as M } from '../../src/modules/register';
import { decryptAtRest } from '../../src/platform/security/field-cipher';
import { loadSecrets } from '../../src/platform/security/secrets';
import { useTestServer } from '../helpers/test-server';
import { N1, footprint, other, postRegistration, registerCode } from './register-helpers';
import type { Registration } from './register-helpers';

const server = useTestServer({ demoTools: true, trustProxy: 1 });

describe('注册 (domain-lines.md §15.1)', () => {
  it('registers N1 whole: an UNVERIFIED chain member, its ACTIVE admin (ID card encrypted), the agreements signed, a REG number, the code spent', async () => {
    const before = await footprint(server);
    const code = await registerCode(server, N1.mobile);
    const res = await postRegistration(server, N1, code);
    expect(res.body.code, res.body.message).toBe('0');
    expect(res.body.data).toEqual({ regNo: expect.stringMatching(/^REG\d{8}\d{6}$/), corpName: N1.corpName, loginName: 'n1_admin' });
    expect(await footprint(server)).toEqual({
      corp: before.corp! + 1,
      app_user: before.app_user! + 1,
      registration: before.registration! + 1,
      agreement_sign: before.agreement_sign! + 1,
      agreement_record: before.agreement_record! + 3,
    });
    const [corp] = await server.db.query<Record<string, unknown>>(
      'SELECT corp_id, corp_type, authenticated, realname_state, status FROM corp WHERE uscc = $1',
      [N1.uscc],
    );
    expect(corp).toMatchObject({ corp_type: 'CHAIN', authenticated: false, realname_state: 'UNVERIFIED', status: 'ACTIVE' });
    const [user] = await server.db.query<{ status: string; default_role: string; id_card_enc: string; person_name: string }>(
      "SELECT status, default_role, id_card_enc, person_name FROM app_user WHERE user_name = 'n1_admin'",
    );
    expect(user).toMatchObject({ status: 'ACTIVE', default_role: 'ROLE_ADMIN', person_name: '郑华' });
    expect(user!.id_card_enc).not.toContain(N1.idCard);
    expect(decryptAtRest((await loadSecrets(server.db)).fieldKey, user!.id_card_enc)).toBe(N1.idCard);
    expect(await server.db.query('SELECT product_code FROM corp_product WHERE corp_id = $1', [corp!.corp_id])).toEqual([{ product_code: 'CREDIT' }]);
    // One record per ticked agreement, signed 勾选同意 by the admin, each the hash of the exact text the form showed.
    const records = await server.db.query<{ template_code: string; title: string; sign_method: string; text_content: string; text_sha256: string }>(
      'SELECT template_code, title, sign_method, text_content, text_sha256 FROM agreement_record WHERE corp_id = $1 ORDER BY agreement_no',
      [corp!.corp_id],
    );
    expect(records.map((r) => [r.template_code, r.sign_method])).toEqual([
      ['PLATFORM', 'CHECK'],
      ['PRIVACY', 'CHECK'],
      ['DIGITAL_CERT', 'CHECK'],
    ]);
    for (const r of records) expect(r.text_sha256).toBe(createHash('sha256').update(r.text_content, 'utf8').digest('hex'));
    expect(records[1]!.text_content).toContain(REGISTER_AGREEMENT_TEXT.PRIVACY[1]);
    expect(records[2]!.text_content).toContain(REGISTER_AGREEMENT_TEXT.DIGITAL_CERT[0]);
    // The code is spent: the same request again is refused at check 3, before the USCC.
    expect((await postRegistration(server, N1, code)).body).toMatchObject({ code: 'SMS_CODE_INVALID', message: M.smsCode });
    // The admin logs in (not logged in by registering).
    const c = server.client();
    await c.page();
    expect(await c.login('n1_admin', N1.password)).toBe('/my/enterprise-info/info');
  });

  it('refuses in the design’s order, each with its message, and leaves nothing behind', async () => {
    const cases: Array<[Registration, string, string]> = [
      [other(1, { uscc: '91320300MA1XG0000F' }), 'USCC_REGISTERED', M.usccTaken],
      [other(2, { loginName: 'c1_op' }), 'USER_NAME_TAKEN', M.userNameTaken],
      [other(4, { uscc: '91320300MA1X99999J' }), 'REGISTRY_NOT_FOUND', M.registryNotFound],
      [other(5, { uscc: '91320100MA1XN0002R', corpName: '南京示例物流（集团）有限公司' }), 'REGISTRY_NAME_MISMATCH', M.registryName],
      [other(6, { uscc: '91320300MA1X98888H' }), 'REGISTRY_STATUS', M.registryStatus],
    ];
    const before = await footprint(server);
    for (const [reg, code, message] of cases) {
      const res = await postRegistration(server, reg, await registerCode(server, reg.mobile));
      expect(res.body, reg.uscc).toMatchObject({ code, message });
    }
    expect(await footprint(server)).toEqual(before);
  });

  it('refuses a mobile a live user holds (check 6) and a wrong code, counting the wrong code', async () => {
    const before = await footprint(server);
    const taken = other(7, { mobile: '13800000101' });
    expect((await postRegistration(server, taken, await registerCode(server, taken.mobile))).body).toMatchObject({
      code: 'MOBILE_TAKEN',
      message: M.mobileTaken,
    });
    const wrong = other(8);
    const code = await registerCode(server, wrong.mobile);
    const bad = code === '000000' ? '111111' : '000000';
    expect((await postRegistration(server, wrong, bad)).body).toMatchObject({ code: 'SMS_CODE_INVALID', message: M.smsCode });
    const [row] = await server.db.query<{ failed_attempts: number }>(
      "SELECT failed_attempts FROM sms_outbox WHERE mobile = $1 AND scene = 'REGISTER' ORDER BY sent_at DESC LIMIT 1",
      [wrong.mobile],
    );
    expect(Number(row!.failed_attempts)).toBe(1);
    expect(await footprint(server)).toEqual(before);
  });
});
