import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, pondEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, Pond, PondDetail, PondPending } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { SimBank } from '../../src/modules/bank';
import { pondMaturity } from '../../src/modules/pond';
import { useTestServer } from '../helpers/test-server';
import { credit, ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 资产池 (domain-lines.md §18.7, seed §13.10) and its worked example: S1's pond at F1 (0.90, 3.50 %), CR1-B2 在池 and D1
 * 100 000.00 → available 170 000.00; CR2 pooled → 720 000.00 / 620 000.00; D2 200 000.00 → 420 000.00; 出池 CR2 refused,
 * CR1-B2 allowed; D1 repaid early on 2025-06-16 → 41 days → interest 398.61.
 */
let s1op: TestClient;
let s1dir: TestClient;
let f1pm: TestClient;
let f1cm: TestClient;
let pondNo = '';

beforeAll(async () => {
  s1op = await server.login('s1_op');
  s1dir = await server.login('s1_dir');
  f1pm = await server.login('f1_pm');
  f1cm = await server.login('f1_cm');
  pondNo = ok<Pond[]>(await s1op.callEndpoint(pondEndpoints.list, {}))[0]?.pondNo ?? '';
});

const detail = async (c: TestClient = s1op): Promise<PondDetail> => ok<PondDetail>(await c.callEndpoint(pondEndpoints.detail, { params: { pondNo } }));
const figures = async () => (await detail()).pond.figures;

type PondOriginal = 'POND_IN' | 'POND_DRAWDOWN' | 'POND_REPAY';
const original = (c: TestClient, type: PondOriginal, appNo: string): Promise<CallResult> =>
  type === 'POND_REPAY'
    ? c.callEndpoint(SIGNING_ORIGINALS.POND_REPAY.endpoint, { params: { id: appNo } })
    : c.callEndpoint(SIGNING_ORIGINALS[type].endpoint, { body: { ids: [appNo] } });

async function directorSigns(type: PondOriginal, appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(s1dir, type, appNo));
  return ok<ApplicationDetail>(await s1dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload('s1_dir', text, appNo) }));
}

