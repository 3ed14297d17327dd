import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, absEndpoints, absFileEndpoints, creditEndpoints } from '@scf/api/contract';
import type { AbsFileRow, AbsTransferDetail, ApplicationDetail, Page } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 入池至 at 同意受让 (domain-lines.md §18.3): f1_pm names ABS-P1 on AP1's transfer while it waits on him; the 转让合同 he
 * signs says so; AP1 stays 已转让 until c1_dir signs its 付款确认书 (§18.8 (3): POOLED only with payConfirmed), then goes
 * into ABS-P1 in a new PIB batch.
 */
let c1op: TestClient;
let c1dir: TestClient;
let s1op: TestClient;
let s1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;
let ap1 = '';
let appNo = '';

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
  const rows = ok<Page<AbsFileRow>>(await c1op.callEndpoint(absFileEndpoints.coreMatrix, { body: { page: 1, size: 50 } })).rows;
  ap1 = rows.find((r) => r.amount === '500000.00')!.receivableNo;
});

const receivable = async () =>
  (
    await server.db.query<{ status: string; product_code: string | null; pool_batch_no: string | null; pool_date: string | null }>(
      'SELECT status, product_code, pool_batch_no, pool_date FROM abs_receivable WHERE receivable_no = $1',
      [ap1],
    )
  )[0];
const target = (productCode: string | null) => f1pm.callEndpoint(absEndpoints.poolTarget, { params: { appNo }, body: { productCode } });
const original = async (c: TestClient, id: string) => ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id } }));

describe('入池至 at 同意受让', () => {
  it('is refused before the transfer waits on the product manager, and for a locked plan', async () => {
    appNo = ok<ApplicationDetail>(await s1op.callEndpoint(absEndpoints.transferApply, { body: { receivableNos: [ap1], fiCorpId: 'F1' } })).appNo;
    refused(await target('ABS-P1'), '仅待受让的转让可选择入池至');
    const text = await original(s1dir, appNo);
    ok(await s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) }));
    ok(await f1cm.callEndpoint(absEndpoints.fiPass, { params: { appNo }, body: { comment: '' } }));
    expect((await f1cm.callEndpoint(absEndpoints.poolTarget, { params: { appNo }, body: { productCode: 'ABS-P1' } })).status).toBe(403);
    await server.db.query("UPDATE abs_product SET locked = TRUE WHERE product_code = 'ABS-P1'");
    refused(await target('ABS-P1'), '专项计划已锁定，不能调整资产');
    await server.db.query("UPDATE abs_product SET locked = FALSE WHERE product_code = 'ABS-P1'");
    refused(await target('NOPE-1'), '请选择本机构的专项计划');
  });

  it('names ABS-P1 in the 转让合同; after 同意受让 AP1 is 已转让, not pooled (no 付款确认书 yet)', async () => {
    const d = ok<AbsTransferDetail>(await target('ABS-P1'));
    expect(d.poolTarget).toEqual({ productCode: 'ABS-P1', productName: '建信-徐州示例重工2025年第1期供应链资产支持专项计划' });
    const text = await original(f1pm, appNo);
    expect(text).toContain('入池至：建信-徐州示例重工2025年第1期供应链资产支持专项计划（ABS-P1）（债务人签署付款确认书后入池）');
    const done = ok<ApplicationDetail>(await f1pm.callEndpoint(absEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }));
    expect(done.status).toBe('COMPLETED');
    expect(await receivable()).toMatchObject({ status: 'TRANSFERRED', product_code: null, pool_batch_no: null });
  });

  it('pools AP1 into ABS-P1 in a new PIB batch when c1_dir signs its 付款确认书', async () => {
    const pay = ok<ApplicationDetail>(await c1op.callEndpoint(absFileEndpoints.payConfirmSubmit, { params: { receivableNo: ap1 } }));
    const text = await original(c1dir, pay.appNo);
    ok(await c1dir.callEndpoint(creditEndpoints.approve, { params: { appNo: pay.appNo }, body: signedPayload('c1_dir', text, pay.appNo) }));
    const r = await receivable();
    expect(r).toMatchObject({ status: 'POOLED', product_code: 'ABS-P1', pool_date: BUSINESS_DATE });
    expect(r?.pool_batch_no).toMatch(/^PIB\d{14}$/);
    const [batch] = await server.db.query<{ product_code: string; fi_corp_id: string }>(
      'SELECT product_code, fi_corp_id FROM abs_pool_batch WHERE batch_no = $1',
      [r?.pool_batch_no],
    );
    expect(batch).toEqual({ product_code: 'ABS-P1', fi_corp_id: 'F1' });
  });
});
