import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, absEndpoints, absFileEndpoints, creditEndpoints, verificationEndpoints } from '@scf/api/contract';
import type { AbsDocCell, AbsFileRow, ApplicationDetail, Page, Verification } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * The ABS documents (domain-lines.md §18.5, seed §13.9): the document × asset matrix of 核心企业档案 and 链属企业档案, each
 * PDF stored with its SHA-256 and a 验证码 that verifies it, and the 付款确认书 flow — a transfer paid → 待签署 →
 * 提交签署 (ABS_PAY_CONFIRM) → the core director's CONTRACT_SIGN → payConfirmed.
 */
let c1op: TestClient;
let c1dir: TestClient;
let s1op: TestClient;
let s1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
});

const core = async (c: TestClient): Promise<AbsFileRow[]> =>
  ok<Page<AbsFileRow>>(await c.callEndpoint(absFileEndpoints.coreMatrix, { body: { page: 1, size: 50 } })).rows;
const chain = async (c: TestClient): Promise<AbsFileRow[]> =>
  ok<Page<AbsFileRow>>(await c.callEndpoint(absFileEndpoints.chainMatrix, { body: { page: 1, size: 50 } })).rows;
const byAmount = (rows: AbsFileRow[], amount: string): AbsFileRow => {
  const r = rows.find((x) => x.amount === amount);
  if (!r) throw new Error(`no receivable of ${amount}`);
  return r;
};
const states = (r: AbsFileRow) => r.cells.map((c) => [c.kind, c.stateLabel]);
const cellOf = (r: AbsFileRow, kind: AbsDocCell['kind']): AbsDocCell => r.cells.find((c) => c.kind === kind)!;
const personName = async (userName: string) =>
  (await server.db.query<{ person_name: string }>('SELECT person_name FROM app_user WHERE user_name = $1', [userName]))[0]?.person_name ?? '';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The stored PDF's bytes hash to its recorded SHA-256, and its 验证码 verifies that hash publicly. */
async function expectVerifiable(cell: AbsDocCell, docType: string): Promise<Verification> {
  expect(cell.fileId).toBeTruthy();
  const [file] = await server.db.query<{ content: Uint8Array; sha256: string; mime_type: string }>(
    'SELECT content, sha256, mime_type FROM stored_file WHERE file_id = $1',
    [cell.fileId],
  );
  expect(file?.mime_type).toBe('application/pdf');
  const bytes = new Uint8Array(file?.content ?? []);
  expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-');
  expect(sha256(bytes)).toBe(file?.sha256);
  const anyone = server.client();
  const v = ok<Verification>(await anyone.callEndpoint(verificationEndpoints.verify, { params: { code: cell.verifyCode ?? '' } }));
  expect(v).toMatchObject({ docType, docHash: file?.sha256 });
  return v;
}

describe('the §13.9 seed in the archives (documents issued on first read)', () => {
  it('核心企业档案 of C1: AP1 确认函 signed; AP3 and AP4 every document signed; AP5 申请书 and 通知书 signed', async () => {
    const rows = await core(c1op);
    expect(rows.map((r) => r.amount).sort()).toEqual(['150000.00', '200000.00', '500000.00', '800000.00']);
    expect(states(byAmount(rows, '500000.00'))).toEqual([
      ['CONFIRMATION', '已签署'],
      ['TRANSFER_APPLY', '不适用'],
      ['TRANSFER_NOTICE', '不适用'],
      ['PAY_CONFIRM', '不适用'],
      ['ZD_CERT', '不适用'],
    ]);
    for (const amount of ['800000.00', '200000.00']) {
      const r = byAmount(rows, amount);
      expect(r.cells.map((c) => c.state)).toEqual(['SIGNED', 'SIGNED', 'SIGNED', 'SIGNED', 'SIGNED']);
      expect(r.payConfirmed).toBe(true);
      expect(r.canSubmitPayConfirm).toBe(false);
    }
    expect(states(byAmount(rows, '150000.00')).map(([, s]) => s)).toEqual(['已签署', '已签署', '已签署', '不适用', '不适用']);
    const ap1 = cellOf(byAmount(rows, '500000.00'), 'CONFIRMATION');
    expect(ap1.signer).toContain(await personName('c1_dir'));
    expect(ap1.date).toBe('2025-06-10');
    const v = await expectVerifiable(ap1, '应付账款确认函');
    expect(v.signer).toMatch(/证书序列号 \S+/);
    const ap3 = byAmount(rows, '800000.00');
    await expectVerifiable(cellOf(ap3, 'PAY_CONFIRM'), '付款确认书');
    expect(cellOf(ap3, 'ZD_CERT')).toMatchObject({ signer: '中登网（模拟）', date: '2025-05-20' });
    await expectVerifiable(cellOf(ap3, 'ZD_CERT'), '中登登记证明');
    // Read again: nothing issued twice.
    const again = await core(c1op);
    expect(cellOf(byAmount(again, '800000.00'), 'PAY_CONFIRM').fileId).toBe(cellOf(ap3, 'PAY_CONFIRM').fileId);
  });

  it('链属企业档案 of S1: AP1 and C2’s AP2 (待签署 确认函); the supplier reads the debtor-owned PDF', async () => {
    const rows = await chain(s1op);
    expect(rows.map((r) => [r.debtor.corpId, r.amount]).sort()).toEqual([
      ['C1', '500000.00'],
      ['C2', '300000.00'],
    ]);
    expect(cellOf(byAmount(rows, '300000.00'), 'CONFIRMATION')).toMatchObject({ state: 'PENDING', stateLabel: '待签署', fileId: null });
    expect(rows.every((r) => !r.canSubmitPayConfirm)).toBe(true);
    const ap1 = cellOf(byAmount(rows, '500000.00'), 'CONFIRMATION');
    expect((await s1op.call('GET', `/v1/files/download/${ap1.fileId}`)).status).toBe(200);
    expect((await (await server.login('s2_op')).call('GET', `/v1/files/download/${ap1.fileId}`)).status).toBe(404);
  });

  it('the pages are the granted roles’: the core’s query role and the supplier on the core page are refused', async () => {
    expect((await s1op.callEndpoint(absFileEndpoints.coreMatrix, { body: { page: 1, size: 10 } })).status).toBe(403);
    expect((await (await server.login('c1_query')).callEndpoint(absFileEndpoints.coreMatrix, { body: { page: 1, size: 10 } })).status).toBe(403);
  });
});

