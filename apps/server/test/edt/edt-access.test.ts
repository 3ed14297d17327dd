import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints, eAccountEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccess, EdtAccessApplyInput, EdtLine, EdtSelfCheck } from '@scf/api/contract';
import { runEdtExpiry } from '../../src/modules/edt';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { contractOriginal, signContract, signed } from './edt-helpers';

const server = useTestServer();

const FORM: EdtAccessApplyInput = {
  coreCorpId: 'C1',
  fiCorpId: 'F1',
  statementFileIds: ['F-2023', 'F-2024'],
  tradeAmount: '3600000.00',
  yearsInBusiness: 12,
  contactName: '周杰',
  contactPhone: '13900001101',
  collectAccountId: 'A-S1-EDT',
  agreed: true,
};

/**
 * 准入 (domain-lines.md §19.1–§19.2, §13.11): S1's access with C1 at F1 is seeded 准入成功 (2025-03-03, valid to
 * 2026-03-02). The 准入自检 lists every precondition; a second access of the trio is refused while one is live; once it
 * has lapsed, s1_op applies, s1_dir signs 《e订通业务合作协议》 (CONTRACT_SIGN) and f1_cm passes (准入成功 for a year)
 * or rejects it.
 */
describe('e订通准入: 准入自检, the signed agreement and the bank’s review', () => {
  let op: TestClient;
  let dir: TestClient;
  let cm: TestClient;
  beforeAll(async () => {
    op = await server.login('s1_op');
    dir = await server.login('s1_dir');
    cm = await server.login('f1_cm');
  });

  const check = async (coreCorpId: string, fiCorpId?: string): Promise<EdtSelfCheck> =>
    ok<EdtSelfCheck>(await op.callEndpoint(edtEndpoints.selfCheck, { query: fiCorpId ? { coreCorpId, fiCorpId } : { coreCorpId } }));
  const apply = (form: Partial<EdtAccessApplyInput> = {}) => op.callEndpoint(edtEndpoints.accessApply, { body: { ...FORM, ...form } });
  const accessRow = async (appNo: string) =>
    (
      await server.db.query<{ status: string; approved_on: string | null; valid_to: string | null }>(
        'SELECT status, approved_on, valid_to FROM edt_access WHERE app_no = $1',
        [appNo],
      )
    )[0];
  /** The trio's live access lapses (valid to yesterday), so a new one may be signed. */
  const lapse = () => server.db.query("UPDATE edt_access SET valid_to = '2025-06-15' WHERE status = 'APPROVED' AND supplier_corp_id = 'S1'");

  it('answers 准入自检 to the supplier’s director on 订单融资首页 too, and to no core user', async () => {
    const query = { coreCorpId: 'C1', fiCorpId: 'F1' };
    expect(ok<EdtSelfCheck>(await dir.callEndpoint(edtEndpoints.selfCheck, { query })).ready).toBe(true);
    expect((await (await server.login('c1_op')).callEndpoint(edtEndpoints.selfCheck, { query })).status).toBe(403);
  });

  it('准入自检 with C1 at F1: every check passes, and the seeded access is 准入成功 to 2026-03-02', async () => {
    const self = await check('C1', 'F1');
    expect(self.ready).toBe(true);
    expect(self.checks.map((c) => [c.label, c.passed])).toEqual([
      ['贵企业已开通e订通', true],
      ['核心企业已开通e订通', true],
      ['核心企业为贵企业的交易对手', true],
      ['当前用户已获得e订通业务权限', true],
      ['贵企业已完成实名认证', true],
      ['所选资金方为该核心企业提供e订通', true],
    ]);
    expect(self.access).toMatchObject({ status: 'APPROVED', core: { corpId: 'C1' }, fi: { corpId: 'F1' }, approvedOn: '2025-03-03', validTo: '2026-03-02' });
    // With the access in force a 回款专户 at F1 may be opened: S1 has one already (A-S1-EDT).
    const special = await op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'EDT_COLLECT', controllerCorpId: 'F1' } });
    refused(special, '贵企业已在该监管行开立该用途的专户');
  });

  it('lists every unmet precondition: C2 has not opened e订通, S2 is no core, and the apply is refused', async () => {
    const c2 = await check('C2');
    expect(c2.ready).toBe(false);
    expect(c2.checks.filter((c) => !c.passed).map((c) => c.key)).toEqual(['CORE_PRODUCT']);
    const s2 = await check('S2');
    expect(s2.checks.filter((c) => !c.passed).map((c) => c.key)).toEqual(['CORE_PRODUCT']);
    refused(await apply({ coreCorpId: 'C2' }), '未开通e订通业务或未获得业务权限', 'LEDGER_RULE');
  });

  it('refuses a second access of the trio while one is live, and a 回款专户 that is not the supplier’s e订通 account at the bank', async () => {
    refused(await apply(), '已存在有效的准入申请');
    await lapse();
    expect((await check('C1', 'F1')).access).toMatchObject({ status: 'EXPIRED' });
    refused(await apply({ collectAccountId: 'A-S1-SETTLE' }), '回款账户须为贵企业在该资金方开立的e订通回款专户');
    // The form's own checks (the agreement unread) are the schema's: 400 before anything is looked up.
    expect((await apply({ agreed: false as unknown as true })).status).toBe(400);
  });

  it('applies (待复核), the director signs the agreement (→ 待金融机构审核), the bank passes it: 准入成功 for a year', async () => {
    const applied = ok<ApplicationDetail>(await apply());
    expect(applied).toMatchObject({ bizType: 'EDT_ACCESS', productType: 'EDT', status: 'PENDING_REVIEW', counterparty: { corpId: 'F1' } });
    expect(applied.appNo).toMatch(/^EAC20250616\d{6}$/);
    expect((await accessRow(applied.appNo))?.status).toBe('PENDING_REVIEW');
    // The old one expired when this one was applied for; a third is refused while this one is in process.
    expect((await server.db.query("SELECT count(*)::int AS n FROM edt_access WHERE status = 'EXPIRED'"))[0]).toEqual({ n: 1 });
    refused(await apply(), '已存在有效的准入申请');

    // The operator may not sign; the director's original is the agreement with its digest.
    expect((await contractOriginal(op, applied.appNo)).status).toBe(403);
    const text = ok<string>(await contractOriginal(dir, applied.appNo));
    expect(text).toContain('文件：《e订通业务合作协议》');
    expect(text).toContain('核心企业：徐州示例重工集团有限公司');
    expect(text).toContain('回款专户：');
    expect(text).toMatch(/文件摘要（SHA-256）：[0-9a-f]{64}/);
    expect(await signed(dir, 's1_dir', applied.appNo)).toMatchObject({ status: 'PENDING_FI' });
    expect((await accessRow(applied.appNo))?.status).toBe('PENDING_FI');

    // The bank's client manager sees it and passes it.
    expect(ok<EdtAccess[]>(await cm.callEndpoint(edtEndpoints.accesses)).find((a) => a.appNo === applied.appNo)).toMatchObject({ status: 'PENDING_FI' });
    const passed = ok<ApplicationDetail>(await cm.callEndpoint(edtEndpoints.accessPass, { params: { appNo: applied.appNo }, body: { comment: '资料齐全' } }));
    expect(passed.status).toBe('COMPLETED');
    expect(await accessRow(applied.appNo)).toEqual({ status: 'APPROVED', approved_on: '2025-06-16', valid_to: '2026-06-15' });
    refused(await cm.callEndpoint(edtEndpoints.accessPass, { params: { appNo: applied.appNo }, body: {} }), /不能签收\/拒签/, 'STATE_CONFLICT');
  });

  it('the bank rejects with 意见 (准入拒绝); the director returns and the operator cancels; only the bank reviews', async () => {
    await lapse();
    const a = ok<ApplicationDetail>(await apply());
    await signed(dir, 's1_dir', a.appNo);
    expect((await cm.callEndpoint(edtEndpoints.accessReject, { params: { appNo: a.appNo }, body: { comment: '' } })).status).toBe(400);
    expect(
      ok<ApplicationDetail>(await cm.callEndpoint(edtEndpoints.accessReject, { params: { appNo: a.appNo }, body: { comment: '经营年限不足' } })).status,
    ).toBe('FI_REJECTED');
    expect((await accessRow(a.appNo))?.status).toBe('FI_REJECTED');

    const b = ok<ApplicationDetail>(await apply());
    const back = await dir.callEndpoint(creditEndpoints.return, { params: { appNo: b.appNo }, body: { comment: '请补充财务报表' } });
    expect(ok<ApplicationDetail>(back).status).toBe('RETURNED');
    expect((await accessRow(b.appNo))?.status).toBe('RETURNED');
    refused(await apply(), '已存在有效的准入申请');
    expect(ok<ApplicationDetail>(await op.callEndpoint(creditEndpoints.cancel, { params: { appNo: b.appNo } })).status).toBe('CANCELLED');
    expect((await accessRow(b.appNo))?.status).toBe('CANCELLED');

    // The review calls are the bank client manager's, and only for an access addressed to its bank.
    const c = ok<ApplicationDetail>(await apply());
    expect((await signContract(dir, 's1_dir', c.appNo)).body.code).toBe('0');
    expect((await op.callEndpoint(edtEndpoints.accessPass, { params: { appNo: c.appNo }, body: {} })).status).toBe(403);
    expect((await cm.callEndpoint(edtEndpoints.accessPass, { params: { appNo: 'EAC20250616999999' }, body: {} })).status).toBe(404);
  });

  it('the 00:05 job expires approved accesses past their year, once', async () => {
    // The access left 待金融机构审核 above is passed: 准入成功 to 2026-06-15.
    const waiting = ok<EdtAccess[]>(await cm.callEndpoint(edtEndpoints.accesses)).find((a) => a.status === 'PENDING_FI');
    if (!waiting) throw new Error('no access waits for the bank');
    ok(await cm.callEndpoint(edtEndpoints.accessPass, { params: { appNo: waiting.appNo }, body: {} }));
    const before = await runEdtExpiry(server.db, 0, '2027-01-04', '00:04');
    expect(before.accesses).toBe(0);
    const run = await runEdtExpiry(server.db, 0, '2027-01-04', '00:05');
    expect(run.accesses).toBe(1);
    expect((await server.db.query<{ status: string }>('SELECT status FROM edt_access WHERE app_no = $1', [waiting.appNo]))[0]?.status).toBe('EXPIRED');
    expect((await runEdtExpiry(server.db, 0, '2027-01-04', '09:00')).accesses).toBe(0);
  });

  it('shows the supplier its line LE1: 2 000 000.00 − used 350 000.00 − frozen 175 000.00 = available 1 475 000.00', async () => {
    const [le1] = ok<EdtLine[]>(await op.callEndpoint(edtEndpoints.lines));
    expect(le1).toMatchObject({
      lineId: 'LE1',
      fi: { corpId: 'F1' },
      core: { corpId: 'C1' },
      total: '2000000.00',
      used: '350000.00',
      frozen: '175000.00',
      available: '1475000.00',
      startDate: '2025-03-05',
      endDate: '2026-03-04',
      revolving: true,
      maxRatio: '70%',
      annualRate: '3.80%',
      feeRate: '0.10%',
      graceDays: 3,
      penaltyRate: '5.70%',
      maxDays: 180,
      status: 'ACTIVE',
    });
    expect(ok<EdtLine[]>(await cm.callEndpoint(edtEndpoints.lines)).map((l) => l.lineId)).toEqual(['LE1']);
  });
});
