import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, absEndpoints, counterpartyEndpoints, creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AbsReceivable, ApplicationDetail, ApplicationRow, Counterparty, Page, TradeInvoice } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * What the screens of 应付账款登记 / 应付账款查询 / 应收账款查询 read and send (domain-lines.md §18.2–§18.3, seed §13.9): the
 * 债权人 picker (the debtor's confirmed supplier counterparties), the 发票 picker (its verified invoices with what is
 * free), the director's 待确权 queue and the operator's 已退回 tab (applications of type ABS_PAYABLE), the batch's payables
 * by its number, and the done-when: c1_op registers two payables to S1, c1_dir confirms both with one signature, c2_dir
 * confirms the seeded AP2.
 */
let c1op: TestClient;
let c1dir: TestClient;
let c1query: TestClient;
let c2dir: TestClient;
let s1op: TestClient;
let s1dir: TestClient;

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  c1query = await server.login('c1_query');
  c2dir = await server.login('c2_dir');
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
});

const payables = async (c: TestClient, filters: Record<string, string> = {}) =>
  ok<Page<AbsReceivable>>(await c.callEndpoint(absEndpoints.payables, { body: { page: 1, size: 100, filters } })).rows;
const receivables = async (c: TestClient, filters: Record<string, string> = {}) =>
  ok<Page<AbsReceivable>>(await c.callEndpoint(absEndpoints.receivables, { body: { page: 1, size: 100, filters } })).rows;
const batches = async (c: TestClient, scope: 'review' | 'mine', status?: string) =>
  ok<Page<ApplicationRow>>(
    await c.callEndpoint(creditEndpoints.applications, {
      body: { page: 1, size: 100, filters: { scope, bizType: 'ABS_PAYABLE', ...(status ? { status } : {}) } },
    }),
  ).rows;
const invoices = async (c: TestClient) =>
  ok<Page<TradeInvoice>>(await c.callEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 100, filters: { verifyStatus: 'VERIFIED' } } })).rows;

async function directorSigns(c: TestClient, key: string, appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id: appNo } }));
  return ok<ApplicationDetail>(await c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload(key, text, appNo) }));
}

const payable = (amount: string, contractNo: string, over: Record<string, unknown> = {}) => ({
  creditorCorpId: 'S1',
  amount,
  dueDate: '2025-09-12',
  contractNo,
  invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: amount }],
  remark: '',
  ...over,
});

describe('the pickers of 应付账款登记', () => {
  it('offers C1’s confirmed supplier counterparties as 债权人, S1 among them', async () => {
    const rows = ok<Page<Counterparty>>(
      await c1op.callEndpoint(counterpartyEndpoints.page, { body: { page: 1, size: 100, filters: { status: 'CONFIRMED' } } }),
    ).rows;
    expect(rows.filter((c) => c.role === 'SUPPLIER').map((c) => c.corpId)).toContain('S1');
  });

  it('offers C1’s verified invoices with what is free: IV-ABS-C1-SPARE 1 130 000.00 (nothing occupied), the unverified one absent', async () => {
    const rows = await invoices(c1op);
    expect(rows.find((v) => v.invoiceId === 'IV-ABS-C1-SPARE')).toMatchObject({
      total: '1130000.00',
      occupied: '0.00',
      available: '1130000.00',
      verifyStatus: 'VERIFIED',
    });
    expect(rows.some((v) => v.invoiceId === 'IV-ABS-C1-NOTFOUND')).toBe(false);
  });
});

