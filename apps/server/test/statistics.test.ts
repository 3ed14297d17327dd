import { beforeAll, describe, expect, it } from 'vitest';
import { statisticsEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, ChainStatistics, CoreStatistics } from '@scf/api/contract';
import { checkLedgerInvariants, writeLedgerPlan } from '../src/modules/credits';
import type { LedgerPlan } from '../src/modules/credits';
import { ok } from './credits/ledger-helpers';
import { PERIOD_TOO_LATE } from '../src/modules/statistics/statistics.period';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

/** Yuan as the wire writes it. */
const yuan = (n: number): string => n.toFixed(2);
const fen = (n: number): bigint => BigInt(Math.round(n * 100));
const MONTHS = ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const NAME = {
  C1: '徐州示例重工集团有限公司',
  S1: '江苏示例精密锻造有限公司',
  S2: '苏州示例钢材贸易有限公司',
  S3: '宿迁示例五金加工厂',
  F1: '中国建设银行股份有限公司徐州分行',
} as const;
const corp = (id: keyof typeof NAME) => ({ corpId: id, corpName: NAME[id] });

/** One series of a statistics reply as { month: amount } for the months with any amount. */
function nonZero(months: ReadonlyArray<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(months.filter((m) => m[key] !== '0.00').map((m) => [m.month, m[key]]));
}

async function read<T>(user: string, endpoint: AnyEndpoint): Promise<T> {
  return ok<T>(await (await server.login(user)).callEndpoint(endpoint));
}

