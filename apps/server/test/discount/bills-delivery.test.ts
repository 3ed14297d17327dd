import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, SIGNING_ORIGINALS, creditEndpoints, discountBillEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BillAppRow, BillDetail, BillPackageRow, MyBillRow } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';
import { insertPackage } from '../../src/modules/discount/bills.repo';
import { SimBank } from '../../src/modules/bank';

const server = useTestServer();

/**
 * The packages after acceptance (domain-lines.md §20.3): 提示收票 (c1_op, c1_dir signs BAB_SUBMIT), 票据签收 / 拒收 (the
 * payee's operator decides, its director signs BAB_RECEIVE), 撤票 (c1_op, c1_dir signs CONTRACT_SIGN: margin back,
 * line released, fee kept), on a package accepted as part A leaves it: the §20.3 example, 200 000.00 to S3 at 30 % →
 * margin 60 000.00 (moved into C1's 银承保证金户 and frozen), exposure 140 000.00 (used on LB1), fee 100.00.
 */
const BAB2 = '810530300001720250612000000002';
const BAB1 = '810530300001720250606000000001';
const BAB4 = '810530300001720250530000000004';
const NEW = '810530300001720250616000000005';

let c1op: TestClient;
let c1dir: TestClient;
let s1op: TestClient;
let s2op: TestClient;
let s2dir: TestClient;
let s3op: TestClient;
let s3dir: TestClient;
let f1cm: TestClient;

beforeAll(async () => {
  c1op = await server.login('c1_op');
  c1dir = await server.login('c1_dir');
  s1op = await server.login('s1_op');
  s2op = await server.login('s2_op');
  s2dir = await server.login('s2_dir');
  s3op = await server.login('s3_op');
  s3dir = await server.login('s3_dir');
  f1cm = await server.login('f1_cm');
  // Part A's 承兑 of the §20.3 example: the margin moved into the 银承保证金户 and frozen, the exposure used on LB1.
  const at = { businessDate: '2025-06-16', now: Date.now() };
  await SimBank.deposit(server.db, { ...at, accountId: 'A-C1-BABMARGIN', amountFen: parseFen('60000.00') });
  await SimBank.freeze(server.db, 'A-C1-BABMARGIN', parseFen('60000.00'));
  await server.db.query("UPDATE bab_line SET used_fen = used_fen + $1 WHERE line_id = 'LB1'", [String(parseFen('140000.00'))]);
  await insertPackage(
    server.db,
    {
      packageNo: NEW,
      drawerCorpId: 'C1',
      acceptorCorpId: 'F1',
      payeeCorpId: 'S3',
      amountFen: parseFen('200000.00'),
      issueDate: '2025-06-16',
      dueDate: '2025-12-16',
      splittable: true,
      notTransferable: false,
      babAppNo: null,
      lineNo: null,
      babLineId: 'LB1',
      marginFen: parseFen('60000.00'),
      feeFen: parseFen('100.00'),
      contractNo: 'HT-C1-S3-2025-031',
      status: 'ACCEPTED',
    },
    'S3',
    'PENDING_RECEIVE',
    '2025-06-16',
  );
});

const pkg = async (no: string) =>
  (await server.db.query<{ status: string; open_app_no: string | null }>('SELECT status, open_app_no FROM bill_package WHERE package_no = $1', [no]))[0];
const rangeStates = async (no: string) =>
  (
    await server.db.query<{ status: string; holder_corp_id: string }>('SELECT status, holder_corp_id FROM bill_range WHERE package_no = $1 ORDER BY range_id', [
      no,
    ])
  ).map((r) => [r.holder_corp_id, r.status]);
const events = async (no: string) =>
  (await server.db.query<{ label: string }>('SELECT label FROM bill_event WHERE package_no = $1 ORDER BY event_id', [no])).map((e) => e.label);
const account = async (id: string) => {
  const [a] = await server.db.query<{ balance_fen: unknown; frozen_fen: unknown }>('SELECT balance_fen, frozen_fen FROM bank_account WHERE account_id = $1', [
    id,
  ]);
  return { balance: BigInt(String(a?.balance_fen)), frozen: BigInt(String(a?.frozen_fen)) };
};
const lineUsed = async () => BigInt(String((await server.db.query<{ used_fen: unknown }>("SELECT used_fen FROM bab_line WHERE line_id = 'LB1'"))[0]?.used_fen));