describe('付款确认书: a transfer paid → 待签署 → 提交签署 → the core director signs → payConfirmed', () => {
  let ap1: string;
  let payApp: ApplicationDetail;

  it('refuses 提交签署 on a receivable not yet transferred (AP1 已确权, AP5 转让中)', async () => {
    const rows = await core(c1op);
    ap1 = byAmount(rows, '500000.00').receivableNo;
    for (const no of [ap1, byAmount(rows, '150000.00').receivableNo])
      refused(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: no } }), '仅已转让的应收账款可提交签署付款确认书');
    refused(
      await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: byAmount(rows, '800000.00').receivableNo } }),
      '付款确认书已签署',
    );
  });

  it('AP1 transferred to F1: 申请书 and 通知书 signed by S1’s director, 中登登记证明 issued, 付款确认书 待签署 (its PDF unsigned)', async () => {
    const t = ok<ApplicationDetail>(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } }));
    const sign = async (c: TestClient, key: string, approve: 'generic' | 'fi') => {
      const text = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: t.appNo } }));
      const body = signedPayload(key, text, t.appNo);
      return approve === 'generic'
        ? c.callEndpoint(creditEndpoints.approve, { params: { appNo: t.appNo }, body })
        : c.callEndpoint(absEndpoints.fiApprove, { params: { appNo: t.appNo }, body });
    };
    ok(await sign(s1dir, 's1_dir', 'generic'));
    const during = byAmount(await core(c1op), '500000.00');
    expect(during.cells.map((c) => c.state)).toEqual(['SIGNED', 'SIGNED', 'SIGNED', 'NA', 'NA']);
    expect(cellOf(during, 'TRANSFER_APPLY').signer).toContain(await personName('s1_dir'));
    await expectVerifiable(cellOf(during, 'TRANSFER_NOTICE'), '应收账款转让通知书');
    ok(await f1cm.callEndpoint(absEndpoints.fiPass, { params: { appNo: t.appNo }, body: { comment: '' } }));
    expect(ok<ApplicationDetail>(await sign(f1pm, 'f1_pm', 'fi')).status).toBe('COMPLETED');
    const after = byAmount(await core(c1op), '500000.00');
    expect(states(after)).toEqual([
      ['CONFIRMATION', '已签署'],
      ['TRANSFER_APPLY', '已签署'],
      ['TRANSFER_NOTICE', '已签署'],
      ['PAY_CONFIRM', '待签署'],
      ['ZD_CERT', '已签署'],
    ]);
    expect(after.canSubmitPayConfirm).toBe(true);
    const pending = cellOf(after, 'PAY_CONFIRM');
    expect(pending).toMatchObject({ signer: null, date: BUSINESS_DATE });
    expect((await expectVerifiable(pending, '付款确认书')).signer).toBeNull();
    expect(cellOf(after, 'ZD_CERT').date).toBe(BUSINESS_DATE);
    await expectVerifiable(cellOf(after, 'ZD_CERT'), '中登登记证明');
    const [contract] = await server.db.query<{ signed: boolean; sha256: string }>(
      "SELECT signed, sha256 FROM abs_document WHERE receivable_no = $1 AND kind = 'TRANSFER_CONTRACT'",
      [ap1],
    );
    expect(contract?.signed).toBe(true);
  });

  it('the operator submits it once (ABS_PAY_CONFIRM 待复核); a second 提交签署 is refused', async () => {
    payApp = ok<ApplicationDetail>(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } }));
    expect(payApp).toMatchObject({ bizType: 'ABS_PAY_CONFIRM', productType: 'ABS', status: 'PENDING_REVIEW' });
    expect(payApp.appNo).toMatch(/^APF\d{14}$/);
    refused(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } }), '付款确认书已提交签署，请勿重复提交');
    const row = byAmount(await core(c1op), '500000.00');
    expect(row).toMatchObject({ payConfirmAppNo: payApp.appNo, canSubmitPayConfirm: false });
    // The director does not submit; the operator does not sign.
    expect((await c1dir.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } })).body.code).not.toBe('0');
    expect((await c1op.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: payApp.appNo } })).body.code).not.toBe('0');
  });

  it('the director’s 拒绝 leaves it 待签署, to submit again', async () => {
    expect(
      ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.reject, { params: { appNo: payApp.appNo }, body: { comment: '收款账户待核实' } })).status,
    ).toBe('REJECTED');
    const row = byAmount(await core(c1op), '500000.00');
    expect(row).toMatchObject({ payConfirmed: false, payConfirmAppNo: null, canSubmitPayConfirm: true });
    expect(cellOf(row, 'PAY_CONFIRM').state).toBe('PENDING');
    payApp = ok<ApplicationDetail>(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } }));
    expect(payApp.status).toBe('PENDING_REVIEW');
  });

  it('the core director signs CONTRACT_SIGN over the 付款确认书: payConfirmed, the PDF issued again with his certificate', async () => {
    const text = ok<string>(await c1dir.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: payApp.appNo } }));
    expect(text).toMatch(/【付款确认书】SHA-256：[0-9a-f]{64}/);
    expect(text).toContain(`应收账款编号：${ap1}`);
    expect(text).toContain('500,000.00元');
    expect(text).toContain('2025-12-12');
    const done = ok<ApplicationDetail>(
      await c1dir.callEndpoint(creditEndpoints.approve, { params: { appNo: payApp.appNo }, body: signedPayload('c1_dir', text, payApp.appNo) }),
    );
    expect(done.status).toBe('COMPLETED');
    const [r] = await server.db.query<{ pay_confirmed: boolean }>('SELECT pay_confirmed FROM abs_receivable WHERE receivable_no = $1', [ap1]);
    expect(r?.pay_confirmed).toBe(true);
    const row = byAmount(await core(c1op), '500000.00');
    expect(row).toMatchObject({ payConfirmed: true, payConfirmAppNo: null, canSubmitPayConfirm: false });
    const signed = cellOf(row, 'PAY_CONFIRM');
    expect(signed).toMatchObject({ state: 'SIGNED', stateLabel: '已签署', date: BUSINESS_DATE });
    expect(signed.signer).toContain(await personName('c1_dir'));
    const v = await expectVerifiable(signed, '付款确认书');
    const [flow] = await server.db.query<{ signed_by: string }>("SELECT signed_by FROM flow_record WHERE app_no = $1 AND action = 'APPROVE'", [payApp.appNo]);
    expect(flow?.signed_by).toBeTruthy();
    expect(v.signer).toContain(`证书序列号 ${flow?.signed_by}`);
    refused(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } }), '付款确认书已签署');
  });

  it('下载文件包: a zip of the selected receivables’ PDFs with their hashes and 验证码; only the side’s own receivables', async () => {
    const rows = await core(c1op);
    const nos = [byAmount(rows, '500000.00').receivableNo, byAmount(rows, '800000.00').receivableNo];
    const res = await c1op.call('GET', `/v1/abs/files/package?side=DEBTOR&nos=${nos.join(',')}`);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.res.rawPayload));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as Array<{ file: string; sha256: string; document: string }>;
    expect(
      manifest
        .filter((m) => m.file.startsWith(nos[0] ?? ''))
        .map((m) => m.document)
        .sort(),
    ).toEqual(['中登登记证明', '付款确认书', '应付账款确认函', '应收账款转让合同', '应收账款转让申请书', '应收账款转让通知书'].sort());
    for (const m of manifest) expect(sha256(files[m.file] ?? new Uint8Array())).toBe(m.sha256);
    expect((await s1op.call('GET', `/v1/abs/files/package?side=DEBTOR&nos=${nos[0]}`)).status).toBe(403);
    expect((await s1op.call('GET', `/v1/abs/files/package?side=CREDITOR&nos=${nos[1]}`)).status).toBe(404);
  });
});
