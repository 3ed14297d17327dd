import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, SIGNING_ORIGINALS, babEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BabIssueDetail, BabIssueInput, BabIssueRow, BabLine } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 银承出票 (domain-lines.md §20.3, seed §13.12): c1_op applies at F1 on LB1 (20 000 000.00, 30 %, 0.05 %), c1_dir signs
 * BAB_APPLY (one line) or BAB_ISSUE (several), f1_cm passes, f1_pm accepts with BAB_APPROVE. The worked example:
 * 200 000.00 at 30 % → margin 60 000.00, exposure 140 000.00, fee 100.00.
 */
let c1op: TestClient;
let c1dir: TestClient;
let f1cm: TestClient;
let f1pm: TestClient;
let today = '';

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  f1cm = await server.login('f1_cm');
  f1pm = await server.login('f1_pm');
  today =
    (await server.db.query<{ business_date: string }>("SELECT business_date FROM application WHERE biz_type = 'BAB_ISSUE' LIMIT 1"))[0]?.business_date ?? '';
});

const lb1 = async (): Promise<BabLine> => {
  const line = ok<BabLine[]>(await c1op.callEndpoint(babEndpoints.lines, {})).find((l) => l.lineId === 'LB1');
  if (!line) throw new Error('LB1 not listed');
  return line;
};

const line = (o: Partial<BabIssueInput['lines'][number]> = {}): BabIssueInput['lines'][number] => ({
  payeeCorpId: 'S3',
  amount: '200000.00',
  dueDate: '2025-12-16',
  splittable: true,
  notTransferable: false,
  contractNo: 'HT-C1-S3-2025-040',
  invoiceNos: ['25322000000031006519'],
  ...o,
});

const apply = (lines: BabIssueInput['lines'], extra: Partial<BabIssueInput> = {}, c: TestClient = c1op): Promise<CallResult> =>
  c.callEndpoint(babEndpoints.apply, { body: { fiCorpId: 'F1', issueDate: today, lines, ...extra } });

const detail = async (appNo: string, c: TestClient = c1op): Promise<BabIssueDetail> =>
  ok<BabIssueDetail>(await c.callEndpoint(babEndpoints.detail, { params: { appNo } }));

const fen = async (sql: string, params: unknown[] = []): Promise<bigint> => BigInt(String((await server.db.query<{ v: unknown }>(sql, params))[0]?.v ?? '0'));
const balance = (accountId: string) => fen('SELECT balance_fen AS v FROM bank_account WHERE account_id = $1', [accountId]);
const frozenOf = (accountId: string) => fen('SELECT frozen_fen AS v FROM bank_account WHERE account_id = $1', [accountId]);

async function directorSigns(appNo: string, type: 'BAB_APPLY' | 'BAB_ISSUE'): Promise<ApplicationDetail> {
  const text =
    type === 'BAB_APPLY'
      ? ok<string>(await c1dir.callEndpoint(SIGNING_ORIGINALS.BAB_APPLY.endpoint, { params: { id: appNo } }))
      : ok<string>(await c1dir.callEndpoint(SIGNING_ORIGINALS.BAB_ISSUE.endpoint, { body: { ids: [appNo] } }));
  // The signing kit attaches babIssueList to a BAB_ISSUE signature (spec §3), as the portal sends it.
  const { creditList: _credits, ...payload } = signedPayload('c1_dir', text, appNo);
  const body = type === 'BAB_ISSUE' ? { ...payload, babIssueList: [{ pkBabIssue: appNo }] } : { ...payload, creditList: _credits };
  return ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body }));
}

async function bankAccepts(appNo: string): Promise<ApplicationDetail> {
  ok(await f1cm.callEndpoint(babEndpoints.fiPass, { params: { appNo }, body: { comment: '' } }));
  const text = ok<string>(await f1pm.callEndpoint(SIGNING_ORIGINALS.BAB_APPROVE.endpoint, { params: { id: appNo } }));
  return ok<ApplicationDetail>(await f1pm.callEndpoint(babEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }));
}

