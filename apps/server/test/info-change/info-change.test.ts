import { describe, expect, it } from 'vitest';
import { INFO_CHANGE_MESSAGES as M, SIGNING_ORIGINALS, agreementEndpoints, agreementRecordEndpoints, infoChangeEndpoints } from '@scf/api/contract';
import type { AgreementRecord, InfoChange, RegisteredInfo } from '@scf/api/contract';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { storeLicence } from '../realname/realname-helpers';

const server = useTestServer();

const current = async (c: TestClient) => ok<RegisteredInfo>(await c.callEndpoint(infoChangeEndpoints.current));
const form = (info: RegisteredInfo, change: Partial<RegisteredInfo> & { licenceFileId?: string } = {}) => ({
  uscc: info.uscc,
  corpName: info.corpName,
  legalRepName: info.legalRepName,
  regAddress: info.regAddress,
  businessScope: info.businessScope,
  ...change,
});

/** Draft, fetch 《企业信息变更申请书》, sign it with the director's demo key and submit. */
async function signedChange(c: TestClient, keyId: string, body: object): Promise<{ original: string; change: InfoChange }> {
  const draft = ok<InfoChange>(await c.callEndpoint(infoChangeEndpoints.draft, { body }));
  expect(draft.status).toBe('DRAFT');
  const original = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: draft.changeNo } }));
  const { creditList: _none, ...payload } = signedPayload(keyId, original, draft.changeNo);
  const change = ok<InfoChange>(await c.callEndpoint(infoChangeEndpoints.submit, { params: { changeNo: draft.changeNo }, body: payload }));
  return { original, change };
}

const corpState = async (corpId: string) =>
  (await server.db.query<{ realname_state: string }>('SELECT realname_state FROM corp WHERE corp_id = $1', [corpId]))[0]?.realname_state;

describe('企业信息变更 (/my/enterprise-info/info-update, domain-lines.md §16.2)', () => {
  it('a director changes the registered address signed with the key: in force at once, in 变更记录, no re-authentication', async () => {
    const dir = await server.login('c1_dir');
    const before = await current(dir);
    expect(before).toMatchObject({ uscc: '91320300MA1XG0000F', corpName: '徐州示例重工集团有限公司', legalRepName: '王建国' });
    const { original, change } = await signedChange(dir, 'c1_dir', form(before, { regAddress: '江苏省徐州市云龙区示例大道99号' }));
    expect(original).toContain('企业信息变更申请书');
    expect(original).toContain(`注册地址（变更前）：${before.regAddress}`);
    expect(original).toContain('注册地址（变更后）：江苏省徐州市云龙区示例大道99号');
    expect(change).toMatchObject({ status: 'APPROVED', fields: ['regAddress'], submitterName: '王芳', reason: '' });
    expect((await current(dir)).regAddress).toBe('江苏省徐州市云龙区示例大道99号');
    expect(ok<InfoChange[]>(await dir.callEndpoint(infoChangeEndpoints.list)).map((c) => [c.changeNo, c.status])).toEqual([[change.changeNo, 'APPROVED']]);
    expect(await corpState('C1')).toBe('VERIFIED');
    // The signature is kept as evidence like every signed business.
    const kept = await server.db.query("SELECT 1 FROM signed_evidence WHERE business_type = 'CONTRACT_SIGN' AND business_ids = $1", [
      JSON.stringify([change.changeNo]),
    ]);
    expect(kept).toHaveLength(1);
  });

  it('refuses each rule of §16.2 with its message and records nothing', async () => {
    const dir = await server.login('c1_dir');
    const info = await current(dir);
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info, { uscc: '91320300MA1XG0001J', regAddress: '新地址' }) }), M.usccImmutable);
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info) }), M.unchanged);
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info, { corpName: '徐州示例重工控股有限公司' }) }), M.licence);
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info, { legalRepName: '李四', licenceFileId: 'LICnotours' }) }), M.licence);
    // The administrator has no key bound.
    refused(await (await server.login('c1_admin')).callEndpoint(infoChangeEndpoints.draft, { body: form(info, { regAddress: '新地址' }) }), M.noKey);
    await server.db.query("UPDATE corp SET realname_state = 'VERIFYING' WHERE corp_id = 'C1'");
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info, { regAddress: '新地址' }) }), M.verifying);
    await server.db.query("UPDATE corp SET realname_state = 'VERIFIED' WHERE corp_id = 'C1'");
    await server.db.query(
      `INSERT INTO corp_info_change (change_no, corp_id, status, fields, before_values, after_values, submitted_by, created_at)
       VALUES ('BG20250616999999', 'C1', 'SUBMITTED', '[]', '{}', '{}', 'c1_dir', 0)`,
    );
    refused(await dir.callEndpoint(infoChangeEndpoints.draft, { body: form(info, { regAddress: '新地址' }) }), M.open);
    await server.db.query("DELETE FROM corp_info_change WHERE change_no = 'BG20250616999999'");
    expect(await current(dir)).toEqual(info);
    // Roles without the page.
    expect((await (await server.login('c1_op')).callEndpoint(infoChangeEndpoints.current)).status).toBe(403);
  });

  it('a name change the registry does not show is 已驳回; once it does, the name changes, re-authentication is required and the agreement must be signed again', async () => {
    const dir = await server.login('c1_dir');
    const info = await current(dir);
    const licenceFileId = await storeLicence(server.db, 'C1', 'c1_dir');
    const newName = '徐州示例重工控股集团有限公司';
    const rejected = (await signedChange(dir, 'c1_dir', form(info, { corpName: newName, licenceFileId }))).change;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: M.registry });
    expect(await current(dir)).toEqual(info);

    await server.db.query("UPDATE sim_registry SET corp_name = $1 WHERE uscc = '91320300MA1XG0000F'", [newName]);
    const approved = (await signedChange(dir, 'c1_dir', form(info, { corpName: newName, licenceFileId }))).change;
    expect(approved).toMatchObject({ status: 'APPROVED', fields: ['corpName'] });
    expect((await current(dir)).corpName).toBe(newName);
    expect(await corpState('C1')).toBe('REAUTH_REQUIRED');
    expect(await server.db.query("SELECT reason FROM corp_reauth WHERE corp_id = 'C1'")).toEqual([{ reason: 'CORP_INFO_CHANGED' }]);
    // The post-login check asks for the agreement again, and 协议管理 shows the old record superseded.
    const admin = await server.login('c1_admin');
    expect(ok<boolean>(await admin.callEndpoint(agreementEndpoints.exists))).toBe(false);
    const platform = ok<AgreementRecord[]>(await admin.callEndpoint(agreementRecordEndpoints.list)).filter((r) => r.templateCode === 'PLATFORM');
    expect(platform.map((r) => r.status)).toEqual(['SUPERSEDED']);
    expect(ok<InfoChange[]>(await dir.callEndpoint(infoChangeEndpoints.list)).map((c) => c.status)).toEqual(['APPROVED', 'REJECTED', 'APPROVED']);
  });
});