async function bankConfirms(type: PondOriginal, appNo: string): Promise<ApplicationDetail> {
  const text = ok<string>(await original(f1pm, type, appNo));
  return ok<ApplicationDetail>(await f1pm.callEndpoint(pondEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', text, appNo) }));
}

const drawdown = (amount: string, dueDate = '2025-09-05') => s1op.callEndpoint(pondEndpoints.drawdown, { params: { pondNo }, body: { amount, dueDate } });
const poolIn = (creditNos: string[]) => s1op.callEndpoint(pondEndpoints.poolIn, { params: { pondNo }, body: { creditNos } });
const prOf = async (creditNo: string) => (await detail()).assets.find((a) => a.assetNo === creditNo && a.status === 'IN_POOL')?.prNo ?? '';
const poolOut = async (creditNo: string) => s1op.callEndpoint(pondEndpoints.poolOut, { params: { pondNo }, body: { prNos: [await prOf(creditNo)] } });
const creditStatus = async (no: string) => (await server.db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [no]))[0]?.status;
const settlement = async (corpId: string) =>
  BigInt(
    String(
      (
        await server.db.query<{ balance_fen: unknown }>(
          "SELECT balance_fen FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1",
          [corpId],
        )
      )[0]?.balance_fen,
    ),
  );

describe('the §13.10 seed', () => {
  it('shows S1 and F1 the pond P1 with its tiles: 池额度 270 000.00, 敞口 100 000.00, 可用 170 000.00', async () => {
    const d = await detail();
    expect(d.pond).toMatchObject({
      pledgor: { corpId: 'S1' },
      fi: { corpId: 'F1' },
      creditMode: 'TOTAL',
      pledgeRate: '0.90',
      drawRate: '3.50%',
      status: 'ACTIVE',
    });
    expect(d.pond.figures).toEqual({
      poolLimit: '270000.00',
      exposure: '100000.00',
      available: '170000.00',
      margin: '0.00',
      levelPercent: '270.00',
      warning: false,
    });
    expect(d.assets).toEqual([expect.objectContaining({ assetNo: credit('CR1-B2'), amount: '300000.00', value: '270000.00', status: 'IN_POOL' })]);
    expect(d.drawdowns).toEqual([expect.objectContaining({ principal: '100000.00', outstanding: '100000.00', status: 'FUNDED', dueDate: '2025-08-29' })]);
    const fi = ok<Pond[]>(await f1cm.callEndpoint(pondEndpoints.list, {}));
    expect(fi.map((p) => p.pondNo)).toEqual([pondNo]);
    const stored = await server.db.query<{ available_fen: unknown }>('SELECT available_fen FROM pond WHERE pond_no = $1', [pondNo]);
    expect(String(stored[0]?.available_fen)).toBe('17000000');
  });
});

describe('提款 refusals', () => {
  it('refuses more than 可用额度 and a due date after the pond’s end', async () => {
    refused(await drawdown('170000.01'), '池额度不足，当前可用额度为170,000.00元');
    refused(await drawdown('1000.00', '2026-04-30'), '提款到期日不能晚于资产池到期日');
  });

  it('refuses any drawdown while the pond is frozen', async () => {
    await server.db.query("UPDATE pond SET status = 'FROZEN' WHERE pond_no = $1", [pondNo]);
    refused(await drawdown('1000.00'), '资产池已冻结，暂不能办理');
    await server.db.query("UPDATE pond SET status = 'ACTIVE' WHERE pond_no = $1", [pondNo]);
  });
});

describe('入池 (the worked example: S1 pools CR2)', () => {
  it('refuses an asset with fewer than 30 days left', async () => {
    refused(await poolIn([credit('CR4')]), '资产剩余期限不足30天，不能入池');
  });

  it('pools CR2 after the director signs POND_IN and the bank confirms → 池额度 720 000.00, 可用 620 000.00', async () => {
    // S1 signed for CR2 (its sign-for flow is the credit module's): HELD.
    await server.db.query("UPDATE credit SET status = 'HELD' WHERE credit_no = $1", [credit('CR2')]);
    const app = ok<ApplicationDetail>(await poolIn([credit('CR2')]));
    expect(app.status).toBe('PENDING_REVIEW');
    refused(await poolIn([credit('CR2')]), '资产已被其他申请占用');
    const queue = ok<PondPending[]>(await s1dir.callEndpoint(pondEndpoints.pending, {}));
    expect(queue.map((p) => p.appNo)).toContain(app.appNo);
    expect(await directorSigns('POND_IN', app.appNo)).toMatchObject({ status: 'PENDING_FI' });
    expect(ok<PondPending[]>(await f1pm.callEndpoint(pondEndpoints.pending, {})).map((p) => p.appNo)).toContain(app.appNo);
    expect(await bankConfirms('POND_IN', app.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect(await creditStatus(credit('CR2'))).toBe('POOLED');
    expect(await figures()).toMatchObject({ poolLimit: '720000.00', exposure: '100000.00', available: '620000.00' });
  });
});

describe('提款 D2 and 出池', () => {
  it('funds D2 200 000.00 to S1’s settlement account → exposure 300 000.00, available 420 000.00', async () => {
    const before = await settlement('S1');
    const app = ok<ApplicationDetail>(await drawdown('200000.00'));
    expect(await directorSigns('POND_DRAWDOWN', app.appNo)).toMatchObject({ status: 'PENDING_FI' });
    expect(await bankConfirms('POND_DRAWDOWN', app.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect((await settlement('S1')) - before).toBe(20_000_000n);
    expect(await figures()).toMatchObject({ poolLimit: '720000.00', exposure: '300000.00', available: '420000.00' });
    expect((await detail()).drawdowns.find((d) => d.drawdownNo === app.appNo)).toMatchObject({ status: 'FUNDED', valueDate: '2025-06-16' });
  });

  it('refuses 出池 CR2 (270 000.00 < 300 000.00) and lets CR1-B2 out (450 000.00 ≥ 300 000.00)', async () => {
    refused(await poolOut(credit('CR2')), '出池后池额度不足以覆盖已提款金额，不能出池');
    const app = ok<ApplicationDetail>(await poolOut(credit('CR1-B2')));
    expect(await directorSigns('POND_IN', app.appNo)).toMatchObject({ status: 'PENDING_FI' });
    expect(await bankConfirms('POND_IN', app.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect(await creditStatus(credit('CR1-B2'))).toBe('HELD');
    expect(await figures()).toMatchObject({ poolLimit: '450000.00', exposure: '300000.00', available: '150000.00' });
    expect((await detail()).movements.map((m) => m.direction)).toEqual(['OUT', 'IN']);
  });
});

describe('还款', () => {
  it('repays D1 early on 2025-06-16: 41 days → interest 398.61 paid with the principal; one open repayment at a time', async () => {
    const d1 = (await detail()).drawdowns.find((d) => d.principal === '100000.00')!;
    const app = ok<ApplicationDetail>(
      await s1op.callEndpoint(pondEndpoints.repay, { params: { pondNo }, body: { drawdownNo: d1.drawdownNo, principal: '100000.00', source: 'SETTLEMENT' } }),
    );
    refused(
      await s1op.callEndpoint(pondEndpoints.repay, { params: { pondNo }, body: { drawdownNo: d1.drawdownNo, principal: '1.00', source: 'SETTLEMENT' } }),
      '已有处理中的还款申请',
    );
    const bank = await settlement('F1');
    expect(await directorSigns('POND_REPAY', app.appNo)).toMatchObject({ status: 'COMPLETED' });
    expect((await settlement('F1')) - bank).toBe(10_039_861n);
    const d = await detail();
    expect(d.repays.find((r) => r.appNo === app.appNo)).toMatchObject({ interest: '398.61', principal: '100000.00', repayDate: '2025-06-16' });
    expect(d.drawdowns.find((x) => x.drawdownNo === d1.drawdownNo)).toMatchObject({ status: 'REPAID', outstanding: '0.00' });
    expect(d.pond.figures).toMatchObject({ exposure: '200000.00', available: '250000.00' });
  });
});

describe('concurrent drawdowns', () => {
  it('never exceed 可用额度: available + 0.01 is refused, three parallel requests of the available amount give one', async () => {
    const { available } = await figures();
    refused(
      await drawdown((Number(available) + 0.01).toFixed(2)),
      `池额度不足，当前可用额度为${Number(available).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`,
    );
    const results = await Promise.all([0, 1, 2].map(() => drawdown(available)));
    const won = results.filter((r) => r.body.code === '0');
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== '0')) expect(r.body.message).toBe('池额度不足，当前可用额度为0.00元');
  });
});

describe('the maturity sweep', () => {
  it('marks a drawdown unpaid at 17:00 of its due date 逾期 and a paid asset 已到期回款; the pond then shows 池水位预警 and refuses drawdowns', async () => {
    expect(await pondMaturity(server.db, Date.now(), '2025-09-05', '16:59')).toEqual([]);
    // CR2 paid by its issuer (兑付完成) but its cash cannot reach the margin account (S1's account frozen): the asset
    // leaves 池额度 and nothing moves.
    await server.db.query("UPDATE credit SET status = 'CASHED' WHERE credit_no = $1", [credit('CR2')]);
    await server.db.query("UPDATE bank_account SET status = 'FROZEN' WHERE account_id = 'A-S1-SETTLE'");
    expect(await pondMaturity(server.db, Date.now(), '2025-09-05', '17:00')).toEqual([pondNo]);
    await server.db.query("UPDATE bank_account SET status = 'ACTIVE' WHERE account_id = 'A-S1-SETTLE'");
    const d = await detail();
    expect(d.drawdowns.find((x) => x.principal === '200000.00')).toMatchObject({ status: 'OVERDUE' });
    expect(d.assets.find((a) => a.assetNo === credit('CR2'))).toMatchObject({ status: 'MATURED' });
    expect(d.pond.figures).toMatchObject({ poolLimit: '0.00', exposure: '200000.00', warning: true });
    // The bank is told: F1's client and product managers get the 池水位预警 message.
    const told = await server.db.query<{ user_name: string; content: string }>(
      `SELECT u.user_name, m.content FROM message m JOIN app_user u ON u.user_id = m.user_id WHERE m.title = '池水位预警' ORDER BY u.user_name`,
    );
    expect(told.map((t) => t.user_name)).toEqual(expect.arrayContaining(['f1_cm', 'f1_pm']));
    expect(told.every((t) => t.user_name.startsWith('f1_'))).toBe(true);
    expect(told[0]?.content).toContain(`资产池${pondNo}`);
    expect(told[0]?.content).toContain('池额度0.00元低于已提款敞口200,000.00元，已暂停提款');
    refused(await drawdown('1.00'), '池水位低于融资敞口，暂停提款');
  });
});

describe('TERM mode (§18.7 example)', () => {
  it('assets 1 000 000.00 due 07-15 and 09-15 at 1.00, a drawdown of 800 000.00 due 08-15 → 200 000.00 before 09-15, 1 200 000.00 on or after', async () => {
    const term = 'PND20250616000099';
    await server.db.query(
      `INSERT INTO pond (pond_no, pledgor_corp_id, fi_corp_id, credit_mode, pledge_rate, margin_account_id, draw_rate, start_date, end_date)
       VALUES ($1, 'S1', 'F1', 'TERM', '1.00', 'A-S1-POOLMARGIN', '3.50%', '2025-06-16', '2026-04-29')`,
      [term],
    );
    // Two assets of the example (the credits CR4 and CR1-B2 stand for them: a test pond's own amounts and due dates).
    for (const [prNo, creditNo, due] of [
      ['PRC20250616000098', credit('CR4'), '2025-07-15'],
      ['PRC20250616000099', credit('CR1-B2'), '2025-09-15'],
    ] as const)
      await server.db.query(
        `INSERT INTO pond_receivable (pr_no, pond_no, asset_no, amount_fen, due_date, status, in_date)
          VALUES ($1, $2, $3, 100000000, $4, 'IN_POOL', '2025-06-16')`,
        [prNo, term, creditNo, due],
      );
    const draw = (amount: string, dueDate: string) => s1op.callEndpoint(pondEndpoints.drawdown, { params: { pondNo: term }, body: { amount, dueDate } });
    const app = ok<ApplicationDetail>(await draw('800000.00', '2025-08-15'));
    await directorSigns('POND_DRAWDOWN', app.appNo);
    expect(await bankConfirms('POND_DRAWDOWN', app.appNo)).toMatchObject({ status: 'COMPLETED' });
    refused(await draw('200000.01', '2025-09-14'), '按期限配比，到期日为2025-09-14的提款最多可提200,000.00元');
    refused(await draw('1200000.01', '2025-09-15'), '按期限配比，到期日为2025-09-15的提款最多可提1,200,000.00元');
    const ok2 = ok<ApplicationDetail>(await draw('200000.00', '2025-09-14'));
    expect(ok2.status).toBe('PENDING_REVIEW');
    // 出池 of the asset due 07-15 leaves the bucket from 08-15 at −800 000.00: refused (TERM: every bucket stays ≥ 0).
    const prNo = 'PRC20250616000098';
    refused(
      await s1op.callEndpoint(pondEndpoints.poolOut, { params: { pondNo: term }, body: { prNos: [prNo] } }),
      '出池后池额度不足以覆盖已提款金额，不能出池',
    );
  });

  it('到期: the asset due 07-15, paid, goes 已到期回款 and its 1 000 000.00 moves into the margin account; 可用 does not fall', async () => {
    const term = 'PND20250616000099';
    const margin = async () =>
      BigInt(String((await server.db.query<{ b: unknown }>("SELECT balance_fen AS b FROM bank_account WHERE account_id = 'A-S1-POOLMARGIN'"))[0]?.b));
    // The issuer's payment of the credit reaches S1's settlement account (兑付), then the sweep takes it to the margin.
    await SimBank.deposit(server.db, { accountId: 'A-S1-SETTLE', amountFen: 100_000_000n, businessDate: '2025-07-15', now: Date.now() });
    await server.db.query("UPDATE credit SET status = 'CASHED' WHERE credit_no = $1", [credit('CR4')]);
    const [marginBefore, settleBefore] = [await margin(), await settlement('S1')];
    expect(await pondMaturity(server.db, Date.now(), '2025-07-15', '09:30')).toContain(term);
    expect((await margin()) - marginBefore).toBe(100_000_000n);
    expect(settleBefore - (await settlement('S1'))).toBe(100_000_000n);
    const status = await server.db.query<{ status: string }>("SELECT status FROM pond_receivable WHERE pr_no = 'PRC20250616000098'");
    expect(status[0]?.status).toBe('MATURED');
    const receipts = await server.db.query<{ side: string; amount_fen: unknown }>(
      `SELECT r.side, r.amount_fen FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id
        WHERE t.purpose = 'MARGIN' AND t.remark LIKE $1 ORDER BY r.side`,
      [`%${credit('CR4')}%`],
    );
    expect(receipts.map((r) => [r.side, String(r.amount_fen)])).toEqual([
      ['PAY', '100000000'],
      ['RECEIVE', '100000000'],
    ]);
  });
});