const deliver = (packageNos: string[]) => c1op.callEndpoint(discountBillEndpoints.deliver, { body: { packageNos } });
const receive = (c: TestClient, packageNo: string, decision: 'ACCEPT' | 'REFUSE', comment = '') =>
  c.callEndpoint(discountBillEndpoints.receive, { params: { packageNo }, body: { decision, comment } });
const revoke = (packageNo: string, reason = '交易取消') => c1op.callEndpoint(discountBillEndpoints.revoke, { params: { packageNo }, body: { reason } });

type BillOriginal = 'BAB_SUBMIT' | 'BAB_RECEIVE' | 'CONTRACT_SIGN';
const original = (c: TestClient, type: BillOriginal, appNo: string): Promise<CallResult> =>
  c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { params: { id: appNo } });

async function directorSigns(c: TestClient, key: string, type: BillOriginal, appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(c, type, appNo));
  return ok<ApplicationDetail>(await c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload(key, text, appNo) }));
}

describe('提示收票 (BAB_DELIVER)', () => {
  it('lists the drawer’s ACCEPTED package on 银承查询 and refuses what is not ACCEPTED or not the caller’s', async () => {
    const accepted = ok<BillPackageRow[]>(await c1op.callEndpoint(discountBillEndpoints.babs, { body: { statuses: ['ACCEPTED'] } }));
    expect(accepted.map((p) => [p.packageNo, p.payee.corpId, p.amount, p.margin, p.fee, p.openAppNo])).toEqual([
      [NEW, 'S3', '200000.00', '60000.00', '100.00', null],
    ]);
    expect(
      ok<BillPackageRow[]>(await c1op.callEndpoint(discountBillEndpoints.babs, { body: {} }))
        .map((p) => p.packageNo)
        .sort(),
    ).toEqual([BAB4, BAB1, BAB2, NEW].sort());
    refused(await deliver([BAB1]), '票据当前状态不允许此操作', 'STATE_CONFLICT');
    refused(await s1op.callEndpoint(discountBillEndpoints.deliver, { body: { packageNos: [NEW] } }), /./);
  });

  it('opens a BPS per package, locks it, and 退回 frees it as it was', async () => {
    const [d] = ok<ApplicationDetail[]>(await deliver([NEW]));
    expect(d?.appNo).toMatch(/^BPS\d{14}$/);
    expect(d?.status).toBe('PENDING_REVIEW');
    expect(d?.approveOriginal).toBe('BAB_SUBMIT');
    expect(await pkg(NEW)).toEqual({ status: 'ACCEPTED', open_app_no: d?.appNo });
    refused(await deliver([NEW]), DISCOUNT_REFUSALS.occupied);
    refused(await revoke(NEW), DISCOUNT_REFUSALS.occupied);
    // The operator made it: the approve route is not an operator's.
    expect(
      (await c1op.callEndpoint(creditEndpoints.approve, { params: { appNo: d?.appNo ?? '' }, body: signedPayload('c1_dir', 'x', d?.appNo ?? '') })).body.code,
    ).not.toBe('0');
    // The director reads it through the engine's detail, with its 同意 / 退回 / 拒绝, and a todo to its page.
    const read = ok<ApplicationDetail>(await c1dir.callEndpoint(creditEndpoints.application, { params: { appNo: d?.appNo ?? '' } }));
    expect(read.actions).toEqual(expect.arrayContaining(['APPROVE', 'RETURN', 'REJECT']));
    const [todo] = await server.db.query<{ path: string }>('SELECT path FROM todo WHERE app_no = $1 AND done_at IS NULL', [d?.appNo]);
    expect(todo?.path).toBe('/discount/core/bab/submit');
    const queue = ok<BillAppRow[]>(await c1dir.callEndpoint(discountBillEndpoints.apps, { body: { bizType: 'BAB_DELIVER', openOnly: true } }));
    expect(queue.map((a) => [a.appNo, a.packageNo, a.payee.corpId, a.amount, a.status])).toEqual([[d?.appNo, NEW, 'S3', '200000.00', 'PENDING_REVIEW']]);
    ok(await c1dir.callEndpoint(creditEndpoints.return, { params: { appNo: d?.appNo ?? '' }, body: { comment: '请核对收票人' } }));
    expect(await pkg(NEW)).toEqual({ status: 'ACCEPTED', open_app_no: null });
  });

  it('c1_dir signs BAB_SUBMIT over the package’s facts: the package 待签收 for S3', async () => {
    const [d] = ok<ApplicationDetail[]>(await deliver([NEW]));
    const appNo = d?.appNo ?? '';
    const text = ok<string>(await original(c1dir, 'BAB_SUBMIT', appNo));
    expect(text).toContain(`票据包号：${NEW}`);
    expect(text).toContain('票据金额：200,000.00元（大写：贰拾万元整）');
    refused(await original(c1dir, 'BAB_RECEIVE', appNo), /./);
    expect((await directorSigns(c1dir, 'c1_dir', 'BAB_SUBMIT', appNo)).status).toBe('COMPLETED');
    expect(await pkg(NEW)).toEqual({ status: 'PENDING_RECEIVE', open_app_no: null });
    expect(await rangeStates(NEW)).toEqual([['S3', 'PENDING_RECEIVE']]);
    expect(await events(NEW)).toEqual(['提示收票']);
  });
});

