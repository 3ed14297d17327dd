import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, pondEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, Pond, PondDetail, PondPending } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { SimBank } from '../../src/modules/bank';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 保证金提取 (domain-lines.md §18.7) on the seed's pond P1 (TOTAL, 0.90; CR1-B2 300 000.00 在池 → value 270 000.00). D1 is
 * raised to 400 000.00 and 200 000.00 paid into the margin account: 池额度 470 000.00, exposure 400 000.00, so only
 * 70 000.00 of the margin is not needed (可提取). The director signs ACCOUNT_COLLECT; the money moves with receipts.
 */
let s1op: TestClient;
let s1dir: TestClient;
let pondNo = '';

const balance = async (accountId: string) =>
  BigInt(String((await server.db.query<{ b: unknown }>('SELECT balance_fen AS b FROM bank_account WHERE account_id = $1', [accountId]))[0]?.b));
const detail = async (): Promise<PondDetail> => ok<PondDetail>(await s1op.callEndpoint(pondEndpoints.detail, { params: { pondNo } }));
const take = (amount: string) => s1op.callEndpoint(pondEndpoints.marginTake, { params: { pondNo }, body: { amount } });

async function directorSigns(appNo: string) {
  const text = ok<string>(await s1dir.callEndpoint(SIGNING_ORIGINALS.ACCOUNT_COLLECT.endpoint, { params: { id: appNo } }));
  expect(text).toContain('保证金提取金额：');
  return s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) });
}

beforeAll(async () => {
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  pondNo = ok<Pond[]>(await s1op.callEndpoint(pondEndpoints.list, {}))[0]?.pondNo ?? '';
  await server.db.query("UPDATE pond_drawdown SET principal_fen = 40000000 WHERE pond_no = $1 AND status = 'FUNDED'", [pondNo]);
  await SimBank.deposit(server.db, { accountId: 'A-S1-POOLMARGIN', amountFen: 20_000_000n, businessDate: '2025-06-16', now: Date.now() });
});

describe('保证金提取', () => {
  it('shows 可提取 70 000.00 (the margin the exposure does not need) and refuses 0.01 more, changing nothing', async () => {
    const d = await detail();
    expect(d.pond.figures).toMatchObject({ poolLimit: '470000.00', exposure: '400000.00', available: '70000.00', margin: '200000.00' });
    expect(d.marginWithdrawable).toBe('70000.00');
    refused(await take('70000.01'), '保证金提取金额超过可提取金额，当前可提取金额为70,000.00元');
    expect((await server.db.query('SELECT 1 FROM pond_margin_take')).length).toBe(0);
    expect(await balance('A-S1-POOLMARGIN')).toBe(20_000_000n);
  });

  it('takes 70 000.00 at the director’s ACCOUNT_COLLECT signature: margin → settlement account with two receipts; 可用 0.00', async () => {
    const app = ok<ApplicationDetail>(await take('70000.00'));
    expect(app).toMatchObject({ bizType: 'POND_MARGIN', status: 'PENDING_REVIEW' });
    expect(app.appNo).toMatch(/^PMW\d{14}$/);
    refused(await take('1.00'), '已有处理中的保证金提取申请');
    expect(ok<PondPending[]>(await s1dir.callEndpoint(pondEndpoints.pending, {})).map((p) => p.appNo)).toContain(app.appNo);
    const [marginBefore, settleBefore] = [await balance('A-S1-POOLMARGIN'), await balance('A-S1-SETTLE')];
    expect(ok<ApplicationDetail>(await directorSigns(app.appNo)).status).toBe('COMPLETED');
    expect(marginBefore - (await balance('A-S1-POOLMARGIN'))).toBe(7_000_000n);
    expect((await balance('A-S1-SETTLE')) - settleBefore).toBe(7_000_000n);
    const receipts = await server.db.query<{ side: string; amount_fen: unknown }>(
      `SELECT r.side, r.amount_fen FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id WHERE t.purpose = 'MARGIN' AND t.biz_ref = $1 ORDER BY r.side`,
      [app.appNo],
    );
    expect(receipts.map((r) => [r.side, String(r.amount_fen)])).toEqual([
      ['PAY', '7000000'],
      ['RECEIVE', '7000000'],
    ]);
    const d = await detail();
    expect(d.pond.figures).toMatchObject({ poolLimit: '400000.00', exposure: '400000.00', available: '0.00', margin: '130000.00' });
    expect(d.marginWithdrawable).toBe('0.00');
    refused(await take('0.01'), '保证金提取金额超过可提取金额，当前可提取金额为0.00元');
  });

  it('tests the coverage again at the signature: a drawdown funded meanwhile leaves the withdrawal refused, nothing moved', async () => {
    await SimBank.deposit(server.db, { accountId: 'A-S1-POOLMARGIN', amountFen: 1_000_000n, businessDate: '2025-06-16', now: Date.now() });
    const app = ok<ApplicationDetail>(await take('10000.00'));
    await server.db.query("UPDATE pond_drawdown SET principal_fen = principal_fen + 500000 WHERE pond_no = $1 AND status = 'FUNDED'", [pondNo]);
    const before = await balance('A-S1-POOLMARGIN');
    refused(await directorSigns(app.appNo), '保证金提取金额超过可提取金额，当前可提取金额为5,000.00元');
    expect(await balance('A-S1-POOLMARGIN')).toBe(before);
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM application WHERE app_no = $1', [app.appNo]);
    expect(row?.status).toBe('PENDING_REVIEW');
  });
});