describe('the §13.12 seed', () => {
  it('has BAB…03 to S3 待复核 for c1_dir, and LB1 with 140 000.00 frozen: 可用 18 460 000.00', async () => {
    const rows = ok<BabIssueRow[]>(await c1op.callEndpoint(babEndpoints.list, { body: { scope: 'MINE' } }));
    expect(rows).toHaveLength(1);
    const seeded = rows[0]!;
    expect(seeded).toMatchObject({ status: 'PENDING_REVIEW', statusLabel: '待复核', amount: '200000.00', margin: '60000.00', fee: '100.00', lineCount: 1 });
    expect(seeded.payees).toEqual(['宿迁示例五金加工厂']);
    const d = await detail(seeded.appNo);
    expect(d.lines[0]).toMatchObject({ amount: '200000.00', margin: '60000.00', exposure: '140000.00', fee: '100.00', dueDate: '2025-12-16', packageNo: null });
    expect(d.application.approveOriginal).toBe('BAB_APPLY');
    expect(await lb1()).toMatchObject({ total: '20000000.00', used: '1400000.00', frozen: '140000.00', available: '18460000.00', marginRatio: '30%' });
    const todos = await server.db.query<{ role_code: string; path: string }>('SELECT role_code, path FROM todo WHERE app_no = $1', [seeded.appNo]);
    expect(todos).toEqual([expect.objectContaining({ role_code: 'ROLE_DIRECTOR', path: '/discount/core/bab/approve' })]);
    // c1_dir's 银承出票复核 queue.
    const queue = ok<BabIssueRow[]>(await c1dir.callEndpoint(babEndpoints.list, { body: { scope: 'REVIEW' } }));
    expect(queue.map((r) => [r.appNo, r.status])).toEqual([[seeded.appNo, 'PENDING_REVIEW']]);
  });

  it('lists C1’s counterparties with 票据贴现 as payees', async () => {
    const payees = ok<Array<{ corpId: string }>>(await c1op.callEndpoint(babEndpoints.payees, {}));
    expect(payees.map((p) => p.corpId)).toEqual(['S1', 'S2', 'S3']);
  });
});

describe('refusals at submit', () => {
  it('refuses a payee that is not a counterparty with 票据贴现', async () => {
    refused(await apply([line({ payeeCorpId: 'S4' })]), DISCOUNT_REFUSALS.payee);
  });

  it('refuses a 到期日 more than six months after 出票日', async () => {
    refused(await apply([line({ dueDate: '2025-12-17' })]), DISCOUNT_REFUSALS.tooLong);
  });

  it('refuses a bill without trade background', async () => {
    refused(await apply([line({ invoiceNos: [] })]), DISCOUNT_REFUSALS.tradeBackground);
    refused(await apply([line({ contractNo: ' ' })]), DISCOUNT_REFUSALS.tradeBackground);
  });

  it('refuses what the line cannot hold (承兑额度不足), and a margin the settlement account cannot pay', async () => {
    refused(await apply([line({ amount: '26400000.00' })]), DISCOUNT_REFUSALS.lineShort, 'LIMIT_INSUFFICIENT');
    // 7 000 000.00: exposure 4 900 000.00 fits, margin 2 100 000.00 + fee 3 500.00 exceed C1's 2 000 000.00.
    refused(await apply([line({ amount: '7000000.00' })]), DISCOUNT_REFUSALS.marginShort);
    expect((await lb1()).frozen).toBe('140000.00');
  });
});

