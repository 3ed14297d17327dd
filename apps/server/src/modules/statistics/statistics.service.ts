import type { ChainStatistics, CoreStatistics, ProductType, StatisticsQuery } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { periodOf } from './statistics.period';
import type { Period } from './statistics.period';
import { holderMovements, issuerMovements, tiersOf } from './statistics.repo';
import type { MovementKind, MovementRow } from './statistics.repo';
import { financingOf, monthly, sumOf, tierView, topCounterparties } from './statistics.view';

type Selector = (r: MovementRow) => boolean;
const is =
  (kind: MovementKind, direction: MovementRow['direction'] = 'OUT'): Selector =>
  (r) =>
    r.kind === kind && r.direction === direction;

/** The four series of a side, as a month-by-month table and its totals. */
function series<K extends string>(months: readonly string[], rows: readonly MovementRow[], picks: Record<K, Selector>) {
  const keys = Object.keys(picks) as K[];
  const columns = Object.fromEntries(keys.map((k) => [k, monthly(months, rows.filter(picks[k]))])) as Record<K, string[]>;
  const totals = Object.fromEntries(keys.map((k) => [k, fenToDecimal(sumOf(rows.filter(picks[k])).fen)])) as Record<K, string>;
  return { months: months.map((month, i) => ({ month, ...(Object.fromEntries(keys.map((k) => [k, columns[k][i]])) as Record<K, string>) })), totals };
}

/** What both sides report first: the product, the twelve months up to the business date and the series over them. */
function periodSeries<K extends string>(env: ServiceEnv, product: ProductType, p: Period, rows: readonly MovementRow[], picks: Record<K, Selector>) {
  return {
    productType: product,
    businessDate: env.businessDate,
    from: p.months[0] ?? '',
    to: p.months[p.months.length - 1] ?? '',
    ...series(p.months, rows, picks),
  };
}

/**
 * 核心企业统计 (domain.md §12) of the caller's corporation for a product: what it (and, for a group, its members)
 * issued per month over the twelve months up to the business date (or the 统计期间's end), how much of it was transferred, financed and
 * cashed along the trees, its largest receivers, the tiers its outstanding credits reached and the financings.
 */
export async function coreStatistics(env: ServiceEnv, actor: Actor, product: ProductType, query?: StatisticsQuery): Promise<CoreStatistics> {
  const p = periodOf(env.businessDate, query?.to);
  const rows = await issuerMovements(env.db, product, actor.corpId, p.fromDate, p.toDate);
  const picks = { issued: is('ISSUE'), transferred: is('TRANSFER'), financed: is('FINANCE'), cashed: is('CASH') };
  return {
    side: 'core',
    ...periodSeries(env, product, p, rows, picks),
    counterparties: topCounterparties(rows.filter(picks.issued)),
    tiers: (await tiersOf(env.db, product, actor.corpId)).map(tierView),
    financing: financingOf(rows.filter(picks.financed)),
  };
}

/**
 * 链属企业统计 (domain.md §12) of the caller's corporation for a product: what it received per month (credits it
 * signed for, and transfers to it), transferred on, financed and was paid at maturity, over the twelve months up to the
 * business date; its largest counterparties by credits moved (received, transferred or financed) and its financings.
 */
export async function chainStatistics(env: ServiceEnv, actor: Actor, product: ProductType, query?: StatisticsQuery): Promise<ChainStatistics> {
  const p = periodOf(env.businessDate, query?.to);
  const rows = await holderMovements(env.db, product, actor.corpId, p.fromDate, p.toDate);
  const received: Selector = (r) => (r.kind === 'ISSUE' || r.kind === 'TRANSFER') && r.direction === 'IN';
  const picks = { received, transferred: is('TRANSFER'), financed: is('FINANCE'), cashed: is('CASH', 'IN') };
  return {
    side: 'chain',
    ...periodSeries(env, product, p, rows, picks),
    counterparties: topCounterparties(rows.filter((r) => picks.received(r) || picks.transferred(r) || picks.financed(r))),
    financing: financingOf(rows.filter(picks.financed)),
  };
}