describe('登记 → 待确权 → 已确权 (the done-when)', () => {
  let appNo = '';

  it('c1_op registers two payables to S1 in one batch: both 待确权 under the APR, the invoice’s 已占用 up by both', async () => {
    const batch = ok<ApplicationDetail>(
      await c1op.callEndpoint(absEndpoints.register, {
        body: { payables: [payable('120000.00', 'HT-ABS-UI-1'), payable('80000.00', 'HT-ABS-UI-2', { dueDate: '2025-10-17' })] },
      }),
    );
    appNo = batch.appNo;
    expect(batch).toMatchObject({ bizType: 'ABS_PAYABLE', status: 'PENDING_REVIEW', amount: '200000.00' });
    const mine = (await payables(c1op, { status: 'PENDING_CONFIRM' })).filter((r) => r.confirmAppNo === appNo);
    expect(mine.map((r) => [r.creditor.corpId, r.amount, r.contractNo, r.statusLabel]).sort()).toEqual([
      ['S1', '120000.00', 'HT-ABS-UI-1', '待确权'],
      ['S1', '80000.00', 'HT-ABS-UI-2', '待确权'],
    ]);
    // The invoice list counts the payables in 已占用 (its 可用 counts only financing packages: the form offers the lesser).
    expect((await invoices(c1op)).find((v) => v.invoiceId === 'IV-ABS-C1-SPARE')).toMatchObject({
      total: '1130000.00',
      occupied: '200000.00',
      available: '930000.00',
    });
  });

  it('the batch waits in c1_dir’s 待确权 queue (not in c1_op’s), with APPROVE, RETURN and REJECT', async () => {
    expect((await batches(c1dir, 'review')).map((a) => a.appNo)).toContain(appNo);
    expect((await batches(c1op, 'review')).map((a) => a.appNo)).not.toContain(appNo);
    const detail = ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.application, { params: { appNo } }));
    expect([...detail.actions].sort()).toEqual(['APPROVE', 'REJECT', 'RETURN']);
  });

  it('c1_dir confirms both with one signature: 已确权 on the business date, visible to S1', async () => {
    expect((await directorSigns(c1dir, 'c1_dir', appNo)).status).toBe('COMPLETED');
    const mine = (await payables(c1query)).filter((r) => r.confirmAppNo === appNo);
    expect(mine.map((r) => [r.status, r.confirmedDate])).toEqual([
      ['CONFIRMED', '2025-06-16'],
      ['CONFIRMED', '2025-06-16'],
    ]);
    const s1 = (await receivables(s1op, { status: 'CONFIRMED' })).filter((r) => r.confirmAppNo === appNo);
    expect(s1.map((r) => r.amount).sort()).toEqual(['120000.00', '80000.00']);
  });

  it('c2_dir finds the seeded AP2 in its 待确权 queue and confirms it', async () => {
    const [ap2] = (await receivables(s1op)).filter((r) => r.debtor.corpId === 'C2');
    expect(ap2).toMatchObject({ amount: '300000.00', status: 'PENDING_CONFIRM' });
    expect((await batches(c2dir, 'review')).map((a) => a.appNo)).toContain(ap2?.confirmAppNo);
    expect((await directorSigns(c2dir, 'c2_dir', ap2?.confirmAppNo ?? '')).status).toBe('COMPLETED');
    expect((await receivables(s1op)).find((r) => r.receivableNo === ap2?.receivableNo)?.statusLabel).toBe('已确权');
  });
});

describe('已退回 and the row actions the lists offer', () => {
  it('a returned batch shows in c1_op’s 已退回 tab with its payables 待提交, and 撤销 voids them', async () => {
    const b = ok<ApplicationDetail>(await c1op.callEndpoint(absEndpoints.register, { body: { payables: [payable('50000.00', 'HT-ABS-UI-3')] } }));
    ok(await c1dir.callEndpoint(creditEndpoints.return, { params: { appNo: b.appNo }, body: { comment: '合同编号有误' } }));
    expect((await batches(c1op, 'mine', 'RETURNED')).map((a) => a.appNo)).toContain(b.appNo);
    const drafts = (await payables(c1op, { status: 'DRAFT' })).filter((r) => r.confirmAppNo === b.appNo);
    expect(drafts.map((r) => r.statusLabel)).toEqual(['待提交']);
    ok(await c1op.callEndpoint(creditEndpoints.cancel, { params: { appNo: b.appNo } }));
    expect((await payables(c1op, { status: 'CANCELLED' })).some((r) => r.confirmAppNo === b.appNo)).toBe(true);
  });

  it('refuses a batch whose invoice is already taken, verbatim, and 查询 users may not register', async () => {
    refused(
      await c1op.callEndpoint(absEndpoints.register, {
        body: { payables: [payable('1000000.00', 'HT-ABS-UI-4', { dueDate: '2025-12-12' })] },
      }),
      '该应付账款已存在相同发票占用',
    );
    expect((await c1query.callEndpoint(absEndpoints.register, { body: { payables: [payable('1000.00', 'HT-ABS-UI-5')] } })).status).toBe(403);
  });

  it('提出异议 → 作废 by the debtor’s director; 作废申请 → 拒绝作废 by the creditor’s director', async () => {
    const [a, b] = (await receivables(s1op, { status: 'CONFIRMED', keyword: 'HT-ABS-UI-' })).map((r) => r.receivableNo);
    ok(await s1op.callEndpoint(absEndpoints.dispute, { params: { receivableNo: a ?? '' }, body: { reason: '货物质量争议' } }));
    expect((await payables(c1dir, { status: 'DISPUTED' })).find((r) => r.receivableNo === a)?.reason).toBe('货物质量争议');
    expect(
      ok<AbsReceivable>(await c1dir.callEndpoint(absEndpoints.voidDisputed, { params: { receivableNo: a ?? '' }, body: { reason: '双方确认' } })).statusLabel,
    ).toBe('已作废');
    ok(await c1op.callEndpoint(absEndpoints.cancelRequest, { params: { receivableNo: b ?? '' }, body: { reason: '合同解除' } }));
    expect((await receivables(s1dir, { status: 'CANCELLING' })).map((r) => r.receivableNo)).toContain(b);
    ok(await s1dir.callEndpoint(absEndpoints.cancelDecision, { params: { receivableNo: b ?? '' }, body: { agree: false, comment: '合同仍在履行' } }));
    expect((await receivables(s1op)).find((r) => r.receivableNo === b)?.status).toBe('CONFIRMED');
  });
});