describe('one bill: the §20.3 example through the calls', () => {
  let appNo = '';

  it('submits 200 000.00 to S3: 待复核, margin 60 000.00, exposure 140 000.00 frozen on LB1, fee 100.00', async () => {
    const app = ok<ApplicationDetail>(await apply([line()]));
    appNo = app.appNo;
    expect(app).toMatchObject({ bizType: 'BAB_ISSUE', status: 'PENDING_REVIEW', amount: '200000.00', approveOriginal: 'BAB_APPLY' });
    const d = await detail(appNo);
    expect(d.totals).toEqual({ amount: '200000.00', margin: '60000.00', exposure: '140000.00', fee: '100.00' });
    expect(d.lines[0]?.lineNo).toMatch(/^BIL\d{14}$/);
    expect((await lb1()).frozen).toBe('280000.00');
  });

  it('does not let the operator approve (maker–checker) and the director signs BAB_APPLY → 待承兑', async () => {
    const text = await c1op.callEndpoint(SIGNING_ORIGINALS.BAB_APPLY.endpoint, { params: { id: appNo } });
    expect(text.body.code).not.toBe('0');
    const signed = await directorSigns(appNo, 'BAB_APPLY');
    expect(signed.status).toBe('PENDING_FI');
    const rows = ok<BabIssueRow[]>(await f1cm.callEndpoint(babEndpoints.list, { body: { scope: 'FI_TODO' } }));
    expect(rows.find((r) => r.appNo === appNo)?.statusLabel).toBe('待承兑');
  });

  it('the bank accepts: margin moved and frozen, fee paid, LB1 frozen → used, the package 已承兑待交付 held by S3 待签收', async () => {
    const settle = await balance('A-C1-SETTLE');
    const margin = await balance('A-C1-BABMARGIN');
    const marginFrozen = await frozenOf('A-C1-BABMARGIN');
    const bank = await balance('A-F1-SETTLE');
    const before = await lb1();
    ok(await f1cm.callEndpoint(babEndpoints.fiPass, { params: { appNo }, body: { comment: '' } }));
    const passed = await detail(appNo, f1pm);
    expect(passed.application.status).toBe('PENDING_FUNDING');
    expect(passed.application.approveOriginal).toBe('BAB_APPROVE');
    const text = ok<string>(await f1pm.callEndpoint(SIGNING_ORIGINALS.BAB_APPROVE.endpoint, { params: { id: appNo } }));
    expect(text).toContain('保证金合计：60,000.00元');
    const done = ok<ApplicationDetail>(await f1pm.callEndpoint(babEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }));
    expect(done.status).toBe('COMPLETED');
    expect(await balance('A-C1-SETTLE')).toBe(settle - 6_000_000n - 10_000n);
    expect(await balance('A-C1-BABMARGIN')).toBe(margin + 6_000_000n);
    expect(await frozenOf('A-C1-BABMARGIN')).toBe(marginFrozen + 6_000_000n);
    expect(await balance('A-F1-SETTLE')).toBe(bank + 10_000n);
    const after = await lb1();
    expect([after.used, after.frozen]).toEqual(['1540000.00', '140000.00']);
    expect(before.frozen).toBe('280000.00');

    const d = await detail(appNo);
    const packageNo = d.lines[0]?.packageNo ?? '';
    expect(packageNo).toMatch(new RegExp(`^8105303000017${today.replaceAll('-', '')}\\d{9}$`));
    const [pkg] = await server.db.query<Record<string, unknown>>('SELECT * FROM bill_package WHERE package_no = $1', [packageNo]);
    expect(pkg).toMatchObject({ drawer_corp_id: 'C1', acceptor_corp_id: 'F1', payee_corp_id: 'S3', status: 'ACCEPTED', bab_app_no: appNo, splittable: true });
    expect([String(pkg?.amount_fen), String(pkg?.margin_fen), String(pkg?.fee_fen), pkg?.due_date]).toEqual(['20000000', '6000000', '10000', '2025-12-16']);
    const ranges = await server.db.query<Record<string, unknown>>('SELECT * FROM bill_range WHERE package_no = $1', [packageNo]);
    expect(ranges.map((r) => [String(r.start_no), String(r.end_no), r.holder_corp_id, r.status])).toEqual([['1', '20000000', 'S3', 'PENDING_RECEIVE']]);
    const events = await server.db.query<{ label: string }>('SELECT label FROM bill_event WHERE package_no = $1 ORDER BY event_id', [packageNo]);
    expect(events.map((e) => e.label)).toEqual(['出票申请', '承兑']);
    const receipts = await server.db.query<{ biz_type: string }>(
      "SELECT r.biz_type FROM receipt r WHERE r.account_id = 'A-C1-SETTLE' AND r.biz_type IN ('MARGIN', 'FEE') ORDER BY r.receipt_no",
    );
    expect(receipts.map((r) => r.biz_type)).toEqual(['MARGIN', 'FEE']);
  });
});