describe('票据签收 (BAB_RECEIVE) and 撤票 (BAB_REVOKE)', () => {
  it('the payee lists it; 拒收 needs 意见; s3_dir signs the 拒收: package and range 已拒收', async () => {
    expect(ok<BillPackageRow[]>(await s3op.callEndpoint(discountBillEndpoints.toReceive, {})).map((p) => p.packageNo)).toEqual([NEW]);
    refused(await receive(s3op, NEW, 'REFUSE'), /拒收须填写意见/);
    refused(await receive(s2op, NEW, 'ACCEPT'), '票据不存在');
    const d = ok<ApplicationDetail>(await receive(s3op, NEW, 'REFUSE', '与合同金额不符'));
    expect(d.appNo).toMatch(/^BRC\d{14}$/);
    expect(d.approveOriginal).toBe('BAB_RECEIVE');
    const text = ok<string>(await original(s3dir, 'BAB_RECEIVE', d.appNo));
    expect(text).toContain('本次操作：拒收（意见：与合同金额不符）');
    await directorSigns(s3dir, 's3_dir', 'BAB_RECEIVE', d.appNo);
    expect(await pkg(NEW)).toEqual({ status: 'REFUSED', open_app_no: null });
    expect(await rangeStates(NEW)).toEqual([['S3', 'REFUSED']]);
    expect(await events(NEW)).toEqual(['提示收票', '拒收（与合同金额不符）']);
  });

  it('refuses 撤票 of an issued package and of another drawer’s', async () => {
    refused(await revoke(BAB1), '票据当前状态不允许此操作');
    refused(await s1op.callEndpoint(discountBillEndpoints.revoke, { params: { packageNo: NEW }, body: { reason: 'x' } }), /./);
  });

  it('撤票 of the refused package, signed CONTRACT_SIGN: 60 000.00 unfrozen and back to C1, LB1 used −140 000.00, the 100.00 fee kept', async () => {
    const margin0 = await account('A-C1-BABMARGIN');
    const settle0 = await account('A-C1-SETTLE');
    const used0 = await lineUsed();
    const f10 = await account('A-F1-SETTLE');
    const d = ok<ApplicationDetail>(await revoke(NEW, '交易取消'));
    expect(d.appNo).toMatch(/^BRV\d{14}$/);
    expect(d.approveOriginal).toBeUndefined();
    const text = ok<string>(await original(c1dir, 'CONTRACT_SIGN', d.appNo));
    expect(text).toContain('保证金：60,000.00元（大写：陆万元整）');
    expect(text).toContain('承兑手续费不予退还');
    await directorSigns(c1dir, 'c1_dir', 'CONTRACT_SIGN', d.appNo);
    expect(await pkg(NEW)).toEqual({ status: 'CANCELLED', open_app_no: null });
    expect(await rangeStates(NEW)).toEqual([['S3', 'CANCELLED']]);
    expect(await account('A-C1-BABMARGIN')).toEqual({ balance: margin0.balance - 6_000_000n, frozen: margin0.frozen - 6_000_000n });
    expect(await account('A-C1-SETTLE')).toEqual({ balance: settle0.balance + 6_000_000n, frozen: settle0.frozen });
    expect(await lineUsed()).toBe(used0 - 14_000_000n);
    expect(await account('A-F1-SETTLE')).toEqual(f10);
    const txns = await server.db.query<{ amount_fen: unknown; purpose: string }>('SELECT amount_fen, purpose FROM sim_bank_txn WHERE biz_ref = $1', [d.appNo]);
    expect(txns.map((t) => [String(t.amount_fen), t.purpose])).toEqual([['6000000', 'MARGIN']]);
    expect(await events(NEW)).toEqual(['提示收票', '拒收（与合同金额不符）', '撤票（交易取消）']);
    refused(await revoke(NEW), '票据当前状态不允许此操作');
  });

  it('拒绝 of a 签收 by the payee’s director leaves the package 待签收 and free; the operator withdraws another', async () => {
    const d = ok<ApplicationDetail>(await receive(s2op, BAB2, 'ACCEPT'));
    ok(await s2dir.callEndpoint(creditEndpoints.reject, { params: { appNo: d.appNo }, body: { comment: '请核对票据' } }));
    expect(await pkg(BAB2)).toEqual({ status: 'PENDING_RECEIVE', open_app_no: null });
    const again = ok<ApplicationDetail>(await receive(s2op, BAB2, 'ACCEPT'));
    ok(await s2op.callEndpoint(creditEndpoints.cancel, { params: { appNo: again.appNo } }));
    expect(await pkg(BAB2)).toEqual({ status: 'PENDING_RECEIVE', open_app_no: null });
    expect(await rangeStates(BAB2)).toEqual([['S2', 'PENDING_RECEIVE']]);
  });

  it('the seeded BAB-2: s2_op 签收, s2_dir signs → 已出票, S2 holds 500 000.00 on 我的票据', async () => {
    const d = ok<ApplicationDetail>(await receive(s2op, BAB2, 'ACCEPT'));
    expect(
      ok<BillAppRow[]>(await s2dir.callEndpoint(discountBillEndpoints.apps, { body: { bizType: 'BAB_RECEIVE', openOnly: true } })).map((a) => [
        a.appNo,
        a.decision,
      ]),
    ).toEqual([[d.appNo, 'ACCEPT']]);
    await directorSigns(s2dir, 's2_dir', 'BAB_RECEIVE', d.appNo);
    expect(await pkg(BAB2)).toEqual({ status: 'ISSUED', open_app_no: null });
    expect(await rangeStates(BAB2)).toEqual([['S2', 'HELD']]);
    const mine = ok<MyBillRow[]>(await s2op.callEndpoint(discountBillEndpoints.mine, { body: {} }));
    expect(mine.map((m) => [m.packageNo, m.amount, m.available, m.locked, m.used, m.status, m.due])).toEqual([
      [BAB2, '500000.00', '500000.00', '0.00', '0.00', 'ISSUED', false],
    ]);
    expect(ok<BillPackageRow[]>(await s2op.callEndpoint(discountBillEndpoints.toReceive, {}))).toEqual([]);
  });
});