// Every figure below is worked out from the demo ledger of domain.md §13.4 (business date 2025-06-16; the series runs
// 2024-07 … 2025-06), not read from the server.
describe('核心企业统计 (credit)', () => {
  it('counts the group’s issues (C1 and its member C2) per month, the transfer, the financing and the cash on its trees', async () => {
    const s = await read<CoreStatistics>('c1_op', statisticsEndpoints.core);
    expect(s).toMatchObject({ side: 'core', productType: 'CREDIT', businessDate: '2025-06-16', from: '2024-07', to: '2025-06' });
    expect(s.months.map((m) => m.month)).toEqual(MONTHS);
    // CR5 2024-12-16; CR4 2025-01-10; CR1 2025-03-14; CR8 2025-04-01; CR9 2025-05-20; CR2 (C2) + CR6 + CR7 in June.
    expect(nonZero(s.months, 'issued')).toEqual({
      '2024-12': yuan(150_000),
      '2025-01': yuan(200_000),
      '2025-03': yuan(1_000_000),
      '2025-04': yuan(60_000),
      '2025-05': yuan(250_000),
      '2025-06': yuan(500_000 + 50_000 + 120_000),
    });
    // CR1-A: S1 → S2 on 2025-04-10; CR1-B1 financed by F1 on 2025-04-18; CR5 cashed on 2025-06-13, and CR0 (issued
    // under L0 before the period, domain-lines.md §13.7) on 2024-08-30.
    expect(nonZero(s.months, 'transferred')).toEqual({ '2025-04': yuan(300_000) });
    expect(nonZero(s.months, 'financed')).toEqual({ '2025-04': yuan(400_000) });
    expect(nonZero(s.months, 'cashed')).toEqual({ '2024-08': yuan(500_000), '2025-06': yuan(150_000) });
    expect(s.totals).toEqual({ issued: yuan(2_330_000), transferred: yuan(300_000), financed: yuan(400_000), cashed: yuan(650_000) });
    // Receivers: S1 got CR1, CR2, CR4, CR7, CR8; S2 CR5, CR9; S3 CR6.
    expect(s.counterparties).toEqual([
      { corp: corp('S1'), amount: yuan(1_000_000 + 500_000 + 200_000 + 120_000 + 60_000), count: 5 },
      { corp: corp('S2'), amount: yuan(150_000 + 250_000), count: 2 },
      { corp: corp('S3'), amount: yuan(50_000), count: 1 },
    ]);
    // Held by suppliers now: tier 1 CR1-B2 (S1, pooled), CR4, CR8 (S1), CR9 (S2); tier 2 CR1-A (S2, via S1). CR2 is
    // not signed for yet, CR1-B1 is the bank's.
    expect(s.tiers).toEqual([
      { tier: 1, holders: 2, count: 4, amount: yuan(300_000 + 200_000 + 60_000 + 250_000) },
      { tier: 2, holders: 1, count: 1, amount: yuan(300_000) },
    ]);
    // CR1-B1: 400,000 funded 2025-04-18, due 2025-09-05 (140 days), at the 3.60% its financing (FIN-B1) records.
    expect(s.financing).toEqual({ count: 1, amount: yuan(400_000), averageTermDays: 140, averageRate: '3.60' });
  });

  // Issue 28 item 9: 核心企业统计 had no period picker. 统计期间 2024年 is the twelve months to its December.
  it('reads the 统计期间 the page picks: 2024年 is 2024-01 … 2024-12 with CR0 and CR5; a later year is refused', async () => {
    const c1 = await server.login('c1_op');
    const s = ok<CoreStatistics>(await c1.callEndpoint(statisticsEndpoints.core, { body: { to: '2024-12' } }));
    expect(s).toMatchObject({ from: '2024-01', to: '2024-12', businessDate: '2025-06-16' });
    // CR0 (issued under L0 in March, cashed 2024-08-30) and CR5 (2024-12-16): nothing of 2025.
    expect(nonZero(s.months, 'issued')).toEqual({ '2024-03': yuan(500_000), '2024-12': yuan(150_000) });
    expect(nonZero(s.months, 'cashed')).toEqual({ '2024-08': yuan(500_000) });
    expect(s.totals).toEqual({ issued: yuan(650_000), transferred: yuan(0), financed: yuan(0), cashed: yuan(500_000) });
    // 2025年 so far: January to the business date, the months after it empty.
    const year = ok<CoreStatistics>(await c1.callEndpoint(statisticsEndpoints.core, { body: { to: '2025-12' } }));
    expect(year).toMatchObject({ from: '2025-01', to: '2025-12' });
    expect(year.totals.issued).toBe(yuan(200_000 + 1_000_000 + 60_000 + 250_000 + 670_000));
    const late = await c1.callEndpoint(statisticsEndpoints.core, { body: { to: '2026-01' } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(PERIOD_TOO_LATE);
  });

  it('gives a member unit (C2) only its own credits, and 查询 the same figures as 经办', async () => {
    const c2 = await read<CoreStatistics>('c2_op', statisticsEndpoints.core);
    expect(nonZero(c2.months, 'issued')).toEqual({ '2025-06': yuan(500_000) });
    expect(c2.totals).toEqual({ issued: yuan(500_000), transferred: '0.00', financed: '0.00', cashed: '0.00' });
    expect(c2.counterparties).toEqual([{ corp: corp('S1'), amount: yuan(500_000), count: 1 }]);
    expect(c2.tiers).toEqual([]);
    expect(c2.financing).toEqual({ count: 0, amount: '0.00', averageTermDays: null, averageRate: null });
    expect(await read<CoreStatistics>('c1_query', statisticsEndpoints.core)).toEqual(await read<CoreStatistics>('c1_op', statisticsEndpoints.core));
  });
});

describe('链属企业统计 (credit)', () => {
  it('counts what S1 signed for, transferred, financed and was paid, with its counterparties', async () => {
    const s = await read<ChainStatistics>('s1_op', statisticsEndpoints.chain);
    expect(s).toMatchObject({ side: 'chain', productType: 'CREDIT', from: '2024-07', to: '2025-06' });
    // Signed for: CR4 (2025-01), CR1 (2025-03), CR8 (2025-04). CR2 waits to be signed for and CR7 was refused.
    expect(nonZero(s.months, 'received')).toEqual({ '2025-01': yuan(200_000), '2025-03': yuan(1_000_000), '2025-04': yuan(60_000) });
    expect(nonZero(s.months, 'transferred')).toEqual({ '2025-04': yuan(300_000) });
    expect(nonZero(s.months, 'financed')).toEqual({ '2025-04': yuan(400_000) });
    // Paid: CR0 on 2024-08-30 (issued under L0 before the period, domain-lines.md §13.7).
    expect(s.totals).toEqual({ received: yuan(1_260_000), transferred: yuan(300_000), financed: yuan(400_000), cashed: yuan(500_000) });
    expect(s.counterparties).toEqual([
      { corp: corp('C1'), amount: yuan(1_260_000), count: 3 },
      { corp: corp('F1'), amount: yuan(400_000), count: 1 },
      { corp: corp('S2'), amount: yuan(300_000), count: 1 },
    ]);
    expect(s.financing).toEqual({ count: 1, amount: yuan(400_000), averageTermDays: 140, averageRate: '3.60' });
    expect(await read<ChainStatistics>('s1_query', statisticsEndpoints.chain)).toEqual(s);
  });

  it('scopes each supplier to its own corporation: S2 received CR5, CR9 and CR1-A and was paid CR5; S3 has nothing yet', async () => {
    const s2 = await read<ChainStatistics>('s2_op', statisticsEndpoints.chain);
    expect(nonZero(s2.months, 'received')).toEqual({ '2024-12': yuan(150_000), '2025-04': yuan(300_000), '2025-05': yuan(250_000) });
    expect(s2.totals).toEqual({ received: yuan(700_000), transferred: '0.00', financed: '0.00', cashed: yuan(150_000) });
    expect(s2.counterparties).toEqual([
      { corp: corp('C1'), amount: yuan(400_000), count: 2 },
      { corp: corp('S1'), amount: yuan(300_000), count: 1 },
    ]);
    expect(s2.financing.averageTermDays).toBeNull();
    const s3 = await read<ChainStatistics>('s3_op', statisticsEndpoints.chain);
    expect(s3.totals).toEqual({ received: '0.00', transferred: '0.00', financed: '0.00', cashed: '0.00' });
    expect(s3.counterparties).toEqual([]);
  });

  it('answers each page only to roles granted its menu', async () => {
    const status = async (user: string, endpoint: AnyEndpoint) => (await (await server.login(user)).callEndpoint(endpoint)).status;
    expect(await status('s1_op', statisticsEndpoints.core)).toBe(403);
    expect(await status('c1_op', statisticsEndpoints.chain)).toBe(403);
    expect(await status('f1_cm', statisticsEndpoints.chain)).toBe(403);
    expect(await status('f1_pm', statisticsEndpoints.core)).toBe(403);
    expect(await status('c1_admin', statisticsEndpoints.core)).toBe(403);
    // S5 has not opened the voucher product: refused as such (domain-lines.md §14A.2), before its menus.
    expect((await (await server.login('s5_op')).callEndpoint(statisticsEndpoints.voucherChain)).body.code).toBe('PRODUCT_NOT_OPEN');
    expect(await status('c1_dir', statisticsEndpoints.core)).toBe(200);
    expect(
      await server
        .client()
        .callEndpoint(statisticsEndpoints.core)
        .then((r) => r.status),
    ).toBe(401);
  });
});

/**
 * A voucher year written the way the flows leave it (not part of the demo seed): V1 C1 → S1 100,000 (2025-02-10, due
 * 2025-08-10), S1 transfers 60,000 to S2 (2025-03-05), S2 returns 20,000 of it (2025-04-02, a completed return), S1
 * finances 30,000 of its 40,000 remainder at F1 (2025-05-12); V0 issued before the period and cashed in it; V3 issued on
 * the period's first day and cashed; V4 still waiting to be signed for.
 */
function voucherYear(): LedgerPlan {
  const c = (
    key: string,
    holder: string,
    amount: number,
    issue: string,
    due: string,
    status: LedgerPlan['credits'][number]['status'],
    extra: Partial<LedgerPlan['credits'][number]> = {},
  ) => ({
    key,
    issuerCorpId: 'C1',
    holderCorpId: holder,
    amountFen: fen(amount),
    issueDate: issue,
    dueDate: due,
    status,
    lineId: 'LV',
    ...extra,
  });
  const v1 = (key: string, parentKey: string, holder: string, amount: number, acquired: string, status: LedgerPlan['credits'][number]['status']) =>
    c(key, holder, amount, '2025-02-10', '2025-08-10', status, { parentKey, acquiredDate: acquired });
  return {
    product: 'VOUCHER',
    lines: [
      {
        lineId: 'LV',
        productType: 'VOUCHER',
        fiCorpId: 'F1',
        corpId: 'C1',
        totalFen: fen(10_000_000),
        revolving: true,
        startDate: '2024-01-01',
        endDate: '2025-12-31',
        status: 'ACTIVE',
      },
    ],
    subLimits: [],
    contracts: [],
    credits: [
      c('V0', 'S1', 5_000, '2024-06-28', '2024-09-30', 'CASHED', { statusDate: '2024-09-30' }),
      c('V3', 'S1', 25_000, '2024-07-01', '2024-12-20', 'CASHED', { statusDate: '2024-12-20' }),
      c('V1', 'S1', 100_000, '2025-02-10', '2025-08-10', 'SPLIT'),
      v1('V1-A', 'V1', 'S2', 60_000, '2025-03-05', 'SPLIT'),
      v1('V1-B', 'V1', 'S1', 40_000, '2025-03-05', 'SPLIT'),
      v1('V1-A1', 'V1-A', 'S1', 20_000, '2025-04-02', 'HELD'),
      v1('V1-A2', 'V1-A', 'S2', 40_000, '2025-04-02', 'HELD'),
      v1('V1-B1', 'V1-B', 'F1', 30_000, '2025-05-12', 'FINANCED'),
      v1('V1-B2', 'V1-B', 'S1', 10_000, '2025-05-12', 'HELD'),
      c('V4', 'S1', 7_000, '2025-06-10', '2025-09-10', 'PENDING_SIGN'),
    ],
    apps: [
      {
        key: 'RTN-V',
        bizType: 'RETURN',
        status: 'COMPLETED',
        businessDate: '2025-04-02',
        applicantCorpId: 'S2',
        counterpartyCorpId: 'S1',
        issuerCorpId: 'C1',
        amountFen: fen(20_000),
        creator: 's2_op',
        approver: 's2_dir',
        credits: [{ key: 'V1-A', amountFen: fen(20_000) }],
      },
    ],
    offset: { credits: 500, apps: 500 },
  };
}

describe('支付通 (voucher): the same pages on the voucher product', () => {
  beforeAll(async () => {
    await server.db.transaction((tx) => writeLedgerPlan(tx, voucherYear(), server.clock.now()));
    expect(await checkLedgerInvariants(server.db)).toEqual([]);
  });

  it('keeps a return apart from transfers, counts a cash in the period of a credit issued before it, and moves a returned part back a tier', async () => {
    const s = await read<CoreStatistics>('c1_op', statisticsEndpoints.voucherCore);
    expect(s.productType).toBe('VOUCHER');
    // With the demo's VC3 (2025-03, S1), VC1 (2025-04, S1) and VC2 (2025-06, S3), domain-lines.md §13.8.
    expect(nonZero(s.months, 'issued')).toEqual({
      '2024-07': yuan(25_000),
      '2025-02': yuan(100_000),
      '2025-03': yuan(120_000),
      '2025-04': yuan(300_000),
      '2025-06': yuan(87_000),
    });
    expect(nonZero(s.months, 'transferred')).toEqual({ '2025-03': yuan(60_000) });
    expect(nonZero(s.months, 'financed')).toEqual({ '2025-05': yuan(30_000) });
    // VC1, cashed by its 2025-06-13 debit run, counts in the month of its issue.
    expect(nonZero(s.months, 'cashed')).toEqual({ '2024-09': yuan(5_000), '2024-12': yuan(25_000), '2025-04': yuan(300_000) });
    expect(s.counterparties).toEqual([
      { corp: corp('S1'), amount: yuan(552_000), count: 5 },
      { corp: corp('S3'), amount: yuan(80_000), count: 1 },
    ]);
    // V1-A1 (back with S1), V1-B2, VC3 (S1) and VC2 (S3) at tier 1, V1-A2 with S2 at tier 2.
    expect(s.tiers).toEqual([
      { tier: 1, holders: 2, count: 4, amount: yuan(230_000) },
      { tier: 2, holders: 1, count: 1, amount: yuan(40_000) },
    ]);
    // 2025-05-12 → 2025-08-10: 90 days. No financing application records its rate: none is guessed.
    expect(s.financing).toEqual({ count: 1, amount: yuan(30_000), averageTermDays: 90, averageRate: null });
    // The credit product's figures do not move.
    expect((await read<CoreStatistics>('c1_op', statisticsEndpoints.core)).totals.issued).toBe(yuan(2_330_000));
  });

  it('gives S1 its voucher year: received V3 and V1 (not the return, not V4), transferred, financed and cashed', async () => {
    const s = await read<ChainStatistics>('s1_op', statisticsEndpoints.voucherChain);
    // and the demo's VC3 (2025-03).
    expect(nonZero(s.months, 'received')).toEqual({ '2024-07': yuan(25_000), '2025-02': yuan(100_000), '2025-03': yuan(120_000), '2025-04': yuan(300_000) });
    expect(s.totals).toEqual({ received: yuan(545_000), transferred: yuan(60_000), financed: yuan(30_000), cashed: yuan(330_000) });
    expect(s.counterparties).toEqual([
      { corp: corp('C1'), amount: yuan(545_000), count: 4 },
      { corp: corp('S2'), amount: yuan(60_000), count: 1 },
      { corp: corp('F1'), amount: yuan(30_000), count: 1 },
    ]);
    expect(s.financing.averageTermDays).toBe(90);
  });
});