describe('several bills, and the endings that release the line', () => {
  it('two lines sign BAB_ISSUE, whose original lists both BIL numbers', async () => {
    const app = ok<ApplicationDetail>(await apply([line({ amount: '100000.00' }), line({ payeeCorpId: 'S1', amount: '50000.00', splittable: false })]));
    expect(app.approveOriginal).toBe('BAB_ISSUE');
    const d = await detail(app.appNo);
    expect(d.totals).toEqual({ amount: '150000.00', margin: '45000.00', exposure: '105000.00', fee: '75.00' });
    const text = ok<string>(await c1dir.callEndpoint(SIGNING_ORIGINALS.BAB_ISSUE.endpoint, { body: { ids: [app.appNo] } }));
    for (const l of d.lines) expect(text).toContain(l.lineNo);
    const signed = await directorSigns(app.appNo, 'BAB_ISSUE');
    expect(signed.status).toBe('PENDING_FI');
    const frozen = (await lb1()).frozen;
    // The bank's product manager 驳回 at 待承兑终审: 银行已驳回, the exposure released.
    ok(await f1cm.callEndpoint(babEndpoints.fiPass, { params: { appNo: app.appNo }, body: { comment: '' } }));
    const rejected = ok<ApplicationDetail>(
      await f1pm.callEndpoint(babEndpoints.fiReject, { params: { appNo: app.appNo }, body: { comment: '贸易背景待补充' } }),
    );
    expect(rejected.status).toBe('FI_REJECTED');
    expect(Number((await lb1()).frozen)).toBe(Number(frozen) - 105000);
  });

  it('退回 releases, resubmitting freezes the new figures, 撤销 of a returned one leaves it released', async () => {
    const app = ok<ApplicationDetail>(await apply([line({ amount: '100000.00' })]));
    const base = Number((await lb1()).frozen) - 70000;
    const returned = ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.return, { params: { appNo: app.appNo }, body: { comment: '金额有误' } }));
    expect(returned.status).toBe('RETURNED');
    expect(Number((await lb1()).frozen)).toBe(base);
    const returnedRows = ok<BabIssueRow[]>(await c1op.callEndpoint(babEndpoints.list, { body: { scope: 'RETURNED' } }));
    expect(returnedRows.map((r) => r.appNo)).toContain(app.appNo);
    const again = ok<ApplicationDetail>(await apply([line({ amount: '120000.00' })], { appNo: app.appNo }));
    expect([again.appNo, again.status, again.amount]).toEqual([app.appNo, 'PENDING_REVIEW', '120000.00']);
    expect(Number((await lb1()).frozen)).toBe(base + 84000);
    ok(await c1dir.callEndpoint(creditEndpoints.return, { params: { appNo: app.appNo }, body: { comment: '再核对' } }));
    ok(await c1op.callEndpoint(creditEndpoints.cancel, { params: { appNo: app.appNo } }));
    expect(Number((await lb1()).frozen)).toBe(base);
  });

  it('拒绝 by the director releases the line', async () => {
    const app = ok<ApplicationDetail>(await apply([line({ amount: '10000.00' })]));
    const before = Number((await lb1()).frozen);
    const rejected = ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.reject, { params: { appNo: app.appNo }, body: { comment: '不予出票' } }));
    expect(rejected.status).toBe('REJECTED');
    expect(Number((await lb1()).frozen)).toBe(before - 7000);
  });

  it('the bank’s client manager cannot accept, and the product manager cannot pass', async () => {
    const app = ok<ApplicationDetail>(await apply([line({ amount: '10000.00' })]));
    await directorSigns(app.appNo, 'BAB_APPLY');
    const pmPass = await f1pm.callEndpoint(babEndpoints.fiPass, { params: { appNo: app.appNo }, body: { comment: '' } });
    expect(pmPass.body.code).not.toBe('0');
    const accepted = await bankAccepts(app.appNo);
    expect(accepted.status).toBe('COMPLETED');
  });
});
