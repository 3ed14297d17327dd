import { statisticsEndpoints } from '@scf/api/contract';
import type { ChainStatistics, CoreStatistics } from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';

const MONTHS = ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const zero = '0.00';
const period = { businessDate: '2025-06-16', from: '2024-07', to: '2025-06' } as const;
const corp = (corpId: string, corpName: string) => ({ corpId, corpName });

/** S1's year as the demo ledger has it (domain.md §13.4), or nothing at all. */
export function chainYear(empty = false): ChainStatistics {
  const at = (month: string, received: string, transferred = zero, financed = zero) => ({ month, received, transferred, financed, cashed: zero });
  const months = MONTHS.map((m) => at(m, zero));
  if (!empty) {
    months[6] = at('2025-01', '200000.00');
    months[8] = at('2025-03', '1000000.00');
    months[9] = at('2025-04', '60000.00', '300000.00', '400000.00');
  }
  return {
    side: 'chain',
    productType: 'CREDIT',
    ...period,
    months,
    totals: empty
      ? { received: zero, transferred: zero, financed: zero, cashed: zero }
      : { received: '1260000.00', transferred: '300000.00', financed: '400000.00', cashed: zero },
    counterparties: empty
      ? []
      : [
          { corp: corp('C1', '徐州示例重工集团有限公司'), amount: '1260000.00', count: 3 },
          { corp: corp('F1', '中国建设银行股份有限公司徐州分行'), amount: '400000.00', count: 1 },
          { corp: corp('S2', '苏州示例钢材贸易有限公司'), amount: '300000.00', count: 1 },
        ],
    financing: empty
      ? { count: 0, amount: zero, averageTermDays: null, averageRate: null }
      : { count: 1, amount: '400000.00', averageTermDays: 140, averageRate: null },
  };
}

/** The C1 group's year (domain.md §13.4). */
export function coreYear(): CoreStatistics {
  const at = (month: string, issued: string, transferred = zero, financed = zero, cashed = zero) => ({ month, issued, transferred, financed, cashed });
  const months = MONTHS.map((m) => at(m, zero));
  months[5] = at('2024-12', '150000.00');
  months[6] = at('2025-01', '200000.00');
  months[8] = at('2025-03', '1000000.00');
  months[9] = at('2025-04', '60000.00', '300000.00', '400000.00');
  months[10] = at('2025-05', '250000.00');
  months[11] = at('2025-06', '670000.00', zero, zero, '150000.00');
  return {
    side: 'core',
    productType: 'CREDIT',
    ...period,
    months,
    totals: { issued: '2330000.00', transferred: '300000.00', financed: '400000.00', cashed: '150000.00' },
    counterparties: [
      { corp: corp('S1', '江苏示例精密锻造有限公司'), amount: '1880000.00', count: 5 },
      { corp: corp('S2', '苏州示例钢材贸易有限公司'), amount: '400000.00', count: 2 },
      { corp: corp('S3', '宿迁示例五金加工厂'), amount: '50000.00', count: 1 },
    ],
    tiers: [
      { tier: 1, holders: 2, count: 4, amount: '810000.00' },
      { tier: 2, holders: 1, count: 1, amount: '300000.00' },
    ],
    financing: { count: 1, amount: '400000.00', averageTermDays: 140, averageRate: '3.60' },
  };
}

/** The reply re-dated to the twelve months to the `to` asked for (the figures are the fixture's). */
function yearOf(s: CoreStatistics, input: unknown): CoreStatistics {
  const to = (input as { body?: { to?: string } } | undefined)?.body?.to;
  if (!to) return s;
  const year = to.slice(0, 4);
  return { ...s, from: `${year}-01`, to, months: s.months.map((m, i) => ({ ...m, month: `${year}-${String(i + 1).padStart(2, '0')}` })) };
}

/** The shared fake client answering the four statistics calls; a test may make one fail first. */
export function fakeStatistics(answers: { chain?: () => ChainStatistics; core?: () => CoreStatistics } = {}) {
  const fake = fakeClient();
  const chain = answers.chain ?? (() => chainYear());
  const core = answers.core ?? coreYear;
  const handler = withHandlers(fake.client, [
    [statisticsEndpoints.chain, chain],
    // A year asked for (统计期间 = 2024年) answers that year's months.
    [statisticsEndpoints.core, (input: unknown) => yearOf(core(), input)],
    [statisticsEndpoints.voucherChain, () => ({ ...chain(), productType: 'VOUCHER' })],
    [statisticsEndpoints.voucherCore, () => ({ ...core(), productType: 'VOUCHER' })],
  ]);
  return { client: fake.client, handler };
}