describe('我的票据 and 票据详情', () => {
  it('S1 holds BAB-4 (locked by DSB…01) and BAB-1; after a discount of 300 000.00 of BAB-1, 900 000.00 stays available', async () => {
    const before = ok<MyBillRow[]>(await s1op.callEndpoint(discountBillEndpoints.mine, { body: {} }));
    // BAB-4 is locked whole by the seeded DSB…01 at F1 (§13.12).
    expect(before.map((m) => [m.packageNo, m.available, m.locked, m.drawer.corpId, m.acceptor.corpId])).toEqual([
      [BAB4, '0.00', '300000.00', 'C1', 'F1'],
      [BAB1, '1200000.00', '0.00', 'C1', 'F1'],
    ]);
    // Part C's discount, as it leaves the ranges (§20.1 example): the parent SPLIT, 1–30000000 to F1, the rest to S1.
    const [parent] = await server.db.query<{ range_id: string }>('SELECT range_id FROM bill_range WHERE package_no = $1', [BAB1]);
    await server.db.query("UPDATE bill_range SET status = 'SPLIT' WHERE range_id = $1", [parent?.range_id]);
    await server.db.query(
      `INSERT INTO bill_range (range_id, package_no, start_no, end_no, holder_corp_id, status, parent_range_id, created_on) VALUES
       ('BRT1', $1, 1, 30000000, 'F1', 'DISCOUNTED', $2, '2025-06-16'), ('BRT2', $1, 30000001, 120000000, 'S1', 'HELD', $2, '2025-06-16')`,
      [BAB1, parent?.range_id],
    );
    const after = ok<MyBillRow[]>(await s1op.callEndpoint(discountBillEndpoints.mine, { body: { keyword: '0606' } }));
    expect(after.map((m) => [m.packageNo, m.available, m.locked])).toEqual([[BAB1, '900000.00', '0.00']]);
    const detail = ok<BillDetail>(await s1op.callEndpoint(discountBillEndpoints.detail, { params: { packageNo: BAB1 } }));
    expect(detail.ranges.map((r) => [r.start, r.end, r.amount, r.holder.corpId, r.status, r.parentRangeId === null])).toEqual([
      ['1', '120000000', '1200000.00', 'S1', 'SPLIT', true],
      ['1', '30000000', '300000.00', 'F1', 'DISCOUNTED', false],
      ['30000001', '120000000', '900000.00', 'S1', 'HELD', false],
    ]);
    expect(detail.bill).toMatchObject({
      packageNo: BAB1,
      drawer: { corpId: 'C1' },
      acceptor: { corpId: 'F1' },
      payee: { corpId: 'S1' },
      margin: '360000.00',
      fee: '600.00',
    });
    expect(detail.events.map((e) => e.label)).toEqual(['银行承兑', '提示收票', '收票签收']);
  });

  it('shows 票据详情 to every party, masks another supplier for a supplier, and hides it from others', async () => {
    // BAB-4's range passed to S3 (as a later holder would): S1, its payee, reads 其他持有人; C1 and F1 read S3.
    await server.db.query("UPDATE bill_range SET holder_corp_id = 'S3' WHERE package_no = $1", [BAB4]);
    const s1 = ok<BillDetail>(await s1op.callEndpoint(discountBillEndpoints.detail, { params: { packageNo: BAB4 } }));
    expect(s1.ranges.map((r) => r.holder)).toEqual([{ corpId: '', corpName: '其他持有人' }]);
    expect(JSON.stringify(s1)).not.toContain('"S3"');
    for (const c of [c1op, f1cm, s3op]) {
      const d = ok<BillDetail>(await c.callEndpoint(discountBillEndpoints.detail, { params: { packageNo: BAB4 } }));
      expect(d.ranges.map((r) => r.holder.corpId)).toEqual(['S3']);
    }
    refused(await s2op.callEndpoint(discountBillEndpoints.detail, { params: { packageNo: BAB1 } }), '票据不存在');
  });
});

