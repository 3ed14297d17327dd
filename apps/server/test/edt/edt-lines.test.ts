import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtLine, EdtLineCreateInput } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import { signed } from './edt-helpers';

const server = useTestServer();

/**
 * 授信管理 (domain-lines.md §19.3): f1_pm grants a line for an approved access (待审批), approves it signing LIMIT
 * (正常), freezes and unfreezes it, and adjusts LE1 (used 350 000.00 + frozen 175 000.00: not below 525 000.00).
 */
describe('e订通授信: 新增授信, the LIMIT-signed approval, 冻结/解冻 and 调整额度', () => {
  let pm: TestClient;
  let accessNo: string;
  beforeAll(async () => {
    pm = await server.login('f1_pm');
    // A fresh access of S1 with C1 at F1: the seeded one lapses, s1_op applies, s1_dir signs, f1_cm passes.
    await server.db.query("UPDATE edt_access SET valid_to = '2025-06-15' WHERE status = 'APPROVED'");
    const op = await server.login('s1_op');
    const applied = ok<ApplicationDetail>(
      await op.callEndpoint(edtEndpoints.accessApply, {
        body: {
          coreCorpId: 'C1',
          fiCorpId: 'F1',
          statementFileIds: ['F-2024'],
          tradeAmount: '3600000.00',
          yearsInBusiness: 12,
          contactName: '周杰',
          contactPhone: '13900001101',
          collectAccountId: 'A-S1-EDT',
          agreed: true,
        },
      }),
    );
    await signed(await server.login('s1_dir'), 's1_dir', applied.appNo);
    ok(await (await server.login('f1_cm')).callEndpoint(edtEndpoints.accessPass, { params: { appNo: applied.appNo }, body: {} }));
    accessNo = applied.appNo;
  });

  const form = (o: Partial<EdtLineCreateInput> = {}): EdtLineCreateInput => ({
    accessAppNo: accessNo,
    total: '1000000.00',
    startDate: '2025-06-16',
    endDate: '2026-06-15',
    revolving: true,
    maxRatio: '70%',
    annualRate: '3.80%',
    feeRate: '0.10%',
    graceDays: 3,
    penaltyRate: '5.70%',
    maxDays: 180,
    ...o,
  });

  it('grants a line 待审批, one per access; an expired access is refused', async () => {
    const seeded = (await server.db.query<{ app_no: string }>("SELECT app_no FROM edt_access WHERE status = 'EXPIRED'"))[0]?.app_no ?? '';
    refused(await pm.callEndpoint(edtEndpoints.lineCreate, { body: form({ accessAppNo: seeded }) }), '准入已过期，请重新签约');
    expect((await pm.callEndpoint(edtEndpoints.lineCreate, { body: form({ endDate: '2025-06-15' }) })).status).toBe(400);
    const line = ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineCreate, { body: form() }));
    expect(line).toMatchObject({ status: 'PENDING', total: '1000000.00', available: '1000000.00', supplier: { corpId: 'S1' }, core: { corpId: 'C1' } });
    expect(line.lineId).toMatch(/^LE20250616\d{6}$/);
    refused(await pm.callEndpoint(edtEndpoints.lineCreate, { body: form() }), '该准入已有授信');
  });

  it('approves with the key over the LIMIT original (→ 正常); a second approval is refused', async () => {
    const pending = ok<EdtLine[]>(await pm.callEndpoint(edtEndpoints.lines)).find((l) => l.status === 'PENDING');
    if (!pending) throw new Error('no pending line');
    const original = ok<string>(await pm.callEndpoint(SIGNING_ORIGINALS.LIMIT.endpoint, { params: { id: pending.lineId } }));
    expect(original).toContain(`授信编号：${pending.lineId}`);
    expect(original).toContain('授信额度：1,000,000.00元');
    expect(original).toContain('融资比例上限：70%');
    const { creditList: _none, ...payload } = signedPayload('f1_pm', original, pending.lineId);
    const approved = ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineApprove, { params: { lineId: pending.lineId }, body: payload }));
    expect(approved.status).toBe('ACTIVE');
    refused(await pm.callEndpoint(SIGNING_ORIGINALS.LIMIT.endpoint, { params: { id: pending.lineId } }), '当前状态不允许此操作，请刷新后重试');
    // The client manager does not manage lines.
    const cm = await server.login('f1_cm');
    expect((await cm.callEndpoint(edtEndpoints.lineFreeze, { params: { lineId: pending.lineId } })).status).toBe(403);
  });

  it('freezes and unfreezes LE1, and adjusts it never below used + frozen', async () => {
    expect(ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineFreeze, { params: { lineId: 'LE1' } })).status).toBe('FROZEN');
    refused(await pm.callEndpoint(edtEndpoints.lineFreeze, { params: { lineId: 'LE1' } }), '当前状态不允许此操作，请刷新后重试');
    expect(ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineUnfreeze, { params: { lineId: 'LE1' } })).status).toBe('ACTIVE');
    refused(
      await pm.callEndpoint(edtEndpoints.lineAdjust, { params: { lineId: 'LE1' }, body: { total: '524999.99' } }),
      '调整后的授信额度不能低于已用与冻结金额之和525,000.00元',
    );
    expect(ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineAdjust, { params: { lineId: 'LE1' }, body: { total: '525000.00' } })).available).toBe('0.00');
    expect(ok<EdtLine>(await pm.callEndpoint(edtEndpoints.lineAdjust, { params: { lineId: 'LE1' }, body: { total: '2500000.00' } })).available).toBe(
      '1975000.00',
    );
  });
});
