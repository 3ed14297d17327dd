import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_FILE_TAMPERED, agreementEndpoints, agreementRecordEndpoints } from '@scf/api/contract';
import type { AgreementRecord } from '@scf/api/contract';
import { ok } from '../credits/ledger-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const list = async (c: TestClient) => ok<AgreementRecord[]>(await c.callEndpoint(agreementRecordEndpoints.list));
const file = (c: TestClient, no: string, inline = true) => c.call('GET', `/v1/agreements/${no}/file${inline ? '?inline=1' : ''}`);
const evidence = (c: TestClient, no: string) => c.call('GET', `/v1/agreements/${no}/evidence`);
const recordOf = async (c: TestClient, templateCode: string) => {
  const r = (await list(c)).find((a) => a.templateCode === templateCode && a.status !== 'SUPERSEDED');
  if (!r) throw new Error(`no ${templateCode} record`);
  return r;
};

describe('协议管理 (/my/protocol/index, domain-lines.md §16.9)', () => {
  it('lists every agreement the corporation signed with version, hash, method, signer, time and IP', async () => {
    const admin = await server.login('c1_admin');
    const rows = await list(admin);
    expect(rows.map((r) => [r.title, r.signMethod, r.signerName, r.status])).toEqual(
      expect.arrayContaining([
        ['平台服务协议（注册协议）', 'CHECK', '张伟', 'ACTIVE'],
        ['还款账户信息确认函（代扣授权）', 'UKEY', '王芳', 'ACTIVE'],
      ]),
    );
    const platform = await recordOf(admin, 'PLATFORM');
    expect(platform).toMatchObject({ version: '2025-01', signedIp: '10.20.30.41', parties: ['徐州示例重工集团有限公司', '供应链金融服务平台'] });
    expect(platform.agreementNo).toMatch(/^XY\d{14}$/);
    expect(platform.signedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await server.db.query<{ text_content: string }>('SELECT text_content FROM agreement_record WHERE agreement_no = $1', [platform.agreementNo]);
    expect(platform.textSha256).toBe(sha256(row?.text_content ?? ''));
    expect((await recordOf(admin, 'REPAY_MANDATE')).certSerial).toBeTruthy();
    // Another corporation sees only its own (S4 has not signed the agreement yet).
    expect(await list(await server.login('s4_admin'))).toEqual([]);
  });

  it('serves the PDF for the previewer and a 证据包 with the text, the evidence and the hashes; only to its corporation and the page’s roles', async () => {
    const admin = await server.login('c1_admin');
    const { agreementNo, textSha256 } = await recordOf(admin, 'PLATFORM');
    const pdf = await file(admin, agreementNo);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(strFromU8(new Uint8Array(pdf.res.rawPayload).slice(0, 5))).toBe('%PDF-');
    const zip = await evidence(admin, agreementNo);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.res.rawPayload));
    const root = `evidence-${agreementNo}`;
    const text = files[`${root}/agreement.txt`];
    expect(text && sha256(text)).toBe(textSha256);
    const json = JSON.parse(strFromU8(files[`${root}/evidence.json`] ?? new Uint8Array())) as Record<string, unknown>;
    expect(json).toMatchObject({ agreementNo, textSha256, signMethod: 'CHECK', signedIp: '10.20.30.41', signer: { name: '张伟' } });
    expect((await file(await server.login('s4_admin'), agreementNo)).status).toBe(404);
    expect((await evidence(await server.login('s4_admin'), agreementNo)).status).toBe(404);
    expect((await file(await server.login('c1_purchase'), agreementNo)).status).toBe(403);
  });

  it('re-hashes the text before serving it: a changed text is refused with 协议文件校验失败，请联系客服', async () => {
    const admin = await server.login('c1_admin');
    const { agreementNo } = await recordOf(admin, 'REPAY_MANDATE');
    await server.db.query("UPDATE agreement_record SET text_content = text_content || '。' WHERE agreement_no = $1", [agreementNo]);
    for (const res of [await file(admin, agreementNo), await evidence(admin, agreementNo)]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(AGREEMENT_FILE_TAMPERED);
    }
  });

  it('shows a record of an older version as 待重新签署; signing the new version supersedes it (已被新版本替代)', async () => {
    const admin = await server.login('c1_admin');
    // C1 signed an earlier text of the platform agreement.
    await server.db.query("UPDATE agreement_sign SET version = '2024-06' WHERE corp_id = 'C1'");
    await server.db.query("UPDATE agreement_record SET version = '2024-06' WHERE corp_id = 'C1' AND template_code = 'PLATFORM'");
    const old = await recordOf(admin, 'PLATFORM');
    expect(old.status).toBe('RESIGN_REQUIRED');
    expect(ok<boolean>(await admin.callEndpoint(agreementEndpoints.exists))).toBe(false);
    ok(await admin.callEndpoint(agreementEndpoints.create, { body: {} }));
    const rows = (await list(admin)).filter((r) => r.templateCode === 'PLATFORM');
    expect(rows.map((r) => [r.version, r.status, r.signerName])).toEqual([
      ['2025-01', 'ACTIVE', '杨帆'],
      ['2024-06', 'SUPERSEDED', old.signerName],
    ]);
    expect(rows[0]?.signMethod).toBe('CHECK');
    // Signing the version in force again records nothing more.
    ok(await admin.callEndpoint(agreementEndpoints.create, { body: {} }));
    expect((await list(admin)).filter((r) => r.templateCode === 'PLATFORM')).toHaveLength(2);
  });
});