describe('the lead’s walk: a 1 200 000.00 bill accepted for S1', () => {
  const S1_BILL = '810530300001720250616000000006';

  it('c1_op/c1_dir 提示收票, s1_op 签收, s1_dir signs: 已出票, S1 holds 1–120000000', async () => {
    await insertPackage(
      server.db,
      {
        packageNo: S1_BILL,
        drawerCorpId: 'C1',
        acceptorCorpId: 'F1',
        payeeCorpId: 'S1',
        amountFen: parseFen('1200000.00'),
        issueDate: '2025-06-16',
        dueDate: '2025-12-16',
        splittable: true,
        notTransferable: false,
        babAppNo: null,
        lineNo: null,
        babLineId: null,
        marginFen: 0n,
        feeFen: 0n,
        contractNo: 'HT-C1-S1-2025-040',
        status: 'ACCEPTED',
      },
      'S1',
      'PENDING_RECEIVE',
      '2025-06-16',
    );
    const [d] = ok<ApplicationDetail[]>(await deliver([S1_BILL]));
    await directorSigns(c1dir, 'c1_dir', 'BAB_SUBMIT', d?.appNo ?? '');
    const s1dir = await server.login('s1_dir');
    const r = ok<ApplicationDetail>(await receive(s1op, S1_BILL, 'ACCEPT'));
    await directorSigns(s1dir, 's1_dir', 'BAB_RECEIVE', r.appNo);
    const detail = ok<BillDetail>(await s1op.callEndpoint(discountBillEndpoints.detail, { params: { packageNo: S1_BILL } }));
    expect(detail.bill.status).toBe('ISSUED');
    expect(detail.ranges.map((x) => [x.start, x.end, x.holder.corpId, x.status])).toEqual([['1', '120000000', 'S1', 'HELD']]);
    expect(detail.events.map((e) => e.label)).toEqual(['提示收票', '收票签收']);
    const mine = ok<MyBillRow[]>(await s1op.callEndpoint(discountBillEndpoints.mine, { body: { keyword: S1_BILL } }));
    expect(mine.map((m) => [m.available, m.locked, m.used])).toEqual([['1200000.00', '0.00', '0.00']]);
  });
});
