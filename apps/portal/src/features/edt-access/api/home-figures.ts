import { EDT_ACCESS_STATUS_LABEL } from '@scf/api/contract';
import type { EdtAccess, EdtFinance, EdtLine, EdtOrder, HomeTile } from '@scf/api/contract';
import { fenToDecimal, orderFinanceCapFen, parseFen } from '@scf/api/money';
import { EDT_ACCESS_PATHS } from './edt-paths';

export interface HomeReads {
  accesses: readonly EdtAccess[];
  lines: readonly EdtLine[];
  orders: readonly EdtOrder[];
  finances: readonly EdtFinance[];
  businessDate: string;
}

/** 订单列表 (the supplier's orders, another part's screen). */
const ORDER_LIST = '/edt/chain/order/index';

const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);
const amount = (key: string, title: string, fen: bigint, note: string | null = null, link: string | null = null): HomeTile => ({
  key,
  title,
  kind: 'amount',
  value: fenToDecimal(fen),
  note,
  link,
});

/** The access that says most: one in force first, then one in process, then the latest. */
function accessState(accesses: readonly EdtAccess[]): string {
  const rank = (a: EdtAccess) => (a.status === 'APPROVED' ? 0 : a.status === 'PENDING_REVIEW' || a.status === 'PENDING_FI' ? 1 : 2);
  const best = [...accesses].sort((a, b) => rank(a) - rank(b) || b.appliedOn.localeCompare(a.appliedOn))[0];
  return best ? EDT_ACCESS_STATUS_LABEL[best.status] : '未准入';
}

/**
 * The tiles of 订单融资首页 (domain-lines.md §19.8) from the supplier's accesses, lines, orders and financings:
 * 授信额度 and 可用额度 of the lines in force, 可融资订单金额 = Σ each confirmed order's 可融资上限 (§19.6) within the
 * line's 可用额度, 融资余额 of the orders, 本月到期 = the open loans due this business month.
 */
export function homeTiles({ accesses, lines, orders, finances, businessDate }: HomeReads): HomeTile[] {
  const inForce = lines.filter((l) => l.status === 'ACTIVE' || l.status === 'FROZEN');
  const active = lines.filter((l) => l.status === 'ACTIVE');
  const availableFen = sum(active.map((l) => parseFen(l.available)));
  const financeable = orders.filter((o) => (o.status === 'CONFIRMED' || o.status === 'FINANCED') && o.confirmedAmount !== null);
  const capFen = sum(
    financeable.map((o) => {
      const line = active.find((l) => l.core.corpId === o.core.corpId);
      if (!line || o.confirmedAmount === null) return 0n;
      const cap = orderFinanceCapFen({
        confirmedAmountFen: parseFen(o.confirmedAmount),
        maxRatio: line.maxRatio,
        openPrincipalFen: parseFen(o.financedAmount),
        lineAvailableFen: parseFen(line.available),
      });
      return cap > 0n ? cap : 0n;
    }),
  );
  const unconfirmed = orders.filter((o) => o.status === 'UNCONFIRMED');
  const month = businessDate.slice(0, 7);
  const dueThisMonth = finances.filter((f) => f.loan && f.loan.status !== 'REPAID' && f.loan.dueDate.startsWith(month));
  return [
    { key: 'access', title: '准入状态', kind: 'amount', value: accessState(accesses), note: null, link: EDT_ACCESS_PATHS.query },
    amount('total', '授信额度', sum(inForce.map((l) => parseFen(l.total))), null, EDT_ACCESS_PATHS.lines),
    amount('available', '可用额度', availableFen, null, EDT_ACCESS_PATHS.lines),
    { key: 'unconfirmed', title: '待确认订单', kind: 'count', value: String(unconfirmed.length), note: null, link: ORDER_LIST },
    amount('financeable', '可融资订单金额', capFen < availableFen ? capFen : availableFen, `共 ${financeable.length} 笔已确认订单`),
    amount('balance', '融资余额', sum(orders.map((o) => parseFen(o.financingBalance)))),
    amount('due', '本月到期', sum(dueThisMonth.map((f) => parseFen(f.loan?.principal ?? '0.00'))), `共 ${dueThisMonth.length} 笔`),
  ];
}
