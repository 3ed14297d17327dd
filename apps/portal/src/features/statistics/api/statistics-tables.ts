import type { ChainStatistics, CoreStatistics } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { STATISTICS_MESSAGES as T } from './statistics-messages';
import type { Side } from './statistics-messages';

export type Statistics = CoreStatistics | ChainStatistics;

/** One cell: its kind says how the table shows it and how the workbook stores it. null: nothing to show (暂无数据). */
export type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'amount'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'days'; value: number | null }
  | { kind: 'percent'; value: string | null };

export interface FigureColumn {
  title: string;
  /** Figures align right (tabular digits line up). */
  numeric: boolean;
  /** Width in px of a narrow column (rank, count); the rest share what is left. */
  width?: number;
}

/** A table of figures: the table view of a section and, the same rows, a sheet of the export. */
export interface FigureTable {
  key: 'monthly' | 'counterparties' | 'tiers' | 'financing';
  title: string;
  columns: FigureColumn[];
  rows: Cell[][];
}

const text = (value: string): Cell => ({ kind: 'text', value });
const amount = (value: string): Cell => ({ kind: 'amount', value });
const count = (value: number): Cell => ({ kind: 'count', value });
const col = (title: string, numeric = true, width?: number): FigureColumn => ({ title, numeric, ...(width ? { width } : {}) });

/** A cell as the table shows it: amounts as 1,234,567.89, days with one decimal. */
export function cellText(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'amount':
      return formatFen(parseFen(cell.value));
    case 'count':
      return String(cell.value);
    case 'days':
      return cell.value === null ? T.empty : cell.value.toFixed(1);
    case 'percent':
      return cell.value ?? T.empty;
  }
}

/** The four series of a month (or of the totals) in the order of the columns. */
function seriesOf(s: Statistics, i: number | 'total'): string[] {
  if (s.side === 'core') {
    const m = i === 'total' ? s.totals : s.months[i]!;
    return [m.issued, m.transferred, m.financed, m.cashed];
  }
  const m = i === 'total' ? s.totals : s.months[i]!;
  return [m.received, m.transferred, m.financed, m.cashed];
}

export function seriesTitles(side: Side): string[] {
  const n = T.series[side];
  return [n.first, n.transferred, n.financed, n.cashed];
}

export function monthlyTable(s: Statistics): FigureTable {
  return {
    key: 'monthly',
    title: T.monthly,
    columns: [col(T.month, false), ...seriesTitles(s.side).map((t) => col(`${t}（${T.yuan}）`))],
    rows: [...s.months.map((m, i) => [text(m.month), ...seriesOf(s, i).map(amount)]), [text(T.total), ...seriesOf(s, 'total').map(amount)]],
  };
}

export function counterpartyTable(s: Statistics): FigureTable {
  return {
    key: 'counterparties',
    title: T.counterparties,
    columns: [col(T.rank, false, 64), col(T.corpName, false), col(T.counterpartyAmount[s.side]), col(T.count, true, 72)],
    rows: s.counterparties.map((c, i) => [count(i + 1), text(c.corp.corpName), amount(c.amount), count(c.count)]),
  };
}

export function tierTable(s: CoreStatistics): FigureTable {
  return {
    key: 'tiers',
    title: T.tiers,
    columns: [col(T.tier, false), col(T.holders), col(T.count), col(T.heldAmount)],
    rows: s.tiers.map((t) => [text(T.tierLabel(t.tier)), count(t.holders), count(t.count), amount(t.amount)]),
  };
}

export function financingTable(s: Statistics): FigureTable {
  const f = s.financing;
  return {
    key: 'financing',
    title: T.financing,
    columns: [col(T.indicator, false), col(T.value)],
    rows: [
      [text(T.financingCount), count(f.count)],
      [text(T.financingAmount), amount(f.amount)],
      [text(T.averageTerm), { kind: 'days', value: f.averageTermDays }],
      [text(T.averageRate), { kind: 'percent', value: f.averageRate }],
    ],
  };
}

/** Every table of the page, in page order: the sheets of the export. */
export function allTables(s: Statistics): FigureTable[] {
  return [monthlyTable(s), counterpartyTable(s), ...(s.side === 'core' ? [tierTable(s)] : []), financingTable(s)];
}

/** Whether the period had any movement at all. */
export const hasActivity = (s: Statistics): boolean => seriesOf(s, 'total').some((v) => parseFen(v) !== 0n);
